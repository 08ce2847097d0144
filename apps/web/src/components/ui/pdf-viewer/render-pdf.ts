import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

// The worker is a Vite asset served from the portal itself (the CSP allows scripts from 'self' only).
GlobalWorkerOptions.workerSrc = workerUrl;

export interface RenderedPdf {
  pages: number;
  /** Draws page `n` (from 1) into the canvas, `width` CSS pixels wide. */
  draw(n: number, canvas: HTMLCanvasElement, width: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens a PDF with pdf.js (loaded with this module, only when a PDF is first shown). Nothing is
 * evaluated as code (the CSP forbids it) and nothing is fetched: the bytes are the document.
 */
export async function openPdf(bytes: Uint8Array): Promise<RenderedPdf> {
  // pdf.js takes the buffer over (it transfers it to its worker): give it a copy.
  const task = getDocument({ data: bytes.slice(), isEvalSupported: false, disableFontFace: false, useSystemFonts: true, stopAtErrors: false });
  const doc = await task.promise;
  return {
    pages: doc.numPages,
    async draw(n, canvas, width) {
      const page = await doc.getPage(n);
      const base = page.getViewport({ scale: 1 });
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: (width / base.width) * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
      canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
      await page.render({ canvas, viewport }).promise;
    },
    close: () => task.destroy(),
  };
}
