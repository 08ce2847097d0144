import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits; only the SHA-256 is stored, so a database leak yields no usable token. */
export function newToken(): { token: string; hash: Buffer } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
