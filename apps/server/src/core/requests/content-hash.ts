import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level: one text for one content, whatever the key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What a signature binds: the SHA-256 of the request's type and canonical payload. */
export function contentHash(type: string, payload: unknown): Buffer {
  return createHash('sha256').update(type).update('\n').update(canonicalJson(payload)).digest();
}
