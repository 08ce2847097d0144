import { api, DateRules, ymdToIso } from '@bel/contract';
import { operationText, tracesLayout, type Translate } from '@bel/contract/tables';
import { queryView, queryViewConfig } from '../../../components/query-view';
import { formatApiDateTime } from '../../../lib/format';
import { XmlText } from './xml-text';

const body = api.traces.list.body!.shape;

/** The audit trail (doc 2 §2 Traces): a user name and a range of days; administrators only (ADR 0022). */
const config = queryViewConfig({
  layout: tracesLayout,
  input: ({ username, startDate, endDate }) => ({ username, startDate: ymdToIso(startDate), endDate: ymdToIso(endDate) }),
  detailsTitle: 'traces:detailsTitle',
  fields: [
    { kind: 'text', name: 'username', schema: body.username, label: 'traces:fields.username' },
    { kind: 'dateRange', rule: DateRules.standard },
  ],
  detailFields: (row, t) => [
    { label: t('traces:columns.user'), value: row.nombre_usuario },
    { label: t('traces:columns.name'), value: row.nombre },
    { label: t('traces:details.firstSurname'), value: row.p_apellido },
    { label: t('traces:details.secondSurname'), value: row.s_apellido },
    { label: t('traces:columns.operation'), value: operationText(t as unknown as Translate, row.nombre_operacion) },
    { label: t('traces:columns.date'), value: formatApiDateTime(row.fecha) },
    { label: t('traces:columns.ip'), value: row.ip ?? '' },
    { label: t('traces:details.externalId'), value: row.traza_externa_id },
    { label: t('traces:details.description'), value: <XmlText xml={row.descripcion} /> },
  ],
});

export const TracesView = queryView(config);
