// fontkit (pdfkit's font engine) ships no types; only what the gateway uses is declared.
declare module 'fontkit' {
  export interface Font {
    layout(text: string): unknown;
    glyphForCodePoint(codePoint: number): { id: number; advanceWidth: number };
    createSubset(): Subset;
  }
  export interface Subset {
    encode(): Uint8Array;
  }
  export function create(buffer: Uint8Array): Font;
}
