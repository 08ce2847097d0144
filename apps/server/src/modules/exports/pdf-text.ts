// pdfkit's `text` measures and encodes with kerning, line wrapping and per-call objects: about
// 100 µs a cell, 6 s for a 10,000-row table. The table's cells need none of that: one font,
// one size, one line each (wrapped here beforehand). This writes them straight into the page's
// content stream, with widths from the same standard-font metrics pdfkit embeds, so a cell
// costs a few string operations (ADR 0035).

/** What of pdfkit's standard font object this uses; pdfkit keeps it on `doc._font`, its AFM metrics on `font`. */
interface StandardFont {
  id: string;
  ref(): unknown;
  font: { characterToGlyph(code: number): string; widthOfGlyph(glyph: string): number };
}

interface DocInternals {
  _font: StandardFont;
  page: { fonts: Record<string, unknown>; height: number };
}

// Unicode -> WinAnsiEncoding (the encoding pdfkit declares for standard fonts) for the
// characters of 0x80-0x9F; 0x20-0xFF are the same as Latin-1. Anything else prints '?'.
const WIN_ANSI: Readonly<Record<number, number>> = {
  402: 131, 8211: 150, 8212: 151, 8216: 145, 8217: 146, 8218: 130, 8220: 147, 8221: 148, 8222: 132, 8224: 134, 8225: 135, 8226: 149, 8230: 133,
  8364: 128, 8240: 137, 8249: 139, 8250: 155, 710: 136, 8482: 153, 338: 140, 339: 156, 732: 152, 352: 138, 353: 154, 376: 159, 381: 142, 382: 158,
};

function winAnsi(char: number): number {
  if (char < 256) return char;
  return WIN_ANSI[char] ?? 63;
}

export interface FastFont {
  id: string;
  /** Width of each WinAnsi code in thousandths of the font size. */
  widths: Float64Array;
  register(): void;
}

/** 3 decimals at most, as PDF numbers are usually written. */
const num = (value: number) => String(Math.round(value * 1000) / 1000);

export class FastText {
  private readonly doc: PDFKit.PDFDocument;
  private readonly ops: string[] = [];

  constructor(doc: PDFKit.PDFDocument) {
    this.doc = doc;
  }

  /** Selects a standard font in pdfkit and reads its metrics once. */
  font(name: string): FastFont {
    const internals = this.doc.font(name) as unknown as DocInternals;
    const font = internals._font;
    const widths = new Float64Array(256);
    for (let code = 0; code < 256; code++) widths[code] = font.font.widthOfGlyph(font.font.characterToGlyph(code));
    return {
      id: font.id,
      widths,
      // A page lists the fonts its content uses; pdfkit does this only for its own text calls.
      register: () => {
        const page = (this.doc as unknown as DocInternals).page;
        page.fonts[font.id] ??= font.ref();
      },
    };
  }

  /** Width in points of text at `size`. */
  width(font: FastFont, size: number, text: string): number {
    let total = 0;
    for (let i = 0; i < text.length; i++) total += font.widths[winAnsi(text.charCodeAt(i))] ?? 0;
    return (total * size) / 1000;
  }

  /** Queues one line of text with its baseline at (x, y) in pdfkit's top-left points. */
  add(font: FastFont, size: number, rgb: readonly [number, number, number], x: number, y: number, text: string): void {
    const height = (this.doc as unknown as DocInternals).page.height;
    this.ops.push(`/${font.id} ${num(size)} Tf ${num(rgb[0] / 255)} ${num(rgb[1] / 255)} ${num(rgb[2] / 255)} rg 1 0 0 1 ${num(x)} ${num(height - y)} Tm ${literal(text)} Tj`);
  }

  /** Writes what was queued into the current page, in one text object. */
  flush(): void {
    if (this.ops.length === 0) return;
    const height = (this.doc as unknown as DocInternals).page.height;
    // pdfkit's pages draw with y downwards (1 0 0 -1 0 h cm); undo that for the text object.
    this.doc.addContent(`q 1 0 0 -1 0 ${num(height)} cm BT ${this.ops.join(' ')} ET Q`);
    this.ops.length = 0;
  }
}

/** A PDF literal string of the text's WinAnsi bytes: ( ) \ escaped, non-ASCII as octal. */
export function literal(text: string): string {
  let out = '(';
  for (let i = 0; i < text.length; i++) {
    const code = winAnsi(text.charCodeAt(i));
    if (code === 40 || code === 41 || code === 92) out += `\\${String.fromCharCode(code)}`;
    else if (code < 32 || code > 126) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(code);
  }
  return `${out})`;
}
