import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Action } from '@bel/contract';
import type { Entitlement } from '@bel/contract';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildExportTable } from '../../lib/export/export-table';
import { formatAmount } from '../../lib/format';
import { useViewState } from '../../lib/view-store';
import { ExportActions } from '../export/export-actions';
import { initialTableState, orderedRows, ResultsTable } from '../ui/results-table';
import type { TableState } from '../ui/results-table';
import { HeaderCards } from './header-cards';
import type { OptionLabel, QueryViewConfig } from './types';

export type ResultsConfig<Answer, Row> = Pick<
  QueryViewConfig<Answer, Row>,
  'title' | 'columns' | 'detailsTitle' | 'detailFields' | 'groupBy' | 'headerCards' | 'summary' | 'exportHeader' | 'extra' | 'rowActions' | 'bulkActions'
>;

interface QueryResultsProps<Answer, Row> {
  viewKey: string;
  entitlement: Entitlement;
  config: ResultsConfig<Answer, Row>;
  answer: Answer | null;
  /** `null` while loading. */
  rows: readonly Row[] | null;
  onBack?: () => void;
  /** Texts of the view's loaded options, for columns that show a code by its option. */
  optionLabel?: OptionLabel;
}

const codeAsLabel: OptionLabel = (_name, value) => value ?? '';

/**
 * The table phase (spec §2): header cards, the shared table with its search, filters,
 * grouping and details, "go back", and exports for holders of 'Exportar'.
 */
export function QueryResults<Answer, Row>({ viewKey, entitlement, config, answer, rows, onBack, optionLabel = codeAsLabel }: QueryResultsProps<Answer, Row>) {
  const { t, i18n } = useTranslation('query');
  const language = i18n.language;
  // Built again only when the language or the options change: the table's caches are keyed on these.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => config.columns(t, optionLabel), [config, language, optionLabel]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const groupBy = useMemo(() => config.groupBy?.(t), [config, language]);
  const [tableState, setTableState] = useViewState<TableState>(viewKey, 'table', initialTableState);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const ids = useMemo(() => new WeakMap((rows ?? []).map((row, index) => [row as object, String(index)])), [rows]);
  const getRowId = useCallback((row: Row) => ids.get(row as object) ?? '', [ids]);

  const title = t(config.title);
  const cards = answer === null ? [] : (config.headerCards?.(answer, t) ?? []);
  const canExport = entitlement.actions.includes(Action.export);
  const getTable = () => {
    const ordered = orderedRows(rows ?? [], columns, tableState, groupBy).rows;
    const header = answer === null ? [] : (config.exportHeader?.(answer, t) ?? cards.flatMap((card) => card.fields.map(({ label, value, kind }) => ({ label, value: kind === 'amount' ? formatAmount(value) : value }))));
    return buildExportTable(title, ordered, columns, (key) => t(key), header);
  };
  const selectedRows = config.bulkActions ? (rows ?? []).filter((row) => selected.has(getRowId(row))) : [];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <HeaderCards cards={cards} />
      {answer !== null && config.extra?.(answer)}
      <ResultsTable
        label={title}
        rows={rows}
        columns={columns}
        getRowId={getRowId}
        detailsTitle={config.detailsTitle ? t(config.detailsTitle) : undefined}
        detailFields={config.detailFields ? (row) => config.detailFields?.(row, t) ?? [] : undefined}
        state={tableState}
        onStateChange={setTableState}
        groupBy={groupBy}
        summary={answer === null ? null : (config.summary?.(answer, t) ?? null)}
        rowActions={config.rowActions ? (row) => config.rowActions?.(row, t) : undefined}
        selection={config.bulkActions ? { selected, onChange: setSelected } : undefined}
        toolbar={
          <>
            {onBack && (
              <Button size="small" variant="contained" startIcon={<ArrowBackIcon />} onClick={onBack}>
                {t('back')}
              </Button>
            )}
            {config.bulkActions?.(selectedRows, t)}
            {canExport && rows !== null && rows.length > 0 && <ExportActions getTable={getTable} />}
          </>
        }
      />
    </Box>
  );
}
