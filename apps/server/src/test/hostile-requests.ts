import fc from 'fast-check';
import { z } from 'zod';
import type { Access, Endpoint } from '@bel/contract';
import { anyJson, hostile, oddString, plausible, type JsonSchema } from './hostile-values.js';
import { validMutant } from './valid-bodies.js';

/** Who sends: the full-rights session, a PIN-stage token, nobody, a made-up token, or no API key. */
export type Caller = 'session' | 'pin' | 'none' | 'forged' | 'no-key';

export interface Shot {
  method: Endpoint['method'];
  url: string;
  caller: Caller;
  contentType?: string;
  payload?: string | Buffer;
  /** The contract would take this input and the caller would reach the handler. */
  reachesHandler: boolean;
}

const json = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Which callers a route's access level lets through to validation and the handler. */
const OPENS: Record<Access, readonly Caller[]> = {
  public: ['session', 'pin', 'none', 'forged'],
  pending: ['pin'],
  session: ['session'],
  recovery: [],
  credentials: ['session'],
  any: ['session', 'pin'],
};

/**
 * Bodies no schema sees, because the parser or the content type refuses them first: broken
 * JSON, a prototype key, nesting deep enough to hurt a recursive walker, bytes that are not
 * UTF-8, and media types the gateway does not speak.
 */
const RAW: { contentType: string; payload: string | Buffer }[] = [
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: '{' },
  { contentType: 'application/json', payload: '{"a":1,}' },
  { contentType: 'application/json', payload: '{"a":1}{"b":2}' },
  { contentType: 'application/json', payload: "{'a':1}" },
  { contentType: 'application/json', payload: '{"__proto__":{"admin":true}}' },
  { contentType: 'application/json', payload: '{"constructor":{"prototype":{"admin":true}}}' },
  { contentType: 'application/json', payload: '[' .repeat(5000) + ']'.repeat(5000) },
  { contentType: 'application/json', payload: '{"a":' .repeat(3000) + '1' + '}'.repeat(3000) },
  { contentType: 'application/json', payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xed, 0xa0, 0x80, 0x22, 0x7d]) },
  { contentType: 'application/json', payload: '"\\ud800"' },
  { contentType: 'application/json', payload: '1e999999' },
  { contentType: 'application/json; charset=utf-16', payload: Buffer.from('{"a":1}', 'utf16le') },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=%FF' },
  { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--' },
  { contentType: 'application/xml', payload: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>' },
  { contentType: 'text/plain', payload: '{"a":1}' },
  { contentType: 'application/octet-stream', payload: Buffer.from([0, 1, 2, 255]) },
  { contentType: '', payload: '{}' },
  { contentType: 'application/json', payload: 'x'.repeat(2 * 1024 * 1024) },
];

/** Whether the gateway's parsers turn a raw body into a value a body-less route would take. */
function readable({ contentType, payload }: (typeof RAW)[number]): boolean {
  if (contentType === 'text/plain') return true;
  if (contentType !== 'application/json') return false;
  try {
    JSON.parse(payload.toString());
    return true;
  } catch {
    return false;
  }
}

/** Path segments that trip decoders: bad or partial percent escapes, NUL, traversal, overlong. */
const RAW_SEGMENTS = ['%', '%zz', '%E0%A4%A', '%ED%A0%80', '%FF', '%00', '..', '%2e%2e%2f', '%2F', '%20', '*', '-1', '1.5', '0', '9'.repeat(200), 'a'.repeat(5000)];

/** Percent-encoded; lone surrogates, which no URL can carry, become U+FFFD first as a browser does. */
const encode = (value: unknown) => encodeURIComponent(throughUrl(value));

/** What a value becomes once sent through a URL and decoded (lone surrogates turn into U+FFFD). */
const throughUrl = (value: unknown) => text(value).replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** Objects as JSON (some have no prototype, so no toString), everything else as String does it. */
const text = (value: unknown) => (value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value));

/** What the router makes of a raw segment; undefined where it refuses the escape. */
function decoded(text: string): unknown {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

const accepts = (schema: z.ZodType | undefined, value: unknown) => !schema || schema.safeParse(value).success;

const segment = (s: JsonSchema) => fc.oneof(
  { arbitrary: plausible(s).map((v) => ({ text: encode(v), value: throughUrl(v) as unknown })), weight: 2 },
  { arbitrary: fc.oneof(hostile(s), oddString).map((v) => ({ text: encode(v), value: throughUrl(v) as unknown })), weight: 3 },
  { arbitrary: fc.constantFrom(...RAW_SEGMENTS).map((text) => ({ text, value: decoded(text) })), weight: 2 },
);

/** A query string from an object: repeated keys for arrays, every value encoded. */
function queryString(value: unknown): { text: string; value: unknown } {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { text: `q=${encode(JSON.stringify(value))}`, value: undefined };
  const pairs: string[] = [];
  const seen: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    for (const item of Array.isArray(v) ? v : [v]) pairs.push(`${encode(k)}=${encode(typeof item === 'object' ? JSON.stringify(item) : item)}`);
    seen[k] = Array.isArray(v) ? v.map(throughUrl) : throughUrl(typeof v === 'object' ? JSON.stringify(v) : v);
  }
  return { text: pairs.join('&'), value: seen };
}

/** Body, path and query for one call: mostly refused shapes, some plausible ones, some raw bytes. */
export function hostileShot(e: Endpoint): fc.Arbitrary<Shot> {
  const bodySchema = e.body ? json(e.body) : undefined;
  const body = bodySchema
    ? fc.oneof({ arbitrary: hostile(bodySchema), weight: 5 }, { arbitrary: plausible(bodySchema), weight: 2 })
    : fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: anyJson, weight: 1 });
  const sent = fc.oneof(
    { arbitrary: body.map((value) => ({ value, raw: undefined as (typeof RAW)[number] | undefined })), weight: 6 },
    { arbitrary: fc.constantFrom(...RAW).map((raw) => ({ value: undefined, raw: raw as (typeof RAW)[number] | undefined })), weight: 1 },
  );
  const paramNames = [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const paramSchema = e.params ? json(e.params).properties ?? {} : {};
  const params = fc.tuple(...paramNames.map((name) => segment(paramSchema[name] ?? { type: 'string' })));
  const query = e.query
    ? fc.oneof(hostile(json(e.query)), plausible(json(e.query))).map(queryString)
    : fc.option(fc.dictionary(oddString, oddString, { maxKeys: 2 }).map(queryString), { nil: undefined });
  const caller = fc.constantFrom<Caller>('session', 'session', 'session', 'session', 'pin', 'none', 'forged', 'no-key');
  return fc.tuple(sent, params, query, caller).map(([{ value, raw }, segments, q, who]) => {
    let i = 0;
    const path = e.path.replace(/:(\w+)/g, () => segments[i++]!.text);
    const paramValues = Object.fromEntries(paramNames.map((name, j) => [name, segments[j]!.value]));
    const bodyAccepted = raw ? !e.body && readable(raw) : accepts(e.body, value);
    const accepted = bodyAccepted && accepts(e.params, paramValues) && (!e.query || (q !== undefined && accepts(e.query, q.value)));
    const shot: Shot = { method: e.method, url: `/api${path}${q ? `?${q.text}` : ''}`, caller: who, reachesHandler: accepted && OPENS[e.access].includes(who) };
    if (raw) return { ...shot, contentType: raw.contentType, payload: raw.payload };
    if (value === undefined) return shot;
    return { ...shot, contentType: 'application/json', payload: JSON.stringify(value) };
  });
}

/**
 * A known-valid body of the call with one field made odd (valid-bodies.ts), sent by the
 * full-rights session, so that most reach the handler and its SQL; null for calls with none.
 */
export function validOddShot(e: Endpoint): fc.Arbitrary<Shot> | null {
  const mutant = validMutant(e);
  if (!mutant) return null;
  return mutant.map((value) => ({
    method: e.method,
    url: `/api${e.path}`,
    caller: 'session' as const,
    contentType: 'application/json',
    payload: JSON.stringify(value),
    reachesHandler: accepts(e.body, value),
  }));
}
