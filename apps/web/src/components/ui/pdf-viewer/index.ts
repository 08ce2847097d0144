export { PdfViewerDialog, downloadPdf } from './pdf-viewer-dialog';
export type { PdfSource } from './pdf-viewer-dialog';
