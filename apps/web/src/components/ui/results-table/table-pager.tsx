import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import NativeSelect from '@mui/material/NativeSelect';
import Typography from '@mui/material/Typography';
import KeyboardArrowLeftIcon from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import { useId } from 'react';
import { useTranslation } from '../../../lib/translation';

export interface TablePagerProps {
  /** Rows after search and filters. */
  count: number;
  /** Zero-based. */
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/**
 * The table's page size, which rows show, and the previous and next pages: what MUI's
 * TablePagination shows, with the browser's own list for the page size. TablePagination's
 * menu brought MUI's Select, Menu, Popover and Modal into every table's start, and a number
 * format made as its module loaded, for a list of three sizes (ADR 0074).
 */
export function TablePager({ count, page, pageSize, pageSizes, onPageChange, onPageSizeChange }: TablePagerProps) {
  const { t } = useTranslation('table');
  const sizeId = useId();
  const from = count === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(count, (page + 1) * pageSize);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', columnGap: 3, rowGap: 0.5, minHeight: 52, px: 2, py: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="label" htmlFor={sizeId} variant="body2">
          {t('rowsPerPage')}
        </Typography>
        <NativeSelect id={sizeId} value={pageSize} onChange={(event) => onPageSizeChange(Number(event.target.value))} input={<InputBase />} sx={{ typography: 'body2' }}>
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </NativeSelect>
      </Box>
      <Typography variant="body2">{t('displayedRows', { from, to, count })}</Typography>
      <Box sx={{ display: 'flex' }}>
        <IconButton aria-label={t('page.previous')} disabled={page === 0} onClick={() => onPageChange(page - 1)}>
          <KeyboardArrowLeftIcon />
        </IconButton>
        <IconButton aria-label={t('page.next')} disabled={to >= count} onClick={() => onPageChange(page + 1)}>
          <KeyboardArrowRightIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
