import { describe, expect, it } from 'vitest';
import { isUniqueViolation, violatedConstraint } from './pg-errors.js';

// The shapes node-postgres and Drizzle give: the driver's error (code, constraint), wrapped.
const duplicate = Object.assign(new Error('duplicate key value'), { code: '23505', constraint: 'sessions_one_active_uq' });
const wrapped = new Error('Failed query: insert into sessions', { cause: duplicate });
const trigger = Object.assign(new Error('month closed'), { code: '23514', constraint: 'ledger_month_closed' });

describe('PostgreSQL refusals', () => {
  it('finds the constraint in the error or any error it wraps', () => {
    expect(violatedConstraint(duplicate)).toBe('sessions_one_active_uq');
    expect(violatedConstraint(new Error('outer', { cause: wrapped }))).toBe('sessions_one_active_uq');
    expect(violatedConstraint(trigger)).toBe('ledger_month_closed');
  });

  it('tells a unique index by name and by SQLSTATE only', () => {
    expect(isUniqueViolation(wrapped, 'sessions_one_active_uq')).toBe(true);
    expect(isUniqueViolation(wrapped, 'sessions_token_uq')).toBe(false);
    expect(isUniqueViolation(trigger, 'ledger_month_closed')).toBe(false);
  });

  it('says nothing of errors that are not refusals', () => {
    for (const error of [undefined, null, 'text', 42, new Error('plain'), new Error('outer', { cause: 'no object' })]) {
      expect(violatedConstraint(error)).toBeUndefined();
      expect(isUniqueViolation(error, 'sessions_one_active_uq')).toBe(false);
    }
  });
});
