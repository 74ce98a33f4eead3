/**
 * The shared valibot schemas as JSON Schema 2020-12, through @valibot/to-json-schema. Nothing is
 * rewritten by hand: a schema says what a body looks like on the wire, i.e. before the server's
 * transforms (the converter's input mode stops a pipe at its first type-changing transform).
 * Four rules fill what the converter leaves open:
 *
 * - Normalising actions (trim, case folding) and custom checks have no JSON Schema keyword; they
 *   are skipped, and the messages of object-level checks (cross-field rules) become the object's
 *   description, so a reader still learns them.
 * - A field written `v.optional(schema, '')` (the shared schemas' way of giving a missing field its
 *   own message) is required in fact: its absence is refused. A field is documented as optional only
 *   when the whole entry accepts a missing value, and only then does its default mean anything.
 * - A query parameter arrives as text; one the server turns into a number is documented as that
 *   number (its range included), which is how OpenAPI describes a serialised query value.
 * - A tuple (a GeoJSON position) says what its items are in `items` as well as `prefixItems`, with
 *   `maxItems`: the answers carry exactly its items, and tools that predate `prefixItems` (linters
 *   among them) read an array by its `items`.
 */
import {
  toJsonSchema,
  toJsonSchemaDefs,
  type ConversionConfig,
  type JsonSchema,
} from '@valibot/to-json-schema';
import * as v from 'valibot';
import {
  restroomDetailsAnswerEntries,
  restroomDetailsEntries,
  SETUP_PLACE_SHAPES,
} from '../../shared/schemas';

export type { JsonSchema };
type AnySchema = v.GenericSchema;

/** Actions that check or normalise without changing a value's JSON type. */
const SILENT_ACTIONS = new Set([
  'trim',
  'to_lower_case',
  'to_upper_case',
  'finite',
  'check',
  'raw_check',
  'partial_check',
]);

/**
 * Schemas JSON Schema cannot express, each documented as the schema that describes what it accepts.
 * The amenities of a payload are checked by a custom schema (so an array is not taken for an object)
 * and then parsed with the answer's amenities object: that object is what a client sends. The
 * course set-up's places likewise.
 */
const SUBSTITUTES = new Map<unknown, AnySchema>([
  [restroomDetailsEntries.amenities.wrapped.pipe[0], restroomDetailsAnswerEntries.amenities.wrapped],
  // The course set-up's places (shared/schemas/course-setup.ts), checked the same way.
  ...SETUP_PLACE_SHAPES,
]);

const OPTIONAL_TYPES = new Set(['optional', 'exact_optional', 'nullish', 'undefinedable']);

function withRules(jsonSchema: JsonSchema, message: string): JsonSchema {
  const rules = jsonSchema.description ? `${jsonSchema.description} ` : 'Also checked: ';
  return { ...jsonSchema, description: `${rules}${message.replace(/\.?$/, '.')}` };
}

/** See the top of the file: an entry whose absence is refused is required, and has no default. */
function requiredByBehaviour(valibotSchema: AnySchema, jsonSchema: JsonSchema): JsonSchema | undefined {
  if (valibotSchema.type !== 'object' || !('entries' in valibotSchema)) return undefined;
  const entries = valibotSchema.entries as Record<string, AnySchema>;
  const properties = { ...(jsonSchema.properties as Record<string, JsonSchema> | undefined) };
  const required = new Set(jsonSchema.required ?? []);
  for (const [key, entry] of Object.entries(entries)) {
    const property = properties[key];
    if (!OPTIONAL_TYPES.has(entry.type) || !property || v.safeParse(entry, undefined).success) continue;
    required.add(key);
    const { default: _unused, ...rest } = property;
    properties[key] = rest;
  }
  return { ...jsonSchema, properties, required: [...required] };
}

/** See the top of the file: a tuple's items, once for all when they agree. */
function withItems(jsonSchema: JsonSchema): JsonSchema {
  const prefix = (jsonSchema.prefixItems ?? []) as JsonSchema[];
  const kinds = [...new Set(prefix.map((item) => JSON.stringify(item)))].map(
    (text) => JSON.parse(text) as JsonSchema,
  );
  const [only] = kinds;
  const items = only && kinds.length === 1 ? only : { anyOf: kinds };
  return { ...jsonSchema, items, maxItems: prefix.length };
}

function baseConfig(mode: 'input' | 'output'): ConversionConfig {
  return {
    target: 'draft-2020-12',
    typeMode: mode,
    errorMode: 'throw',
    overrideSchema: ({ valibotSchema, jsonSchema }) => {
      const substitute = SUBSTITUTES.get(valibotSchema);
      if (substitute) return toJsonSchemaOf(substitute, mode);
      if (valibotSchema.type === 'tuple') return withItems(jsonSchema);
      return requiredByBehaviour(valibotSchema, jsonSchema);
    },
    overrideAction: ({ valibotAction, jsonSchema }) => {
      if (!SILENT_ACTIONS.has(valibotAction.type)) return undefined;
      const message: unknown = (valibotAction as { message?: unknown }).message;
      if (jsonSchema.type === 'object' && typeof message === 'string') return withRules(jsonSchema, message);
      return { ...jsonSchema };
    },
  };
}

const componentRef = ({ referenceId }: { referenceId: string }) => `#/components/schemas/${referenceId}`;

/** Strips the per-document keys the converter adds; the OpenAPI document declares its dialect once. */
function bare(jsonSchema: JsonSchema): JsonSchema {
  const { $schema: _schema, ...rest } = jsonSchema;
  return rest;
}

/** One schema on the wire (see the top of the file), with `$ref`s to the named components given. */
export function toJsonSchemaOf(
  schema: AnySchema,
  mode: 'input' | 'output' = 'input',
  components: Record<string, AnySchema> = {},
): JsonSchema {
  const definitions = Object.keys(components).length > 0 ? components : undefined;
  const converted = toJsonSchema(schema, {
    ...baseConfig(mode),
    ...(definitions ? { definitions } : {}),
    overrideRef: componentRef,
  });
  const { $defs: _defs, ...rest } = bare(converted);
  return rest;
}

/** Named schemas for `components.schemas`, referring to each other by `$ref`. */
export function toComponentSchemas(components: Record<string, AnySchema>): Record<string, JsonSchema> {
  const converted = toJsonSchemaDefs(components, { ...baseConfig('input'), overrideRef: componentRef });
  return Object.fromEntries(Object.entries(converted).map(([name, schema]) => [name, bare(schema)]));
}

const isNumeric = (jsonSchema: JsonSchema) => jsonSchema.type === 'number' || jsonSchema.type === 'integer';

/** A query parameter: as text, unless the server reads it as a number (see the top of the file). */
export function toQueryParameterSchema(schema: AnySchema): JsonSchema {
  const input = toJsonSchemaOf(schema, 'input');
  if (input.type !== 'string') return input;
  const output = bare(toJsonSchema(schema, { ...baseConfig('output'), errorMode: 'ignore' }));
  if (!isNumeric(output)) return input;
  // A default is given as the text a query would carry ('30'); the parameter is documented as its number.
  return typeof output.default === 'string' ? { ...output, default: Number(output.default) } : output;
}

/** The entries of a query schema (an object, or a pipe starting with one), by parameter name. */
export function queryEntries(schema: AnySchema): Record<string, AnySchema> {
  const object = 'pipe' in schema ? (schema.pipe as AnySchema[])[0] : schema;
  if (!object || !('entries' in object)) throw new Error('A query schema must be an object');
  return object.entries as Record<string, AnySchema>;
}
