/** The gateway's only source of "now", so tests can move time (idle expiry, lockout). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(start: Date): Clock & { advance(ms: number): void; set(d: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (d) => {
      current = d.getTime();
    },
  };
}

/** A clock that read `start` when it was made and runs on at the real pace (a gateway moved to another bank day, ADR 0047). */
export function shiftedClock(start: Date, real: Clock = systemClock): Clock {
  const offset = start.getTime() - real.now().getTime();
  return { now: () => new Date(real.now().getTime() + offset) };
}

/** The gateway's clock: the system's, or from the configured start (BANK_CLOCK: a day's 09:00 UTC, or an instant), as `bank:run` runs a day. */
export function gatewayClock(config: { clockStart: string | undefined }): Clock {
  return config.clockStart ? shiftedClock(new Date(config.clockStart)) : systemClock;
}
