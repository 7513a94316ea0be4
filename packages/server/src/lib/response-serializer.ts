import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJsonStringify from 'fast-json-stringify';
import { z } from 'zod';

/**
 * Response bodies serialized by code compiled from the endpoint table's response schemas
 * (fast-json-stringify through Fastify's serializer compiler) instead of a generic
 * `JSON.stringify` walk: the envelope and its `data` as declared in the contract.
 *
 * It never drops or changes what `JSON.stringify` would have written: the JSON schema
 * (zod's own conversion, the one the OpenAPI document uses) is loosened so that objects
 * keep properties the schema does not name and missing ones are left out instead of
 * failing. Under test (`verify`) every body is checked against `JSON.stringify`, so the
 * route tests prove the equivalence on every answer they read.
 */

type JsonSchema = { [keyword: string]: unknown };
type Stringify = (data: unknown) => string;

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `anyOf: [X, {type: 'null'}]` (a nullable) as `type: [X's type, 'null']`, decided without validation. */
function nullableAsType(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return schema;
  const other = branches.find((branch) => !(isSchema(branch) && branch.type === 'null'));
  if (branches.indexOf(other) === -1 || !isSchema(other) || typeof other.type !== 'string')
    return schema;
  const { anyOf: _anyOf, ...rest } = schema;
  return { ...rest, ...other, type: [other.type, 'null'] };
}

/** The schema as the serializer reads it: objects open and without required names, nullables typed. */
function loosen(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(loosen);
  if (!isSchema(value)) return value;
  const schema = nullableAsType(value);
  const out: JsonSchema = {};
  for (const [keyword, child] of Object.entries(schema)) {
    if (keyword === 'required') continue;
    if (keyword === 'properties' || keyword === 'definitions' || keyword === '$defs') {
      out[keyword] = Object.fromEntries(
        Object.entries(child as JsonSchema).map(([name, sub]) => [name, loosen(sub)]),
      );
    } else if (['items', 'additionalProperties', 'anyOf', 'oneOf', 'allOf'].includes(keyword)) {
      out[keyword] = loosen(child);
    } else {
      out[keyword] = child;
    }
  }
  if (out.properties && !isSchema(out.additionalProperties)) out.additionalProperties = true;
  return out;
}

/** The compiled serializer of a zod response schema. */
export function compileStringify(schema: z.ZodType): Stringify {
  const json = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'any',
  }) as JsonSchema;
  const { $schema: _dialect, ...body } = json;
  return fastJsonStringify(loosen(body) as Parameters<typeof fastJsonStringify>[0]);
}

/** Throws unless `compiled` wrote what `JSON.stringify` writes (key order aside). */
function verified(compiled: Stringify, where: string): Stringify {
  return (data) => {
    const text = compiled(data);
    const plain = JSON.stringify(data);
    if (!isDeepStrictEqual(JSON.parse(text), JSON.parse(plain) as unknown))
      throw new Error(
        `${where}: the compiled serializer wrote ${text}\nwhere JSON.stringify writes ${plain}`,
      );
    return text;
  };
}

const compiledBySchema = new WeakMap<object, Stringify>();

/**
 * Fastify's serializer compiler: zod response schemas compile (once per schema object, on
 * the first answer, so building an app stays cheap); anything else is `JSON.stringify`.
 */
export function responseSerializerCompiler(options: {
  verify: boolean;
}): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url, httpStatus }) => {
    if (!(schema instanceof z.ZodType)) return (data) => JSON.stringify(data);
    const where = `${method} ${url} ${httpStatus}`;
    let compiled: Stringify | undefined;
    return (data) => {
      if (!compiled) {
        compiled = compiledBySchema.get(schema) ?? compileStringify(schema);
        compiledBySchema.set(schema, compiled);
        if (options.verify) compiled = verified(compiled, where);
      }
      return compiled(data);
    };
  };
}
