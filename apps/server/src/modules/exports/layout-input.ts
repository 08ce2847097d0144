import { api, type Endpoint } from '@bel/contract';
import type { AnyLayout } from '@bel/contract/tables';
import { z } from 'zod';

const byRoute = new Map(
  Object.values(api)
    .flatMap((group) => Object.values(group as Record<string, Endpoint>))
    .map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint]),
);
const NOTHING = z.strictObject({});

/**
 * What a layout's query takes: the body schema of the call its layout names (ADR 0065), with
 * that call's own codes, so an export's search is refused as the screen's call would refuse it.
 */
export function layoutInput(layout: AnyLayout): z.ZodType {
  if (layout.input === null) return NOTHING;
  const schema = byRoute.get(`${layout.input.method} ${layout.input.path}`)?.body;
  if (!schema) throw new Error(`the ${layout.key} layout names ${layout.input.method} ${layout.input.path}, which is no call with a body`);
  return schema;
}
