// pdfkit's `text` measures and encodes with kerning, shaping, line wrapping and per-call
// objects: about 100 µs a cell, 6 s for a 10,000-row table. The table's cells need none of
// that: one font, one size, one line each (wrapped here beforehand). This writes them straight
// into the page's content stream, with each character's glyph and width looked up once in the
// embedded font and kept, so a cell costs a few string operations (ADR 0035, ADR 0049).

/** The part of fontkit's font that this reads. */
interface FontkitFont {
  glyphForCodePoint(codePoint: number): { id: number; advanceWidth: number };
}

/**
 * What of pdfkit's embedded (TrueType) font object this uses, kept on `doc._font`: the fontkit
 * font, the subset it embeds at the end, and the widths and ToUnicode entries of that subset's
 * glyphs, which pdfkit's own `encode` fills the same way.
 */
interface EmbeddedFont {
  id: string;
  ref(): unknown;
  font: FontkitFont;
  subset: { includeGlyph(glyphId: number): number };
  widths: number[];
  unicode: number[][];
  scale: number;
}

interface DocInternals {
  _font: EmbeddedFont;
  page: { fonts: Record<string, unknown>; height: number };
}

/** A character as the page writes it: the subset's glyph id in hex, and its width in thousandths of the font size. */
interface Glyph {
  hex: string;
  width: number;
}

export interface FastFont {
  id: string;
  /** Width of a text in thousandths of the font size. */
  width(text: string): number;
  /** A text as the page writes it: its glyph ids as a PDF hex string (Identity-H, two bytes each). */
  hex(text: string): string;
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

  /** Selects a font already registered in pdfkit (an embedded TrueType font) and keeps its glyphs as they are first used. */
  font(name: string): FastFont {
    const embedded = (this.doc.font(name) as unknown as DocInternals)._font;
    // Latin-1 in a small dense array (most of a bank's text), anything else in a map.
    const latin: (Glyph | undefined)[] = new Array<Glyph | undefined>(256).fill(undefined);
    const others = new Map<number, Glyph>();
    const glyph = (codePoint: number): Glyph => {
      const kept = codePoint < 256 ? latin[codePoint] : others.get(codePoint);
      if (kept) return kept;
      // A character the font lacks is its .notdef glyph (an empty box), never a silent '?'.
      const found = embedded.font.glyphForCodePoint(codePoint);
      const id = embedded.subset.includeGlyph(found.id);
      const width = found.advanceWidth * embedded.scale;
      embedded.widths[id] ??= width;
      embedded.unicode[id] ??= [codePoint];
      const made = { hex: id.toString(16).padStart(4, '0'), width };
      if (codePoint < 256) latin[codePoint] = made;
      else others.set(codePoint, made);
      return made;
    };
    /** Calls `each` with the glyph of every character, pairs of surrogates taken as one. */
    const forEachGlyph = (text: string, each: (g: Glyph) => void) => {
      for (let i = 0; i < text.length; i++) {
        let code = text.charCodeAt(i);
        if (code >= 0xd800 && code < 0xdc00) {
          code = text.codePointAt(i)!;
          if (code > 0xffff) i++;
        }
        each(glyph(code));
      }
    };
    return {
      id: embedded.id,
      width(text) {
        let total = 0;
        forEachGlyph(text, (g) => (total += g.width));
        return total;
      },
      hex(text) {
        let out = '<';
        forEachGlyph(text, (g) => (out += g.hex));
        return `${out}>`;
      },
      // A page lists the fonts its content uses; pdfkit does this only for its own text calls.
      register: () => {
        const page = (this.doc as unknown as DocInternals).page;
        page.fonts[embedded.id] ??= embedded.ref();
      },
    };
  }

  /** Width in points of text at `size`. */
  width(font: FastFont, size: number, text: string): number {
    return (font.width(text) * size) / 1000;
  }

  /** Queues one line of text with its baseline at (x, y) in pdfkit's top-left points. */
  add(font: FastFont, size: number, rgb: readonly [number, number, number], x: number, y: number, text: string): void {
    const height = (this.doc as unknown as DocInternals).page.height;
    this.ops.push(`/${font.id} ${num(size)} Tf ${num(rgb[0] / 255)} ${num(rgb[1] / 255)} ${num(rgb[2] / 255)} rg 1 0 0 1 ${num(x)} ${num(height - y)} Tm ${font.hex(text)} Tj`);
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
