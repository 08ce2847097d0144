import { z } from 'zod';
import { api } from './index.js';
import { responseSchema, type Endpoint } from './endpoint.js';

const json = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

const errorBody = {
  type: 'object',
  required: ['statusCode', 'message'],
  properties: {
    statusCode: { type: 'integer' },
    message: { type: 'string', description: 'An error code (spec §8), translated by the client.' },
    field: { type: 'string', description: 'The input that was refused.' },
    attemptsLeft: { type: 'integer' },
  },
};

function operation(name: string, e: Endpoint) {
  const params = e.params ? Object.keys((json(e.params) as { properties?: object }).properties ?? {}) : [];
  return {
    operationId: name,
    security: e.access === 'public' ? [{ apiKey: [] }] : [{ apiKey: [], bearer: [] }],
    parameters: [
      ...params.map((p) => ({ name: p, in: 'path', required: true, schema: { type: 'string' } })),
      ...(e.query ? Object.keys((json(e.query) as { properties?: object }).properties ?? {}).map((q) => ({ name: q, in: 'query', schema: { type: 'string' } })) : []),
    ],
    ...(e.body ? { requestBody: { required: true, content: { 'application/json': { schema: json(e.body) } } } } : {}),
    responses: {
      200: { description: 'Success', content: { 'application/json': { schema: z.toJSONSchema(responseSchema(e), { io: 'output', unrepresentable: 'any' }) } } },
      default: { description: 'Refusal, with a code', content: { 'application/json': { schema: errorBody } } },
    },
  };
}

/** The OpenAPI 3.1 description of every call, generated from the contract (docs/api). */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [group, endpoints] of Object.entries(api)) {
    for (const [name, e] of Object.entries(endpoints as Record<string, Endpoint>)) {
      const path = `/api${e.path.replace(/:(\w+)/g, '{$1}')}`;
      paths[path] = { ...paths[path], [e.method.toLowerCase()]: operation(`${group}.${name}`, e) };
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'BEL gateway', version: '1.0.0', description: 'Generated from packages/contract; do not edit by hand (npm run docs:api).' },
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
    },
    paths,
  };
}
