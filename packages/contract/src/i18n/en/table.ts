import type { table as es } from '../es/table';
import type { CatalogueShape } from '../shape';

export const table: CatalogueShape<typeof es> = {
  search: 'Search',
  noData: 'No data',
  loading: 'Loading…',
  seeDetails: 'See details',
  actions: 'Actions',
  details: 'Details',
  ok: 'OK',
  rowsPerPage: 'Rows per page',
  displayedRows: '{{from}}–{{to}} of {{count}}',
  sortBy: 'Sort by {{column}}',
  filters: 'Filters',
  filter: 'Filter',
  filterBy: 'Filter {{column}}',
  selectPage: 'Select every row on this page',
  selectRow: 'Select row',
  groupCount_one: '{{count}} row',
  groupCount_other: '{{count}} rows',
  beltable: { loading: 'Loading…' },
  page: {
    next: 'Next page',
    previous: 'Previous page',
  },
};
