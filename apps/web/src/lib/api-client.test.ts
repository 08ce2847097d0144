import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@bel/contract';
import { buildUrl, call } from './api-client';
import { clearSessionStorage, getToken, setToken, setUser } from './session';
import { onSessionEnd } from './session-lifecycle';

function respond(status: number, body: unknown) {
  return vi.fn(async () => new Response(body === undefined ? '' : JSON.stringify(body), { status }));
}

describe('api client', () => {
  beforeEach(() => clearSessionStorage());
  afterEach(() => vi.unstubAllGlobals());

  it('substitutes and encodes path parameters and query values', () => {
    expect(buildUrl('/auth/login/:pin', { pin: '12/3' })).toBe('/api/auth/login/12%2F3');
    expect(buildUrl('/rates', undefined, { language: 'es', skip: undefined })).toBe('/api/rates?language=es');
  });

  it('sends the API key and bearer token, and stores a returned token', async () => {
    setToken('old');
    const fetchMock = respond(200, { data: { auto_generado: false, fecha_servidor_web: 'x' }, token: 'new' });
    vi.stubGlobal('fetch', fetchMock);
    const result = await call(routes.auth.login, { body: { email: 'a@b.cu', password: 'cA==', customerCode: 1 } });
    expect(result).toEqual({ ok: true, data: { auto_generado: false, fecha_servidor_web: 'x' } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/login');
    const headers = init.headers as Record<string, string>;
    expect(headers['x-api-key']).toBe('bel-demo-api-key');
    expect(headers.authorization).toBe('Bearer old');
    expect(headers['content-type']).toBe('application/json');
    expect(getToken()).toBe('new');
  });

  it('sends the caller’s extra headers beside its own, which they cannot replace', async () => {
    setToken('tok');
    const fetchMock = respond(200, { data: [] });
    vi.stubGlobal('fetch', fetchMock);
    await call(routes.transfers.delete, { body: { id: 3 }, headers: { 'idempotency-key': 'k-12345678', authorization: 'Bearer forged' } });
    const headers = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers['idempotency-key']).toBe('k-12345678');
    expect(headers.authorization).toBe('Bearer tok');
  });

  it('sends the request in a task of its own, not in the one that asked for it', async () => {
    setToken('tok');
    const fetchMock = respond(200, { data: [] });
    vi.stubGlobal('fetch', fetchMock);
    const answer = call(routes.transfers.delete, { body: { id: 3 } });
    // However many microtasks run, the request waits for the next task.
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await answer).toEqual({ ok: true, data: [] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not call session endpoints without a token', async () => {
    const fetchMock = respond(200, { data: [] });
    vi.stubGlobal('fetch', fetchMock);
    expect(await call(routes.entitlements.menu)).toEqual({ ok: false, error: { statusCode: 401, message: 'Unauthorized' } });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends no JSON content type without a body', async () => {
    setToken('t');
    const fetchMock = respond(200, { data: [] });
    vi.stubGlobal('fetch', fetchMock);
    await call(routes.entitlements.menu);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>)['content-type']).toBeUndefined();
  });

  it('returns the error body as a failure', async () => {
    vi.stubGlobal('fetch', respond(401, { statusCode: 401, message: 'incorrect.credentials', attemptsLeft: 1 }));
    const result = await call(routes.auth.login, { body: { email: 'a@b.cu', password: 'cA==', customerCode: 1 } });
    expect(result).toEqual({ ok: false, error: { statusCode: 401, message: 'incorrect.credentials', attemptsLeft: 1 } });
  });

  it('keeps every bad row of a batch refusal, and only well-formed ones', async () => {
    setToken('t');
    const issues = [
      { field: 'creditos.0.importe', message: 'request.transfer.amountInvalid' },
      { field: 'creditos.3.cuenta_credito', message: 'request.transfer.accountInvalid' },
    ];
    vi.stubGlobal('fetch', respond(400, { statusCode: 400, message: 'request.transfer.amountInvalid', field: 'creditos', issues: [...issues, { field: 3 }, 'x'] }));
    const result = await call(routes.entitlements.menu);
    expect(result).toEqual({ ok: false, error: { statusCode: 400, message: 'request.transfer.amountInvalid', field: 'creditos', issues } });
  });

  it('turns a network failure into server_error', async () => {
    setToken('t');
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    const result = await call(routes.entitlements.menu);
    expect(result).toEqual({ ok: false, error: { statusCode: 0, message: 'server_error' } });
  });

  it('ends the session on session loss', async () => {
    setToken('t');
    setUser({ nombre: 'A' } as never);
    const ended = vi.fn();
    const stop = onSessionEnd(ended);
    vi.stubGlobal('fetch', respond(401, { statusCode: 401, message: 'session.expired' }));
    await call(routes.entitlements.menu);
    stop();
    expect(ended).toHaveBeenCalledWith('lost', 'session.expired');
    expect(getToken()).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
});
