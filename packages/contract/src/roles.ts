// Plain constants, no schema: every view's entitlement checks read them at start (ADR 0065).

/** Role ids are strings (spec §6). 21 and 22 are the spec's; 30 is ours (ADR 0006). */
export const Role = {
  negotiator: '21',
  signer: '22',
  administrator: '30',
} as const;
export type Role = (typeof Role)[keyof typeof Role];

/** Entitlement actions a view may grant. */
export const Action = {
  export: 'Exportar',
} as const;
