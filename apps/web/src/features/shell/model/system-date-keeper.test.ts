import type { SessionUser, SystemDate, SystemDateNow } from '@bel/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionStorage, getSession, setToken, setUser } from '../../../lib/session';
import { bankDay, keepSystemDate, LEARN_DELAY_MS, RETRY_MS, untilNextBankDay } from './system-date-keeper';

const HOUR = 3_600_000;
/** Friday 13 March 2026, half a minute before the bank's midnight, on the browser's clock. */
const FRIDAY_LATE = Date.parse('2026-03-13T23:59:30Z');
const FRIDAY: SystemDate = { today: '20260313', lastWorkingDate: '20260312', nextWorkingDate: '20260316', todayIsWorkingDay: true };
const SATURDAY: SystemDate = { today: '20260314', lastWorkingDate: '20260313', nextWorkingDate: '20260316', todayIsWorkingDay: false };

function user(date: SystemDate, serverTime: number): SessionUser {
  return { nombre: 'Ana', p_apellido: 'Pérez', s_apellido: 'Gil', datos_ultima_conexion: null, fecha_sistema: date, usuario: 'ana', foto: null, numero_firmas: 1, roles: [], fecha_servidor_web: new Date(serverTime).toISOString() };
}

/** The gateway, answering the system date of its clock, `aheadMs` ahead of the browser's. */
function gateway(aheadMs = 0, answer: (now: number) => SystemDate | 'fail' = (now) => (bankDay(now) === '20260313' ? FRIDAY : SATURDAY)) {
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    expect([url, init.method]).toEqual(['/api/auth/systemDate', 'GET']);
    const now = Date.now() + aheadMs;
    const date = answer(now);
    if (date === 'fail') return new Response(JSON.stringify({ statusCode: 500, message: 'msg.error.dataServer' }), { status: 500 });
    const data: SystemDateNow = { fecha_sistema: date, fecha_servidor_web: new Date(now).toISOString() };
    return new Response(JSON.stringify({ data }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const storedDay = () => getSession().user?.fecha_sistema.today;
let stop: (() => void) | undefined;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(FRIDAY_LATE);
  setToken('session-token');
});
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearSessionStorage();
});

describe("the bank's day by its clock", () => {
  it('is the UTC day of the instant, and the next one begins just after midnight', () => {
    expect(bankDay(Date.parse('2026-12-31T23:59:59.999Z'))).toBe('20261231');
    expect(bankDay(Date.parse('2027-01-01T00:00:00Z'))).toBe('20270101');
    expect(untilNextBankDay(FRIDAY_LATE)).toBe(31_000);
    expect(untilNextBankDay(Date.parse('2026-03-14T00:00:00Z'))).toBe(24 * HOUR + 1_000);
  });
});

describe("keeping the tab's system date (ADR 0069)", () => {
  it("asks nothing during the day, then asks once just after the bank's midnight and keeps the new day", async () => {
    const fetch = gateway();
    setUser(user(FRIDAY, Date.now()));
    stop = keepSystemDate();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetch).not.toHaveBeenCalled();
    expect(storedDay()).toBe('20260313');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(getSession().user?.fecha_sistema).toEqual(SATURDAY);
    // Then nothing until the next midnight.
    await vi.advanceTimersByTimeAsync(24 * HOUR - 1_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("follows the gateway's clock, not the browser's", async () => {
    // The gateway is two hours ahead: its midnight is the browser's 22:00.
    const fetch = gateway(2 * HOUR);
    vi.setSystemTime(FRIDAY_LATE - 2 * HOUR);
    setUser(user(FRIDAY, Date.now() + 2 * HOUR));
    expect(getSession().serverOffsetMs).toBe(2 * HOUR);
    stop = keepSystemDate();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(storedDay()).toBe('20260314');
  });

  it('asks at once when the stored day is no longer the bank’s (a session restored the next morning)', async () => {
    const fetch = gateway();
    setUser(user(FRIDAY, Date.now()));
    vi.setSystemTime(FRIDAY_LATE + 9 * HOUR);
    stop = keepSystemDate();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(storedDay()).toBe('20260314');
  });

  it('checks again when the tab is shown, since timers sleep with the computer', async () => {
    const fetch = gateway();
    setUser(user(FRIDAY, Date.now()));
    stop = keepSystemDate();
    // The computer slept through midnight: the clock moved, the timer did not fire.
    vi.setSystemTime(FRIDAY_LATE + 7 * HOUR);
    expect(fetch).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(storedDay()).toBe('20260314');
  });

  it('learns the offset of a session kept without one, off the shell’s start', async () => {
    const fetch = gateway(5 * 60_000);
    sessionStorage.setItem('bel.session', JSON.stringify({ token: 'session-token', user: user(FRIDAY, FRIDAY_LATE - HOUR) }));
    // A tab reloaded: the modules read the stored session afresh.
    vi.resetModules();
    const fresh = await import('../../../lib/session');
    const keeper = await import('./system-date-keeper');
    expect(fresh.getSession().serverOffsetMs).toBeUndefined();
    stop = keeper.keepSystemDate();
    await vi.advanceTimersByTimeAsync(LEARN_DELAY_MS - 1);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    // The gateway's clock, five minutes ahead, is already past its midnight.
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fresh.getSession().serverOffsetMs).toBe(5 * 60_000);
    expect(fresh.getSession().user?.fecha_sistema.today).toBe('20260314');
    fresh.clearSessionStorage();
  });

  it('tries again a minute later when the call fails, and not in a loop when the clocks disagree', async () => {
    let failures = 1;
    const fetch = gateway(0, () => (failures-- > 0 ? 'fail' : FRIDAY));
    setUser(user(FRIDAY, Date.now()));
    stop = keepSystemDate();
    await vi.advanceTimersByTimeAsync(31_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(storedDay()).toBe('20260313');
    await vi.advanceTimersByTimeAsync(RETRY_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    // Answered, but with Friday still (a gateway whose day lags its clock): once a minute, no more.
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RETRY_MS / 2);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('stops with the shell', async () => {
    const fetch = gateway();
    setUser(user(FRIDAY, Date.now()));
    keepSystemDate()();
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetch).not.toHaveBeenCalled();
  });
});
