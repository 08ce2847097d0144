import { serializerCompiler } from 'fastify-type-provider-zod';
import { responseSchema, type Endpoint } from '@bel/contract';
import type { RouteResult } from './route.js';

/**
 * An answer already serialised through its route's response schema, kept (by a cache) to be sent
 * again as it is: the schema's parse, which drops any field the contract does not name, ran
 * when it was made, so sending it again keeps that guarantee without paying for it per call.
 */
export class Serialized<E extends Endpoint = Endpoint> {
  declare private readonly endpoint?: E;
  constructor(readonly json: string) {}
}

type Compiler = typeof serializerCompiler;

/** Fastify's serializer compiler: the given one, except that a `Serialized` answer goes out as it is. */
export function passThroughSerializer(compile: Compiler): Compiler {
  return (route) => {
    const serialize = compile(route);
    return (data) => (data instanceof Serialized ? data.json : serialize(data));
  };
}

/** Serialises an endpoint's answer exactly as its route would (zod's parse, then JSON), once. */
export function serializerFor<E extends Endpoint>(e: E): (answer: RouteResult<E>) => Serialized<E> {
  const serialize = serializerCompiler({ schema: responseSchema(e), method: e.method, url: e.path, httpStatus: '200' });
  return (answer) => new Serialized<E>(serialize(answer));
}
