import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailsDialog } from './details-dialog';
import { ResultsTableHead } from './results-table-head';
import { cellText, computeTable, initialTableState, nextSort, PAGE_SIZES } from './table-model';
import type { TableState } from './table-model';
import type { ResultsColumn } from './types';

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
  /** Pass both to keep search, sort and page in a view store; otherwise kept locally. */
  state?: TableState;
  onStateChange?: (state: TableState) => void;
}

export function ResultsTable<Row>({ label, rows, columns, getRowId, detailsTitle, state: controlled, onStateChange }: ResultsTableProps<Row>) {
  const { t } = useTranslation('table');
  const baseId = useId();
  const [local, setLocal] = useState<TableState>(initialTableState);
  const state = controlled ?? local;
  const setState = onStateChange ?? setLocal;
  const [selected, setSelected] = useState<Row | null>(null);

  const view = useMemo(() => computeTable(rows ?? [], columns, state), [rows, columns, state]);
  const colSpan = columns.length + 1;

  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      <Box sx={{ p: 1.5, display: 'flex', justifyContent: 'flex-end' }}>
        <TextField
          type="search"
          size="small"
          label={t('search')}
          value={state.search}
          onChange={(event) => setState({ ...state, search: event.target.value, page: 0 })}
          sx={{ width: { xs: '100%', sm: 280 } }}
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
      <TableContainer>
        <Table size="small" aria-label={label} aria-busy={rows === null}>
          <ResultsTableHead columns={columns} sort={state.sort} onSort={(id) => setState({ ...state, sort: nextSort(state.sort, id), page: 0 })} />
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
                  {t('noData')}
                </TableCell>
              </TableRow>
            ) : (
              view.pageRows.map((row) => {
                const rowId = `${baseId}-${getRowId(row)}`;
                return (
                  <TableRow key={rowId} hover>
                    {columns.map((column, index) => (
                      <TableCell key={column.id} id={index === 0 ? rowId : undefined} align={column.align} sx={{ whiteSpace: 'nowrap' }}>
                        {column.render ? column.render(row) : cellText(column, row)}
                      </TableCell>
                    ))}
                    <TableCell align="center" padding="none">
                      {/* Same name on every row; the first cell describes which row it opens. */}
                      <IconButton size="small" aria-label={t('seeDetails')} aria-describedby={rowId} onClick={() => setSelected(row)}>
                        <VisibilityOutlinedIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={view.total}
        page={view.page}
        rowsPerPage={state.pageSize}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_event, page) => setState({ ...state, page })}
        onRowsPerPageChange={(event) => setState({ ...state, pageSize: Number(event.target.value), page: 0 })}
        labelRowsPerPage={t('rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('displayedRows', { from, to, count })}
        getItemAriaLabel={(type) => t(`page.${type}`)}
        sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' } }}
      />
      <DetailsDialog
        open={selected !== null}
        title={detailsTitle ?? t('details')}
        fields={selected === null ? [] : columns.map((column) => ({ label: t(column.header), value: column.render ? column.render(selected) : cellText(column, selected) }))}
        onClose={() => setSelected(null)}
      />
    </Paper>
  );
}
