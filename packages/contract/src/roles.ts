import { z } from 'zod';

/** Role ids are strings (spec §6). 21 and 22 are the spec's; 30 is ours (ADR 0006). */
export const Role = {
  negotiator: '21',
  signer: '22',
  administrator: '30',
} as const;
export type Role = (typeof Role)[keyof typeof Role];

export const roleId = z.string().regex(/^\d{1,4}$/, 'roles.invalid');

/** Entitlement actions a view may grant. */
export const Action = {
  export: 'Exportar',
} as const;
