import { api, DateRules, ymdToIso } from '@bel/contract';
import type { DataOf } from '@bel/contract';
import { fromEndpoint, QueryView } from '../../../components/query-view';
import type { QueryViewConfig } from '../../../components/query-view';
import { dateTimeColumn, textColumn } from '../../../components/ui/results-table';
import { formatApiDateTime } from '../../../lib/format';
import type { ViewProps } from '../../../lib/views';
import { operationText } from '../model/operation-text';
import { XmlText } from './xml-text';

type TraceRow = DataOf<typeof api.traces.list>[number];
const body = api.traces.list.body!.shape;

/** The audit trail (doc 2 §2 Traces): a user name and a range of days; administrators only (ADR 0022). */
const config: QueryViewConfig<TraceRow[], TraceRow> = {
  title: 'traces:title',
  detailsTitle: 'traces:detailsTitle',
  fields: [
    { kind: 'text', name: 'username', schema: body.username, label: 'traces:fields.username' },
    { kind: 'dateRange', rule: DateRules.standard },
  ],
  // The form keeps dates as YYYYMMDD like every query form; this call takes YYYY-MM-DD (spec §9).
  search: fromEndpoint(api.traces.list, ({ username, startDate, endDate }) => ({ username, startDate: ymdToIso(startDate), endDate: ymdToIso(endDate) })),
  rows: (answer) => answer,
  columns: (t) => [
    textColumn('user', 'traces:columns.user', (row) => row.nombre_usuario),
    textColumn('name', 'traces:columns.name', (row) => row.nombre),
    textColumn('operation', 'traces:columns.operation', (row) => row.nombre_operacion, (code) => operationText(t, String(code))),
    dateTimeColumn('date', 'traces:columns.date', (row) => row.fecha),
    textColumn('ip', 'traces:columns.ip', (row) => row.ip),
  ],
  detailFields: (row, t) => [
    { label: t('traces:columns.user'), value: row.nombre_usuario },
    { label: t('traces:columns.name'), value: row.nombre },
    { label: t('traces:details.firstSurname'), value: row.p_apellido },
    { label: t('traces:details.secondSurname'), value: row.s_apellido },
    { label: t('traces:columns.operation'), value: operationText(t, row.nombre_operacion) },
    { label: t('traces:columns.date'), value: formatApiDateTime(row.fecha) },
    { label: t('traces:columns.ip'), value: row.ip ?? '' },
    { label: t('traces:details.externalId'), value: row.traza_externa_id },
    { label: t('traces:details.description'), value: <XmlText xml={row.descripcion} /> },
  ],
};

export function TracesView(props: ViewProps) {
  return <QueryView {...props} config={config} />;
}
