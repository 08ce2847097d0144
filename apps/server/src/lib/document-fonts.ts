import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { create, type Font } from 'fontkit';

/**
 * The typeface of the PDFs the bank writes: Noto Sans, regular and bold, from the npm package
 * @expo-google-fonts/noto-sans (the fonts under the SIL Open Font License 1.1, which allows
 * embedding and bundling them; the package's code is MIT). It covers Latin, Latin extended,
 * Greek, Cyrillic and Vietnamese, so a holder named "Zoë Øst Ελλάδα Москва ąęł" prints as
 * written; the PDF standard fonts speak only WinAnsi and printed `?` for most of it (ADR 0049).
 */
const packages = createRequire(import.meta.url);
const file = (style: '400Regular' | '700Bold') => packages.resolve(`@expo-google-fonts/noto-sans/${style}/NotoSans_${style}.ttf`);

export interface DocumentFonts<F> {
  regular: F;
  bold: F;
}

let bytes: DocumentFonts<Buffer> | undefined;
let parsed: DocumentFonts<Font> | undefined;

/** The font files' bytes (about 630 kB each), read once per process; each PDF embeds only the glyphs it uses. */
export function documentFontFiles(): DocumentFonts<Buffer> {
  bytes ??= { regular: readFileSync(file('400Regular')), bold: readFileSync(file('700Bold')) };
  return bytes;
}

/**
 * The same fonts parsed by fontkit, for pdfkit, once per process and shared by every document:
 * parsed per document, decoding the font's tables cost more CPU than drawing 10,000 rows.
 * pdfkit keeps what it embeds (the subset, widths, ToUnicode) per document, not in the font.
 */
export function documentFonts(): DocumentFonts<Font> {
  const files = documentFontFiles();
  parsed ??= { regular: create(files.regular), bold: create(files.bold) };
  return parsed;
}

const withStreams = new WeakSet<Font>();

/**
 * fontkit as pdf-lib's `registerFontkit` takes it. pdf-lib's own fork (@pdf-lib/fontkit 1.1.1,
 * unmaintained) writes TrueType subsets with a broken `loca` table: a Noto Sans statement
 * showed a few letters and blanks. Upstream fontkit 2 subsets correctly; pdf-lib only reads
 * the subset through `encodeStream()`, which fontkit 2 replaced by `encode()`. Our two fonts
 * come parsed once, as for pdfkit (each embedding keeps its own subset).
 */
export const fontkitForPdfLib = {
  create(data: Uint8Array): Font {
    const files = documentFontFiles();
    const font = data === files.regular ? documentFonts().regular : data === files.bold ? documentFonts().bold : create(data);
    if (!withStreams.has(font)) {
      const createSubset = font.createSubset.bind(font);
      font.createSubset = () => Object.assign(createSubset(), { encodeStream(this: { encode(): Uint8Array }) { return Readable.from([this.encode()]); } });
      withStreams.add(font);
    }
    return font;
  },
};
