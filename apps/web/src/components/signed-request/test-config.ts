import { checkbookMachine } from '@bel/contract';
import { z } from 'zod';
import { signedRowActor, signedRowFacts, signedRowUsers } from './signed-row';
import type { SignedRow } from './signed-row';
import type { RequestViewConfig } from './types';

export type TestRow = SignedRow & { id: number; rm: number };
export type TestValues = { rm: number };

/** A request type for the component tests: the checkbook machine over one number field. */
export function testConfig(overrides: Partial<RequestViewConfig<TestRow, TestValues>> = {}): RequestViewConfig<TestRow, TestValues> {
  return {
    machine: checkbookMachine,
    title: 'checkbookRequests:title',
    empty: 'msg.warning.checkbookListEmpty',
    list: () => Promise.resolve({ ok: true, data: [] }),
    rowId: (row) => row.id,
    facts: signedRowFacts,
    actor: signedRowActor,
    users: signedRowUsers,
    rejection: (row) => row.respuesta,
    stateName: (state, t) => t(`checkbookRequests:states.${state}`),
    columns: () => [{ id: 'rm', header: 'checkbookRequests:fields.rm', value: (row) => row.rm }],
    form: {
      schema: z.object({ rm: z.number({ error: () => 'request.checkbook.countInvalid' }).int().min(1, 'request.checkbook.countRequired') }),
      empty: { rm: 0 },
      fromRow: (row) => ({ rm: row.rm }),
      fields: [{ kind: 'integer', name: 'rm', label: 'checkbookRequests:fields.rm', min: 0, max: 999 }],
    },
    calls: {},
    ...overrides,
  };
}
