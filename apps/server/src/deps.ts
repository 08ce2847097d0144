import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Db } from './db/client.js';

/** What every module's service receives: no globals, so tests pass their own clock. */
export interface Deps {
  db: Db;
  clock: Clock;
  config: Config;
}
