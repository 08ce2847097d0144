import { describe, expect, it } from 'vitest';
import { api } from '@bel/contract';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { serializerFor } from './serialized.js';

// A cached answer is kept as zod serialised it once; the guarantees of the route's own
// serializer (only the contract's fields go out, a wrong answer is refused) must hold for it.
describe('serializerFor (an answer serialised once, to be sent again)', () => {
  const serialize = serializerFor(api.entitlements.verifyRoute);

  it('drops every field the contract does not name, as the route would', () => {
    const answer = { data: { actions: ['Consultar'], roles: ['21'], secret: 'x' }, leaked: 1 } as never;
    expect(JSON.parse(serialize(answer).json)).toEqual({ data: { actions: ['Consultar'], roles: ['21'] } });
  });

  it('refuses an answer that does not match the contract, with the error the error handler answers 500 to', () => {
    let thrown: unknown;
    try {
      serialize({ data: { actions: 'Consultar' } } as never);
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
  });
});
