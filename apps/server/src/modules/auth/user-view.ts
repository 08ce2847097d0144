import type { SessionUser } from '@bel/contract';
import { toYmd } from '@bel/contract';
import type { Tx } from '../../db/client.js';
import { systemDate } from '../../bank/calendar.js';
import { findUserProfile } from './users-repo.js';

/** The user of spec §3, as the PIN step returns it. */
export async function sessionUserView(tx: Tx, userId: number, previousSignIn: Date | null, now: Date): Promise<SessionUser> {
  const profile = await findUserProfile(tx, userId);
  if (!profile) throw new Error(`user ${userId} vanished`);
  const { user } = profile;
  return {
    nombre: user.firstName,
    p_apellido: user.lastName1,
    s_apellido: user.lastName2,
    datos_ultima_conexion: previousSignIn ? toYmd(previousSignIn) : null,
    fecha_sistema: await systemDate(tx, now),
    usuario: user.username,
    foto: user.photo,
    numero_firmas: profile.requiredSignatures,
    roles: profile.roles,
    fecha_servidor_web: now.toISOString(),
  };
}
