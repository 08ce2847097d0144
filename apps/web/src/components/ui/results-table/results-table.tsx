import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableRow from '@mui/material/TableRow';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { ReactNode } from 'react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { lazyComponent, loadOnIntent } from '../../../lib/lazy-component';
import { MountedOnceWanted } from '../mounted-once-wanted';
import { PlainTextField } from '../plain-text-field';
import type { DetailField } from './details-dialog';
import { STICKY_ACTIONS, WRAPPED } from './cell-styles';
import { ResultsTableHead } from './results-table-head';
import { TablePager } from './table-pager';
import { cellText, computeTable, initialTableState, nextSort, PAGE_SIZES } from '@bel/contract/tables';
import type { TableState } from '@bel/contract/tables';
import { AmountText } from '../amount-text';
import type { ResultsColumn, ResultsGroupBy, SummaryRow } from './types';

// A row's details open in a dialog that loads on first use: a table's start loads no modal.
export const DetailsDialog = lazyComponent(() => import('./details-dialog').then((m) => m.DetailsDialog));

export interface RowSelection {
  selected: ReadonlySet<string>;
  onChange: (selected: ReadonlySet<string>) => void;
}

export interface ResultsTableProps<Row> {
  /** Accessible name of the table, already translated. */
  label: string;
  /** `null` while the data is still loading. */
  rows: readonly Row[] | null;
  /** Keep this array stable (module constant or memoised): the model recomputes on change. */
  columns: readonly ResultsColumn<Row>[];
  getRowId: (row: Row) => string;
  /** Title of the row details dialog; defaults to "Details". */
  detailsTitle?: string;
  /** What the details dialog lists; defaults to every column. */
  detailFields?: (row: Row) => DetailField[];
  /** Pass both to keep search, sort, filters and page in a view store; otherwise kept locally. */
  state?: TableState;
  onStateChange?: (state: TableState) => void;
  groupBy?: ResultsGroupBy<Row>;
  summary?: SummaryRow | null;
  /** More buttons beside "see details" on each row; `labelId` names the row (for aria-describedby). */
  rowActions?: (row: Row, labelId: string) => ReactNode;
  /** The empty table's text, already translated; "No data" unless told. */
  emptyText?: string;
  /** What "see details" does instead of the details dialog (a request opens its form). */
  onSeeDetails?: (row: Row) => void;
  /** Checkboxes on rows (for bulk actions). */
  selection?: RowSelection;
  /** Left side of the toolbar above the table (go back, exports, bulk actions). */
  toolbar?: ReactNode;
}

export function ResultsTable<Row>(props: ResultsTableProps<Row>) {
  const { label, rows, columns, getRowId, detailsTitle, detailFields, state: controlled, onStateChange, groupBy, summary, rowActions, onSeeDetails, emptyText, selection, toolbar } = props;
  const { t } = useTranslation('table');
  const baseId = useId();
  const [local, setLocal] = useState<TableState>(initialTableState);
  const state = controlled ?? local;
  const setState = onStateChange ?? setLocal;
  const [selected, setSelected] = useState<Row | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(() => Object.values(state.filters).some(Boolean));

  const view = useMemo(() => computeTable(rows ?? [], columns, state, groupBy), [rows, columns, state, groupBy]);
  const colSpan = columns.length + 1 + (selection ? 1 : 0);
  const activeFilters = Object.values(state.filters).filter((text) => text.trim()).length;

  const pageIds = view.pageRows.map(getRowId);
  const selectedOnPage = selection ? pageIds.filter((id) => selection.selected.has(id)).length : 0;
  const toggleRow = (id: string) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.onChange(next);
  };
  const togglePage = () => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (selectedOnPage === pageIds.length) for (const id of pageIds) next.delete(id);
    else for (const id of pageIds) next.add(id);
    selection.onChange(next);
  };

  const cell = (column: ResultsColumn<Row>, row: Row) => {
    if (column.render) return column.render(row);
    // Amounts show red or green with their sign (spec §9); the contract's columns carry no React.
    if (column.kind === 'amount') {
      const value = column.value(row);
      return <AmountText value={value === null || value === undefined ? null : String(value)} text={cellText(column, row)} />;
    }
    return cellText(column, row);
  };

  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      <Box sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>{toolbar}</Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'flex-end', ml: 'auto' }}>
          <Button
            size="small"
            onClick={() => setFiltersOpen(!filtersOpen)}
            aria-expanded={filtersOpen}
            startIcon={
              <Badge color="primary" badgeContent={activeFilters} invisible={activeFilters === 0}>
                <FilterListIcon fontSize="small" />
              </Badge>
            }
          >
            {t('filters')}
          </Button>
          {/* Not TextField: it would bring MUI's Select, Menu, Popover and Modal into every table's start (ADR 0074). */}
          <PlainTextField
            type="search"
            size="small"
            label={t('search')}
            value={state.search}
            onChange={(event) => setState({ ...state, search: event.target.value, page: 0 })}
            sx={{ width: { xs: '100%', sm: 240 } }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
      </Box>
      {/* Relative, so visually hidden labels and checkbox inputs scroll with the table instead of widening the page. */}
      <TableContainer sx={{ position: 'relative' }}>
        <Table size="small" aria-label={label} aria-busy={rows === null}>
          <ResultsTableHead
            columns={columns}
            sort={state.sort}
            onSort={(id) => setState({ ...state, sort: nextSort(state.sort, id), page: 0 })}
            filters={filtersOpen ? state.filters : undefined}
            onFilter={(id, text) => setState({ ...state, filters: { ...state.filters, [id]: text }, page: 0 })}
            selection={selection && pageIds.length > 0 ? { checked: selectedOnPage === pageIds.length, indeterminate: selectedOnPage > 0 && selectedOnPage < pageIds.length, onToggle: togglePage } : undefined}
          />
          <TableBody>
            {rows === null ? (
              <TableRow>
                <TableCell colSpan={colSpan} align="center" sx={{ py: 4 }}>
                  <CircularProgress size={24} aria-label={t('loading')} sx={{ verticalAlign: 'middle', mr: 1 }} />
                  {t('loading')}
                </TableCell>
              </TableRow>
            ) : view.total === 0 ? (
              <TableRow>
                <TableCell colSpan={colSpan} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {emptyText ?? t('noData')}
                </TableCell>
              </TableRow>
            ) : (
              view.items.map((item) => {
                if (item.type === 'group') {
                  return (
                    <TableRow key={`group-${item.key}`} sx={{ bgcolor: 'action.hover' }}>
                      <TableCell component="th" scope="rowgroup" colSpan={colSpan} sx={{ fontWeight: 700, color: 'primary.main' }}>
                        {groupBy?.label(item.first)} · {t('groupCount', { count: item.count })}
                      </TableCell>
                    </TableRow>
                  );
                }
                const { row } = item;
                const id = getRowId(row);
                const rowId = `${baseId}-${id}`;
                return (
                  <TableRow key={rowId} hover selected={selection?.selected.has(id) ?? false}>
                    {selection && (
                      <TableCell padding="checkbox">
                        <Checkbox size="small" checked={selection.selected.has(id)} onChange={() => toggleRow(id)} slotProps={{ input: { 'aria-label': t('selectRow'), 'aria-describedby': rowId } }} />
                      </TableCell>
                    )}
                    {columns.map((column, index) => (
                      <TableCell key={column.id} id={index === 0 ? rowId : undefined} align={column.align} sx={column.wrap ? WRAPPED : { whiteSpace: 'nowrap' }}>
                        {cell(column, row)}
                      </TableCell>
                    ))}
                    <TableCell align="center" padding="none" sx={{ whiteSpace: 'nowrap', ...STICKY_ACTIONS }}>
                      {rowActions?.(row, rowId)}
                      {/* Same name on every row; the first cell describes which row it opens. */}
                      <IconButton size="small" aria-label={t('seeDetails')} aria-describedby={rowId} {...(onSeeDetails ? {} : loadOnIntent(DetailsDialog))} onClick={() => (onSeeDetails ? onSeeDetails(row) : setSelected(row))}>
                        <VisibilityOutlinedIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                );
              })
            )}
          </TableBody>
          {summary && rows !== null && rows.length > 0 && (
            <TableFooter>
              <TableRow>
                {selection && <TableCell />}
                {columns.map((column, index) => (
                  <TableCell key={column.id} align={column.align} sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.875rem', whiteSpace: 'nowrap' }}>
                    {summary.cells[column.id] ?? (index === 0 ? summary.label : null)}
                  </TableCell>
                ))}
                <TableCell />
              </TableRow>
            </TableFooter>
          )}
        </Table>
      </TableContainer>
      <TablePager
        count={view.total}
        page={view.page}
        pageSize={state.pageSize}
        pageSizes={PAGE_SIZES}
        onPageChange={(page) => setState({ ...state, page })}
        onPageSizeChange={(pageSize) => setState({ ...state, pageSize, page: 0 })}
      />
      <MountedOnceWanted wanted={selected !== null}>
        <DetailsDialog
          open={selected !== null}
          title={detailsTitle ?? t('details')}
          fields={selected === null ? [] : (detailFields?.(selected) ?? columns.map((column) => ({ label: t(column.header), value: cell(column, selected) })))}
          onClose={() => setSelected(null)}
        />
      </MountedOnceWanted>
    </Paper>
  );
}
