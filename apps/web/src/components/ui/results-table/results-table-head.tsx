import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { visuallyHidden } from '../visually-hidden';
import { useTranslation } from 'react-i18next';
import type { SortState } from './table-model';
import type { ResultsColumn } from './types';

interface ResultsTableHeadProps<Row> {
  columns: readonly ResultsColumn<Row>[];
  sort: SortState | null;
  onSort: (columnId: string) => void;
}

export function ResultsTableHead<Row>({ columns, sort, onSort }: ResultsTableHeadProps<Row>) {
  const { t } = useTranslation();
  return (
    <TableHead>
      <TableRow>
        {columns.map((column) => {
          const active = sort?.columnId === column.id;
          return (
            // MUI sets aria-sort on the header cell from sortDirection.
            <TableCell key={column.id} align={column.align} sortDirection={active ? sort.direction : false} sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              <TableSortLabel active={active} direction={active ? sort.direction : 'asc'} onClick={() => onSort(column.id)}>
                {t(column.header)}
              </TableSortLabel>
            </TableCell>
          );
        })}
        <TableCell align="center" sx={{ width: 56 }}>
          <span style={visuallyHidden}>{t('table:actions')}</span>
        </TableCell>
      </TableRow>
    </TableHead>
  );
}
