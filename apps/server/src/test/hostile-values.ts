import fc from 'fast-check';

/** The subset of JSON Schema that z.toJSONSchema writes for the contract's inputs. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
}

/**
 * Text that has broken servers before: NUL (PostgreSQL refuses it in text), lone surrogates
 * (not valid UTF-8 once encoded), right-to-left overrides, byte-order marks, emoji sequences,
 * injection and template probes, formula starts for exports, and numbers spelled as text.
 */
const ODD = [
  '', ' ', '\u0000', 'a\u0000b', '\uD800', 'x\uDC00', '\uDBFF\uDFFF', '\u202Eabc\u202C', 'مرحبا بالعالم', '\uFEFF1', '👩‍👩‍👧‍👦', '🇨🇺💸',
  'e\u0301', '\u200B', '\r\n', '\t', '%00', '%ED%A0%80', '../../../etc/passwd', "'; drop table users; --", '" or 1=1 --', '${7*7}', '{{7*7}}',
  '<script>alert(1)</script>', '=1+1', '+1', '-1', '@SUM(1)', 'NaN', 'Infinity', '-0', '1e309', '0x1F', '00000000000000000000001',
  '99999999999999999999999999999999', '20260230', '2026-03-11', '__proto__', 'constructor', 'null', 'true', '[]', '{}',
];

/** Long text, from a little past most limits to well past the body limit of ordinary calls. */
const huge = fc.constantFrom(1_000, 70_000, 300_000).chain((n) => fc.constantFrom('x', 'ñ', '😀', '\u0000', '\uD800').map((c) => c.repeat(n)));

export const oddString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...ODD), weight: 6 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 2 },
);

/** Numbers at the edges: signs, zero, fractions, the 32- and 53-bit limits and beyond. */
export const edgeNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, 1, -1, 0.5, -0.5, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 - 1, 2 ** 53 + 2, -(2 ** 53) - 2, 1e21, 1e308, -1e308, 5e-324, 1e-7),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** A value of any JSON kind: what a schema gets when the caller ignores it. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, [[[[[]]]]], { '': '' }),
  oddString,
  edgeNumber,
  fc.array(oddString, { maxLength: 3 }),
  fc.dictionary(oddString, edgeNumber, { maxKeys: 3 }),
);

/** Keys that pollute prototypes or shadow built-ins when code merges input into an object. */
const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'id', 'companyId', 'userId', 'roles', 'estado', ''];

const types = (s: JsonSchema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

function lowOf(s: JsonSchema): number {
  return s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : Math.max(s.minimum ?? -1e6, Number.MIN_SAFE_INTEGER);
}

/** Values the schema probably accepts, with odd text wherever the schema lets it through. */
export function plausible(s: JsonSchema): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.anyOf) return fc.oneof(...s.anyOf.map(plausible));
  const kinds = types(s);
  if (kinds.length > 1) return fc.oneof(...kinds.map((type) => plausible({ ...s, type })));
  switch (kinds[0]) {
    case 'string': {
      const min = s.minLength ?? 0;
      const max = Math.min(s.maxLength ?? 30, 60);
      const fits = (v: string) => v.length >= min && v.length <= (s.maxLength ?? Infinity) && (!s.pattern || new RegExp(s.pattern, 'u').test(v));
      if (!s.pattern) return fc.oneof(fc.string({ minLength: min, maxLength: Math.max(min, max) }), fc.string({ unit: 'binary', minLength: min, maxLength: Math.max(min, max) }), fc.constantFrom(...ODD.filter(fits), 'x'.repeat(min)));
      // Only the odd strings the pattern allows: filtering random ones would rarely end.
      const odd = ODD.filter(fits);
      const shaped = fc.stringMatching(new RegExp(s.pattern, 'u')).filter(fits);
      return odd.length ? fc.oneof(shaped, fc.constantFrom(...odd)) : shaped;
    }
    case 'integer': {
      const low = lowOf(s);
      const high = Math.min(s.maximum ?? 1e6, Number.MAX_SAFE_INTEGER);
      return fc.oneof(fc.integer({ min: Math.ceil(low), max: Math.floor(high) }), fc.constantFrom(Math.ceil(low), Math.floor(high)));
    }
    case 'number':
      return fc.double({ min: lowOf(s), max: s.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const min = s.minItems ?? 0;
      return fc.array(plausible(s.items ?? {}), { minLength: min, maxLength: Math.max(min, Math.min(s.maxItems ?? 3, 3)) });
    }
    case 'object': {
      const props = s.properties ?? {};
      const record = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, plausible(v)]));
      return fc.record(record, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
    }
    default:
      return anyJson;
  }
}

/** Values the schema should refuse: the wrong kind, out of range or shape, missing or extra parts. */
export function hostile(s: JsonSchema): fc.Arbitrary<unknown> {
  const choices: fc.Arbitrary<unknown>[] = [anyJson];
  const kinds = types(s);
  if (kinds.includes('string')) {
    choices.push(oddString, huge);
    // Just past the limit; the body limit, not the schema, answers for limits past 64 kB.
    if (s.maxLength !== undefined && s.maxLength < 65_536) choices.push(fc.constant('9'.repeat(s.maxLength + 1)));
  }
  if (kinds.includes('integer') || kinds.includes('number')) {
    choices.push(edgeNumber, edgeNumber.map(String));
    if (s.maximum !== undefined) choices.push(fc.constant(s.maximum + 1));
    if (s.minimum !== undefined) choices.push(fc.constant(s.minimum - 1));
  }
  if (kinds.includes('array') && s.items) {
    choices.push(fc.array(hostile(s.items), { minLength: 1, maxLength: 3 }));
  }
  if (kinds.includes('object') && s.properties) choices.push(hostileObject(s));
  return fc.oneof(...choices);
}

/** A nearly right object: one field wrong or missing, and sometimes keys nobody asked for. */
function hostileObject(s: JsonSchema): fc.Arbitrary<unknown> {
  const props = Object.entries(s.properties ?? {});
  const base = plausible(s) as fc.Arbitrary<Record<string, unknown>>;
  const extras = fc.dictionary(fc.oneof(fc.constantFrom(...EXTRA_KEYS), oddString), anyJson, { minKeys: 1, maxKeys: 3 });
  if (props.length === 0) return fc.tuple(base, extras).map(([o, x]) => ({ ...o, ...x }));
  return fc.tuple(base, fc.nat({ max: props.length - 1 }), fc.constantFrom('wrong', 'missing', 'extra'), fc.option(extras, { nil: undefined })).chain(([o, i, how, x]) => {
    const [key, sub] = props[i]!;
    const withExtras = (v: Record<string, unknown>) => (x ? Object.assign(v, x) : v);
    if (how === 'missing') {
      const { [key]: _dropped, ...rest } = o;
      return fc.constant(withExtras(rest));
    }
    if (how === 'extra') return fc.constant(withExtras({ ...o }));
    return hostile(sub).map((bad) => withExtras({ ...o, [key]: bad }));
  });
}
