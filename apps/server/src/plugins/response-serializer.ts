import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** The primitive type of a JSON schema whose only job is to hold one constant (`z.literal`). */
function constType(schema: unknown): string | null {
  const { type, const: value, ...rest } = schema as JsonSchema;
  return typeof type === 'string' && value !== undefined && Object.keys(rest).length === 0 ? type : null;
}

/**
 * Rewrites the two `anyOf` shapes zod produces for plain values into forms fast-json-stringify writes
 * without running a validator per value: `X | null` becomes a type list, and a union of literals of one
 * type becomes that type with an `enum`. Other unions stay `anyOf` (correct, only slower).
 */
function simplify(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplify);
  if (!schema || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) if (key !== '$schema') out[key] = simplify(value);
  const branches = out.anyOf as JsonSchema[] | undefined;
  if (!branches || Object.keys(out).length !== 1) return out;
  const nonNull = branches.filter((branch) => !(branch.type === 'null' && Object.keys(branch).length === 1));
  if (nonNull.length === 1 && branches.length === 2 && typeof nonNull[0]!.type === 'string' && !nonNull[0]!.anyOf) {
    return { ...nonNull[0], type: [nonNull[0]!.type, 'null'] };
  }
  const types = new Set(branches.map(constType));
  const [type] = types;
  if (types.size === 1 && type) return { type, enum: branches.map((branch) => branch.const) };
  return out;
}

const zodSerializer = createSerializerCompiler({});

/**
 * Replies are written by fast-json-stringify compiled from each route's zod response schema (as JSON
 * schema): like the zod serializer it writes only the properties the schema declares, so replies stay
 * filtered by their schema, without validating every value of every reply on the way out as the zod
 * serializer does (12,000 fields for a 1,000-task board). A schema JSON schema cannot express (a
 * transform) keeps the zod serializer.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  let jsonSchema: unknown;
  try {
    jsonSchema = z.toJSONSchema(route.schema, { io: 'output', target: 'draft-07', unrepresentable: 'throw' });
  } catch {
    return zodSerializer(route as never);
  }
  return fastJson(simplify(jsonSchema) as never) as (data: unknown) => string;
};
