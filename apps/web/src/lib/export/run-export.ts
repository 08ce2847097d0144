import { api } from '@bel/contract';
import { call } from '../api-client';
import { formatDateTime } from '../format';
import { reportFailure, toast } from '../toast';
import { base64ToBytes, bytesToBase64, saveFile } from './bytes';
import { buildCsv } from './csv';
import type { ExportTable } from './export-table';
import type { ExportFormat } from './file-name';
import { exportFileName } from './file-name';
import type { PdfLabels } from './pdf';

export const MIME: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
};

/**
 * PDF (spec §7): ask the gateway for the export reference, build the PDF, have the gateway
 * sign it, and save only the signed file. A failed signature saves nothing.
 */
async function exportPdf(table: ExportTable, labels: PdfLabels): Promise<void> {
  const pin = await call(api.signatures.getPinUser);
  if (!pin.ok) {
    reportFailure(pin.error);
    return;
  }
  const { buildPdf } = await import('./pdf');
  const bytes = await buildPdf(table, { labels, timestamp: formatDateTime(new Date()), reference: pin.data.referencia });
  const signed = await call(api.signatures.sign, { body: { format: 'pdf', document: `data:application/pdf;base64,${bytesToBase64(bytes)}` } });
  if (!signed.ok) {
    reportFailure(signed.error, { key: 'doc.no.digital.signature' });
    return;
  }
  saveFile(base64ToBytes(signed.data), MIME.pdf, exportFileName(table.title, 'pdf'));
}

export async function runExport(format: ExportFormat, table: ExportTable, labels: PdfLabels): Promise<void> {
  try {
    if (format === 'pdf') return await exportPdf(table, labels);
    if (format === 'xlsx') {
      const { buildXlsx } = await import('./excel');
      saveFile(await buildXlsx(table), MIME.xlsx, exportFileName(table.title, 'xlsx'));
      return;
    }
    saveFile(buildCsv(table), MIME.csv, exportFileName(table.title, 'csv'));
  } catch {
    // A chunk that failed to load or a builder that threw: say so rather than do nothing.
    toast.error(format === 'pdf' ? 'doc.no.digital.signature' : 'msg.error.dataServer');
  }
}
