// @vitest-environment node
// Written by the build in Node, without a DOM (ADR 0068).
import { describe, expect, it } from 'vitest';
import { indexPageHtml } from './index-page-html';

const INDEX = '<!doctype html><html lang="es"><head><meta name="bel-api-key" content="" /><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';

describe('the page of every address but /login', () => {
  it('is index.html in its language, naming the given files after the entry, then the given styles, with #root left empty', () => {
    const styles = '<style data-s="" data-emotion="css a1">.css-a1{color:red;}</style>';
    const page = indexPageHtml(INDEX, 'en', ['assets/signed-in-1.js', 'assets/catalogues-en-2.js'], styles);
    expect(page).toMatch(/^<!doctype html><html lang="en">/);
    const [head, body] = page.split('</head>');
    expect(head).toMatch(/index-1\.js"><\/script><link rel="modulepreload" crossorigin href="\/assets\/signed-in-1\.js"><link rel="modulepreload" crossorigin href="\/assets\/catalogues-en-2\.js"><style data-s="" data-emotion="css a1">\.css-a1\{color:red;\}<\/style>$/);
    expect(body).toBe('<body><div id="root"></div></body></html>');
    // The meta element the gateway fills stays as it was.
    expect(head).toContain('<meta name="bel-api-key" content="" />');
  });

  it('refuses an index.html it cannot fill', () => {
    expect(() => indexPageHtml('<html><head></head><body></body></html>', 'es', [], '')).toThrow(/no <html lang>/);
    expect(() => indexPageHtml('<html lang="es"><body></body></html>', 'es', [], '')).toThrow(/no <\/head>/);
  });
});
