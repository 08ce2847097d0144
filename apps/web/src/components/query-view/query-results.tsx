import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Action } from '@bel/contract';
import type { Entitlement } from '@bel/contract';
import { codeAsLabel, type OptionLabel, type TableLayout, type Translate } from '@bel/contract/tables';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { useViewState } from '../../lib/view-store';
import { ExportActions } from '../export/export-actions';
import { initialTableState, ResultsTable } from '../ui/results-table';
import type { TableState } from '../ui/results-table';
import { HeaderCards } from './header-cards';
import type { ScreenExtras } from './types';

/** What the results phase shows: the contract's layout and the screen's extras. */
export interface ResultsConfig<Answer, Row> extends ScreenExtras<Answer, Row> {
  /** An exportable view's layout (the gateway knows it by its key), or a table's own (the inbox). */
  layout: TableLayout<Answer, Row>;
}

interface QueryResultsProps<Answer, Row, Input> {
  viewKey: string;
  entitlement: Entitlement;
  config: ResultsConfig<Answer, Row>;
  answer: Answer | null;
  /** `null` while loading. */
  rows: readonly Row[] | null;
  /** What the query ran with: an export sends it for the gateway to run again. */
  input: Input;
  onBack?: () => void;
  /** Texts of the view's loaded options, for columns that show a code by its option. */
  optionLabel?: OptionLabel;
}

/**
 * The table phase (spec §2): header cards, the shared table with its search, filters,
 * grouping and details, "go back", and exports for holders of 'Exportar', which the gateway
 * renders from the same layout, input and table state (ADR 0035).
 */
export function QueryResults<Answer, Row, Input>({ viewKey, entitlement, config, answer, rows, input, onBack, optionLabel = codeAsLabel }: QueryResultsProps<Answer, Row, Input>) {
  const { t, i18n } = useTranslation('query');
  const language = i18n.language;
  const translate = t as unknown as Translate;
  const { layout } = config;
  // Built again only when the language or the options change: the table's caches are keyed on these.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => layout.columns(translate, optionLabel), [layout, language, optionLabel]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const groupBy = useMemo(() => layout.groupBy?.(translate), [layout, language]);
  const [tableState, setTableState] = useViewState<TableState>(viewKey, 'table', initialTableState);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const ids = useMemo(() => new WeakMap((rows ?? []).map((row, index) => [row as object, String(index)])), [rows]);
  const getRowId = useCallback((row: Row) => ids.get(row as object) ?? '', [ids]);

  const title = t(layout.title);
  const cards = answer === null ? [] : (layout.cards?.(answer, translate) ?? []);
  // Every table layout is one the gateway exports (the contract's `exportLayouts`, checked by its
  // test); asking that map here would bring every screen's layout into the portal's start.
  const canExport = entitlement.actions.includes(Action.export);
  // The table as the person has it: the gateway orders and narrows its own rows the same way.
  const exportRequest = () => ({ view: layout.key, search: input as Record<string, unknown>, table: { search: tableState.search, filters: tableState.filters, sort: tableState.sort } });
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
            {/* Held in place, disabled, while the rows load: the table below does not shift when they arrive (CLS, ADR 0052). */}
            {canExport && (rows === null || rows.length > 0) && <ExportActions request={exportRequest} disabled={rows === null} />}
          </>
        }
      />
    </Box>
  );
}
