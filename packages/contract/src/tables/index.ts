// The tables the web app shows and the gateway exports (ADR 0035): formats, the table model,
// column builders, each view's layout and the export table. Pure: no DOM, no I/O.
export * from './format.js';
export * from './table-model.js';
export * from './columns.js';
export * from './export-table.js';
export * from './file-name.js';
export * from './layout.js';
export * from './layouts/index.js';
