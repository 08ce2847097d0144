import { describe, expect, it } from 'vitest';
import { isoToYmd, traceQuery, ymdToIso } from './index.js';

const issue = (body: unknown) => traceQuery.safeParse(body).error?.issues[0];

describe('the traces form (spec §5, §9)', () => {
  const good = { username: ' aperez ', startDate: '2026-03-01', endDate: '2026-03-11' };

  it('takes a user name and YYYY-MM-DD dates, trimming the name', () => {
    expect(traceQuery.parse(good)).toEqual({ ...good, username: 'aperez' });
  });

  it('names the field and the code of each refusal', () => {
    expect(issue({ ...good, username: '  ' })).toMatchObject({ path: ['username'], message: 'management.traces.usernameRequired' });
    expect(issue({ startDate: good.startDate, endDate: good.endDate })).toMatchObject({ path: ['username'], message: 'management.traces.usernameRequired' });
    expect(issue({ ...good, username: 'x'.repeat(255) })).toMatchObject({ path: ['username'], message: 'management.traces.usernameInvalid' });
    expect(issue({ ...good, startDate: '' })).toMatchObject({ path: ['startDate'], message: 'management.traces.dateFromRequired' });
    expect(issue({ ...good, endDate: undefined })).toMatchObject({ path: ['endDate'], message: 'management.traces.dateToRequired' });
    expect(issue({ ...good, startDate: '20260301' })).toMatchObject({ path: ['startDate'], message: 'forms.date.invalid' });
    expect(issue({ ...good, endDate: '2026-02-30' })).toMatchObject({ path: ['endDate'], message: 'forms.date.invalid' });
    expect(issue({ ...good, startDate: '1899-12-31' })).toMatchObject({ path: ['startDate'], message: 'forms.date.outOfRange' });
    expect(traceQuery.safeParse({ ...good, startDate: 'x' }).error?.issues).toHaveLength(1);
  });

  it('converts between the two date shapes', () => {
    expect(isoToYmd('2026-03-11')).toBe('20260311');
    expect(isoToYmd('20260311')).toBeNull();
    expect(ymdToIso('20260311')).toBe('2026-03-11');
  });
});
