import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { View } from '../views.js';
import { decimalAmount } from '../money.js';

/** Usernames: lower-case letters, optionally '_' and digits (spec §5). */
export const username = z
  .string({ error: () => 'request.user.invalid' })
  .regex(/^[a-z]{1,40}(_\d{1,9})?$/, 'request.user.invalid');

/** The profile the signature panel's chips open (spec §3 External user). */
export const externalUser = z.object({ fullname: z.string(), picture: z.string().nullable() });

/** One request awaiting the caller's signature, of any type (ours: the signer's inbox). */
export const inboxRow = z.object({
  /** The request type's machine name (`checkbook`, `transfer`...). */
  tipo: z.string(),
  /** The view whose form opens it in sign mode. */
  vista: z.string(),
  id: z.number().int().positive(),
  referencia: z.string(),
  cuenta: z.string().nullable(),
  importe: decimalAmount.nullable(),
  moneda: z.string().nullable(),
  negociador: z.string(),
  /** When it was sent to sign, 'YYYY-MM-DD HH:mm:ss'. */
  fecha_envio: z.string(),
  firmas: z.number().int(),
  numero_firmas: z.number().int(),
});
export type InboxRow = z.infer<typeof inboxRow>;

export const requestEndpoints = {
  /** A user of the caller's company; another company's answers as missing. */
  externalUser: endpoint({
    method: 'POST',
    path: '/external-user',
    access: 'session',
    query: z.object({ username }),
    data: externalUser,
  }),
  /** Oldest first. */
  inbox: endpoint({
    method: 'POST',
    path: '/requests/inbox',
    access: 'session',
    views: [View.signatureInbox],
    data: z.array(inboxRow),
  }),
};
