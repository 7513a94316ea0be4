import type { EndpointSpec } from '@convene/contract';
import type { z } from 'zod';

/**
 * Reading the contract's endpoint table for the cross-cutting probes (lib/endpoint-*.test.ts):
 * the keys of a schema and a plausible value for it, so that a probe can build a request
 * that gets past validation everywhere but in the one place it aims at.
 */

/** Administrators' endpoints: those the contract marks `access: 'administrators'`. */
export function isAdministratorsOnly(endpoint: EndpointSpec): boolean {
  return endpoint.access === 'administrators';
}

/** How a summary says an endpoint is for administrators ("(administrators)", or "Staff:"). */
export const SAYS_ADMINISTRATORS = /\(administrators\)|^Staff:/;

interface SchemaDef {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: readonly z.ZodType[];
  entries?: Record<string, string | number>;
  values?: readonly unknown[];
  format?: string;
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
}

function defOf(schema: z.ZodType): SchemaDef {
  return (schema as unknown as { def: SchemaDef }).def;
}

/** The schema under optional / nullable / default / pipe / lazy wrappers. */
export function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let depth = 0; depth < 8; depth += 1) {
    const def = defOf(current);
    const inner = def.innerType ?? def.in ?? def.getter?.();
    if (!inner) return current;
    current = inner;
  }
  return current;
}

/** The object shape of a schema (through its wrappers), if it is an object. */
export function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  if (!schema) return {};
  const def = defOf(unwrap(schema));
  return def.type === 'object' && def.shape ? def.shape : {};
}

export function keysOf(schema: z.ZodType | undefined): string[] {
  return Object.keys(shapeOf(schema));
}

/** The keys of an object schema that a value must carry. */
export function requiredKeysOf(schema: z.ZodType | undefined): string[] {
  return Object.entries(shapeOf(schema))
    .filter(([, field]) => !field.safeParse(undefined).success)
    .map(([key]) => key);
}

/** The keys of an object schema whose value is text (any string format). */
export function stringKeysOf(schema: z.ZodType | undefined): string[] {
  return Object.entries(shapeOf(schema))
    .filter(([, field]) => defOf(unwrap(field)).type === 'string')
    .map(([key]) => key);
}

const STRING_EXAMPLES: Record<string, () => string> = {
  uuid: () => crypto.randomUUID(),
  guid: () => crypto.randomUUID(),
  email: () => 'probe@example.test',
  url: () => 'https://example.test/probe',
  datetime: () => new Date(Date.now() + 86_400_000).toISOString(),
  date: () => '2030-01-15',
  time: () => '10:00',
};

/** Tried in turn on a string schema with checks of its own (a pattern, a length). */
const TEXT_CANDIDATES = [
  () => crypto.randomUUID(),
  () => 'probe-text',
  () => 'PROBE',
  () => '#336699',
  () => '2030-01-01',
  ...Object.values(STRING_EXAMPLES),
];

function exampleText(schema: z.ZodType, def: SchemaDef, text: () => string): string {
  const formatted = def.format && STRING_EXAMPLES[def.format]?.();
  if (formatted) return formatted;
  return (
    [text, ...TEXT_CANDIDATES]
      .map((candidate) => candidate())
      .find((value) => schema.safeParse(value).success) ?? text()
  );
}

const NUMBER_CANDIDATES = [1, 60, 5, 100];

/**
 * The required keys of an object; when a refinement wants more (one of two optional keys, an
 * end after its start), each optional key in turn; the ends of ranges come after their starts.
 */
function exampleObject(schema: z.ZodType, def: SchemaDef, text: () => string): object {
  const valueOf = (key: string) => exampleOf(def.shape![key]!, text);
  const fits = (candidate: object) => schema.safeParse(candidate).success;
  // A range's end after its start, even where only a parent's refinement checks it.
  const required = Object.fromEntries(
    requiredKeysOf(schema).map((key) => {
      const value = valueOf(key);
      return [key, typeof value === 'string' && END_KEY.test(key) ? later(value) : value];
    }),
  );
  if (fits(required)) return required;
  // Built one at a time: an optional key may be recursive (a question's follow-up questions).
  for (const key of keysOf(schema).filter((name) => !(name in required))) {
    const candidate = { ...required, [key]: valueOf(key) };
    if (fits(candidate)) return candidate;
  }
  return required;
}

/** The end of a range (`end`, `endTime`, `to`, `until`…), which must come after its start. */
const END_KEY = /^(end|to|until)|End|Until/;

/** A later value of an example time of day ('23:59') or instant (an hour on). */
function later(value: string): string {
  if (/^\d{2}:\d{2}/.test(value)) return '23:59';
  const at = Date.parse(value);
  return Number.isNaN(at) ? value : new Date(at + 3_600_000).toISOString();
}

/**
 * A plausible value of a schema: required object keys only, one element per array, the
 * first option of an enum or union. `text` is what a plain string gets (a uuid for path
 * parameters, which are ids or slugs).
 */
export function exampleOf(schema: z.ZodType, text: () => string = () => 'Probe text'): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return exampleOf(def.innerType!, text);
    case 'pipe':
      return exampleOf(def.in!, text);
    case 'lazy':
      return exampleOf(def.getter!(), text);
    case 'string':
      return exampleText(schema, def, text);
    case 'number':
    case 'int':
    case 'bigint':
      // 60 where 1 is under a minimum (a slot of minutes that divides the day).
      return NUMBER_CANDIDATES.find((value) => schema.safeParse(value).success) ?? 1;
    case 'boolean':
      return true;
    case 'date':
      return STRING_EXAMPLES.datetime!();
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'array':
      return [exampleOf(def.element!, text)];
    case 'union':
      return exampleOf(def.options![0]!, text);
    case 'intersection':
      return {
        ...(exampleOf(def.left!, text) as object),
        ...(exampleOf(def.right!, text) as object),
      };
    case 'object':
      return exampleObject(schema, def, text);
    case 'record':
      return {};
    default:
      return text();
  }
}

/** The endpoint's path with a plausible value in each parameter (a fresh uuid by default). */
export function examplePath(endpoint: EndpointSpec, prefix: string): string {
  const values = endpoint.params
    ? (exampleOf(endpoint.params, () => crypto.randomUUID()) as Record<string, unknown>)
    : {};
  return `${prefix}${endpoint.path.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(String(values[name] ?? crypto.randomUUID())),
  )}`;
}

/** The endpoint's required query values, plausible, as a `?…` suffix ('' when none). */
export function exampleQuery(endpoint: EndpointSpec): string {
  if (!endpoint.query) return '';
  const values = exampleOf(endpoint.query) as Record<string, unknown>;
  const entries = Object.entries(values).map(([key, value]) => [key, String(value)]);
  return entries.length ? `?${new URLSearchParams(entries)}` : '';
}

/** Endpoints whose body is JSON: every one with a body schema but provider webhooks. */
export function takesJsonBody(endpoint: EndpointSpec): boolean {
  return endpoint.body !== undefined && endpoint.auth !== 'webhook';
}
