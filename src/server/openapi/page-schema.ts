/**
 * JSON Schemas of the document as readable HTML for the reference page: a type line per value
 * (named schemas as links to their section), constraints in words, and an object's properties as a
 * nested list. Every text from the document is escaped: the page has no script, but descriptions
 * are ours and schemas may carry patterns with `<`.
 */
import type { JsonSchema } from './json-schema';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);

export const schemaAnchor = (name: string) => `schema-${name}`;

/** `#/components/schemas/Restroom` → `Restroom`. */
export const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);

const code = (text: string) => `<code>${escapeHtml(text)}</code>`;
const literal = (value: unknown) => code(JSON.stringify(value));

const asSchemas = (value: unknown): JsonSchema[] => (Array.isArray(value) ? (value as JsonSchema[]) : []);

/** A value's type in a few words: `string`, `"a" | "b"`, `array of Restroom`, `number or null`. */
export function typeLabel(schema: JsonSchema): string {
  if (schema.$ref)
    return `<a href="#${schemaAnchor(refName(schema.$ref))}">${escapeHtml(refName(schema.$ref))}</a>`;
  if ('const' in schema) return literal(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map(literal).join(' | ');
  const options = asSchemas(schema.anyOf ?? schema.oneOf);
  if (options.length > 0) return options.map(typeLabel).join(' or ');
  if (Array.isArray(schema.prefixItems))
    return `[${asSchemas(schema.prefixItems).map(typeLabel).join(', ')}]`;
  if (schema.type === 'array') {
    const items = schema.items;
    return items && typeof items === 'object' && !Array.isArray(items)
      ? `array of ${typeLabel(items)}`
      : 'array';
  }
  if (Array.isArray(schema.type)) return schema.type.map((type) => escapeHtml(String(type))).join(' or ');
  if (typeof schema.type === 'string') return escapeHtml(schema.type);
  return 'any value';
}

/** Constraints and defaults, in words. */
function constraints(schema: JsonSchema): string[] {
  const notes: string[] = [];
  if (schema.format) notes.push(`format ${code(schema.format)}`);
  if (schema.minLength !== undefined && schema.maxLength !== undefined) {
    notes.push(`${schema.minLength}–${schema.maxLength} characters`);
  } else if (schema.minLength !== undefined) notes.push(`at least ${schema.minLength} character(s)`);
  else if (schema.maxLength !== undefined) notes.push(`at most ${schema.maxLength} characters`);
  if (schema.minimum !== undefined) notes.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined) notes.push(`≤ ${schema.maximum}`);
  if (schema.maxItems !== undefined) notes.push(`at most ${schema.maxItems} items`);
  if (schema.pattern) notes.push(`matches ${code(schema.pattern)}`);
  if (schema.default !== undefined) notes.push(`default ${literal(schema.default)}`);
  return notes;
}

/** The schemas whose properties are listed under a value (an object, or objects among options). */
function nestedObjects(schema: JsonSchema): JsonSchema[] {
  if (schema.$ref) return [];
  if (schema.type === 'object' && schema.properties) return [schema];
  if (
    schema.type === 'array' &&
    schema.items &&
    typeof schema.items === 'object' &&
    !Array.isArray(schema.items)
  ) {
    return nestedObjects(schema.items);
  }
  return asSchemas(schema.anyOf ?? schema.oneOf).flatMap(nestedObjects);
}

function propertyList(object: JsonSchema, depth: number): string {
  const required = new Set(object.required ?? []);
  const properties = Object.entries((object.properties ?? {}) as Record<string, JsonSchema>);
  if (properties.length === 0) return '<p class="note">An object with no fields.</p>';
  const items = properties.map(([name, property]) => {
    const flag = required.has(name)
      ? '<span class="required">required</span>'
      : '<span class="optional">optional</span>';
    return `<li>${code(name)} ${flag} ${describe(property, depth + 1)}</li>`;
  });
  return `<ul class="properties">${items.join('')}</ul>`;
}

/** One value: its type line, constraints, description, and its fields when it is an object. */
export function describe(schema: JsonSchema, depth = 0): string {
  const notes = constraints(schema);
  const parts = [`<span class="type">${typeLabel(schema)}</span>`];
  if (notes.length > 0) parts.push(`<span class="constraints">${notes.join(', ')}</span>`);
  if (schema.description) parts.push(`<span class="description">${escapeHtml(schema.description)}</span>`);
  // Deeply nested objects are rare here; a limit keeps a self-similar schema from running away.
  const objects = depth < 6 ? nestedObjects(schema) : [];
  const nested = objects.map((object, index) => {
    const heading = objects.length > 1 ? `<p class="note">Option ${index + 1}:</p>` : '';
    return `${heading}${propertyList(object, depth)}`;
  });
  return `${parts.join(' ')}${nested.join('')}`;
}
