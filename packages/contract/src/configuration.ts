import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** A bank branch (spec doc 1 §7 `configuration/branch`): where a checkbook is delivered. */
export const branch = z.object({ codigo: z.string().regex(/^\d{4}$/), nombre: z.string() });
export type Branch = z.infer<typeof branch>;

export const configurationEndpoints = {
  branches: endpoint({ method: 'GET', path: '/configuration/branch', access: 'session', data: z.array(branch) }),
};
