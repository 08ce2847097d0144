// @vitest-environment node
// The prerender runs in Node at build time, without a DOM (ADR 0050).
import { describe, expect, it } from 'vitest';
import { loginPageHtml } from './login-page-html';
import { renderSignInSnapshot } from './render-sign-in';

const INDEX = '<!doctype html><html lang="es"><head><meta name="bel-api-key" content="" /><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';

describe('the prerendered sign-in page', () => {
  it('is the Spanish sign-in form with its styles, and a form that cannot send the password anywhere', async () => {
    const { markup, styles } = await renderSignInSnapshot('es');
    expect(markup).toMatch(/<h1[^>]*>Acceso de clientes<\/h1>/);
    for (const label of ['Correo electrónico', 'Contraseña', 'Código de cliente', 'Siguiente', '¿Olvidó su contraseña?', 'Banco Nacional Demo']) expect(markup).toContain(label);
    const form = /<form[^>]*>/.exec(markup)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).not.toContain('action=');
    // The only button that could send the form is disabled until the code has taken over.
    expect(markup).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    expect(markup.match(/type="submit"/g)).toHaveLength(1);
    // Empty fields: nothing of anyone's is in the page.
    const inputs = markup.match(/<input[^>]*>/g) ?? [];
    expect(inputs.map((input) => /name="(\w+)"/.exec(input)?.[1])).toEqual(['email', 'password', 'customerCode']);
    for (const input of inputs) expect(input).not.toMatch(/value="[^"]/);
    // The assistant shows once hydrated (it depends on the screen's width).
    expect(markup).not.toContain('Asistente BEL');
    // Emotion's extracted styles under the browser cache's key, global ones (CssBaseline) too.
    expect(styles).toMatch(/^<style data-s="" data-emotion="css-global /);
    expect(styles).toMatch(/<style data-s="" data-emotion="css [\w -]+">/);
    for (const className of markup.match(/css-[\w-]+/g) ?? []) expect(styles).toContain(className.replace(/^css-/, ''));
  });

  it('is rendered in English too, by the same build process after Spanish', async () => {
    await renderSignInSnapshot('es');
    const { markup } = await renderSignInSnapshot('en');
    expect(markup).toMatch(/<h1[^>]*>Customer sign-in<\/h1>/);
    for (const label of ['E-mail', 'Password', 'Client code', 'Next']) expect(markup).toContain(label);
    expect(markup).not.toContain('Acceso de clientes');
  });

  it('goes into index.html: the markup in #root, marked with its language; lang, styles, preloads and the wait for its end in <head>', () => {
    const page = loginPageHtml(INDEX, { language: 'en', markup: '<h1>Hola</h1>', styles: '<style data-emotion="css a">.css-a{}</style>', preloads: ['assets/common-1.js', 'assets/auth-2.js'] });
    expect(page).toMatch(/^<!doctype html><html lang="en">/);
    const [head, body] = page.split('</head>');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/common-1.js"><link rel="modulepreload" crossorigin href="/assets/auth-2.js">');
    expect(head).toContain('<style data-emotion="css a">.css-a{}</style>');
    expect(head).toContain('<link rel="expect" href="#sign-in-end" blocking="render">');
    expect(body).toBe('<body><div id="root" data-prerendered="sign-in" data-language="en"><h1>Hola</h1></div><span id="sign-in-end" hidden></span></body></html>');
    // The meta element the gateway fills stays as it was.
    expect(head).toContain('<meta name="bel-api-key" content="" />');
  });

  it('refuses an index.html it cannot fill', () => {
    expect(() => loginPageHtml('<html><body><div id="app"></div></body></html>', { language: 'es', markup: '', styles: '', preloads: [] })).toThrow(/no empty #root/);
    expect(() => loginPageHtml('<html><head></head><body><div id="root"></div></body></html>', { language: 'es', markup: '', styles: '', preloads: [] })).toThrow(/no <html lang>/);
  });
});
