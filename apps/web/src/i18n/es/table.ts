export const table = {
  search: 'Buscar',
  noData: 'No hay datos',
  loading: 'Cargando…',
  seeDetails: 'Ver detalles',
  actions: 'Acciones',
  details: 'Detalles',
  ok: 'OK',
  rowsPerPage: 'Filas por página',
  displayedRows: '{{from}}–{{to}} de {{count}}',
  sortBy: 'Ordenar por {{column}}',
  page: {
    first: 'Primera página',
    last: 'Última página',
    next: 'Página siguiente',
    previous: 'Página anterior',
  },
};
