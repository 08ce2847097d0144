import Checkbox from '@mui/material/Checkbox';
import InputBase from '@mui/material/InputBase';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { visuallyHidden } from '../visually-hidden';
import { useTranslation } from '../../../lib/translation';
import { STICKY_ACTIONS, WRAPPED } from './cell-styles';
import type { SortState } from '@bel/contract/tables';
import type { ResultsColumn } from './types';

interface ResultsTableHeadProps<Row> {
  columns: readonly ResultsColumn<Row>[];
  sort: SortState | null;
  onSort: (columnId: string) => void;
  /** Shown when defined: one labelled substring filter per column. */
  filters?: Readonly<Record<string, string>>;
  onFilter: (columnId: string, text: string) => void;
  /** Tri-state "select all on this page" checkbox, when rows can be selected. */
  selection?: { checked: boolean; indeterminate: boolean; onToggle: () => void };
}

export function ResultsTableHead<Row>({ columns, sort, onSort, filters, onFilter, selection }: ResultsTableHeadProps<Row>) {
  const { t } = useTranslation();
  return (
    <TableHead>
      <TableRow>
        {selection && (
          <TableCell padding="checkbox">
            <Checkbox
              size="small"
              checked={selection.checked}
              indeterminate={selection.indeterminate}
              onChange={selection.onToggle}
              slotProps={{ input: { 'aria-label': t('table:selectPage') } }}
            />
          </TableCell>
        )}
        {columns.map((column) => {
          const active = sort?.columnId === column.id;
          return (
            // MUI sets aria-sort on the header cell from sortDirection.
            <TableCell key={column.id} align={column.align} sortDirection={active ? sort.direction : false} sx={{ fontWeight: 700, lineHeight: 1.3, ...(column.wrap ? { minWidth: WRAPPED.minWidth } : {}) }}>
              <TableSortLabel active={active} direction={active ? sort.direction : 'asc'} onClick={() => onSort(column.id)}>
                {t(column.header)}
              </TableSortLabel>
            </TableCell>
          );
        })}
        <TableCell align="center" sx={{ width: 56, ...STICKY_ACTIONS }}>
          <span style={visuallyHidden}>{t('table:actions')}</span>
        </TableCell>
      </TableRow>
      {filters && (
        <TableRow>
          {selection && <TableCell padding="checkbox" />}
          {columns.map((column) => (
            <TableCell key={column.id} sx={{ py: 0.5 }}>
              <InputBase
                value={filters[column.id] ?? ''}
                onChange={(event) => onFilter(column.id, event.target.value)}
                placeholder={t('table:filter')}
                inputProps={{ 'aria-label': t('table:filterBy', { column: t(column.header) }) }}
                sx={{ width: '100%', minWidth: 64, fontSize: '0.8rem', px: 0.75, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
              />
            </TableCell>
          ))}
          <TableCell sx={STICKY_ACTIONS} />
        </TableRow>
      )}
    </TableHead>
  );
}
