import { Logger } from 'graphile-worker';

/** The job queue's own logging, kept to warnings and errors (its info lines name every poll). */
export const quietWorkerLogger = new Logger(() => (level, message) => {
  if (level === 'error' || level === 'warning') console.error(`[bel] job queue ${level}: ${message}`);
});
