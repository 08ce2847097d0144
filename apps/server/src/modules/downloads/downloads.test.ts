import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import Fastify from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { DOWNLOADS } from '@bel/contract';
import { testApp, type TestApp } from '../../test/test-app.js';
import { itWithTool, run, withFiles } from '../../test/tools.js';
import type * as Packages from './packages.js';
import { mobileAppPackage } from './packages.js';
import { assistantDownloads } from './routes.js';

// The real packages, behind a spy so a test can make one build fail.
vi.mock('./packages.js', async (importOriginal) => {
  const actual = await importOriginal<typeof Packages>();
  return { ...actual, mobileAppPackage: vi.fn(actual.mobileAppPackage) };
});

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/** A plain browser GET: no API key, no token. */
async function download(path: string) {
  const res = await t.app.inject({ method: 'GET', url: path });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload };
}

describe("the sign-in assistant's downloads (ADR 0019)", () => {
  it('serves every file with its name and type, without the API key', async () => {
    for (const files of Object.values(DOWNLOADS)) {
      for (const file of Object.values(files)) {
        const res = await download(file.path);
        expect(res.status, file.path).toBe(200);
        expect(res.headers['content-type']).toBe(file.mimeType);
        expect(res.headers['content-disposition']).toBe(`attachment; filename="${file.fileName}"`);
        expect(res.bytes.length).toBeGreaterThan(300);
      }
    }
    expect((await download('/downloads/fr/BEL-Terms-and-conditions.pdf')).status).toBe(404);
  });

  it('the terms and the agreement are real PDFs in their language, the same bytes every time', async () => {
    const terms = await download(DOWNLOADS.terms.es.path);
    const pdf = await PDFDocument.load(terms.bytes);
    expect(pdf.getTitle()).toBe('Términos y condiciones de uso');
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    const agreement = await PDFDocument.load((await download(DOWNLOADS.contract.en.path)).bytes);
    expect(agreement.getTitle()).toBe('Online banking services agreement');
    const again = await t.app.inject({ method: 'GET', url: DOWNLOADS.terms.es.path });
    expect(Buffer.compare(again.rawPayload, terms.bytes)).toBe(0);
  });

  itWithTool('pdftotext')('the PDFs read as text, accents included, with page numbers', async () => {
    const es = (await download(DOWNLOADS.terms.es.path)).bytes;
    const text = withFiles({ 't.pdf': es }, (dir) => run('pdftotext', [`${dir}/t.pdf`, '-'])).stdout;
    expect(text).toContain('Términos y condiciones de uso');
    expect(text).toContain('Cinco intentos fallidos seguidos');
    expect(text).toContain('DOCUMENTO DE DEMOSTRACIÓN');
    expect(text).toMatch(/Página 1 de \d/);
    const en = (await download(DOWNLOADS.contract.en.path)).bytes;
    const agreement = withFiles({ 'c.pdf': en }, (dir) => run('pdftotext', [`${dir}/c.pdf`, '-'])).stdout;
    expect(agreement).toContain('For the Customer (name, position, client code and signature)');
  });

  it('the authenticator and the mobile app are read-me packages saying the demo has neither', async () => {
    const auth = unzipSync((await download(DOWNLOADS.authenticator.es.path)).bytes);
    expect(Object.keys(auth)).toEqual(['BEL-Autenticador-demo/', 'BEL-Autenticador-demo/LEAME.txt']);
    expect(strFromU8(auth['BEL-Autenticador-demo/LEAME.txt']!)).toContain('no instala nada');
    const app = unzipSync((await download(DOWNLOADS.mobileApp.en.path)).bytes);
    expect(Object.keys(app)).toEqual(['BEL-Mobile-demo/', 'BEL-Mobile-demo/README.txt']);
    expect(strFromU8(app['BEL-Mobile-demo/README.txt']!)).toContain('has no mobile app');
  });

  it('a failed build is not kept: the next request makes the file again', async () => {
    const app = Fastify();
    await assistantDownloads(app);
    vi.mocked(mobileAppPackage).mockImplementationOnce(() => {
      throw new Error('disk full');
    });
    const path = DOWNLOADS.mobileApp.es.path;
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(500);
    const retry = await app.inject({ method: 'GET', url: path });
    expect(retry.statusCode).toBe(200);
    expect(Object.keys(unzipSync(retry.rawPayload))).toContain('BEL-Movil-demo/LEAME.txt');
    await app.close();
  });
});
