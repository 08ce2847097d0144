import { describe, expect } from 'vitest';
import type { ExportTable } from '@bel/contract/tables';
import { renderPdf } from './pdf.js';
import { itWithTool, run, withFiles } from '../../test/tools.js';

/** Names and words the standard fonts' WinAnsi printed as '?': Latin extended, Greek, Cyrillic. */
const WORLD = 'Zoë Øst Ελλάδα Москва ąęł';

const table = (holder: string): ExportTable => ({
  title: `Saldos de ${holder}`,
  columns: [
    { header: 'Titular', kind: 'text', align: 'left', width: 40 },
    { header: 'Importe', kind: 'amount', align: 'right', width: 18 },
  ],
  rows: [
    [{ text: holder, raw: null }, { text: '-1,234.50', raw: '-1234.50' }],
    [{ text: 'Ñandú (café) \\ €', raw: null }, { text: '99.00', raw: '99.00' }],
  ],
  headerBlock: [{ label: 'Titular', value: holder }],
});

const meta = { labels: { bankName: 'Banco Nacional Demo', generatedAt: 'Generado', reference: 'Referencia', pageOf: (p: number, n: number) => `Página ${p} de ${n}` }, timestamp: '11/03/2026 14:00:00', reference: 'BEL-test' };

const textOf = (pdf: Buffer) => withFiles({ 'doc.pdf': pdf }, (dir) => run('pdftotext', ['-layout', `${dir}/doc.pdf`, '-'])).stdout;

describe('export PDF text', () => {
  itWithTool('pdftotext')('prints Latin-extended, Greek and Cyrillic as written, in the title, the header block and the cells', async () => {
    const text = textOf(await renderPdf(table(WORLD), meta));
    expect(text).toContain(`Saldos de ${WORLD}`);
    expect(text).toContain(`Titular: ${WORLD}`);
    // The table's cells go through the fast writer (pdf-text.ts), not pdfkit's text().
    expect(text).toMatch(new RegExp(`^\\s*${WORLD}\\s+-1,234\\.50\\s*$`, 'm'));
    expect(text).toMatch(/^\s*Ñandú \(café\) \\ €\s+99\.00\s*$/m);
    expect(text).not.toContain('?');
    expect(text).toContain('Página 1 de 1');
  });

  itWithTool('pdffonts')('embeds only a subset of Noto Sans, and no standard font', async () => {
    const pdf = await renderPdf(table(WORLD), meta);
    const fonts = withFiles({ 'doc.pdf': pdf }, (dir) => run('pdffonts', [`${dir}/doc.pdf`])).stdout;
    const rows = fonts.split('\n').slice(2).filter(Boolean);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatch(/^[A-Z]{6}\+NotoSans-(Regular|Bold)\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
    // A few dozen glyphs, not the whole 630 kB font.
    expect(pdf.length).toBeLessThan(60_000);
  });
});
