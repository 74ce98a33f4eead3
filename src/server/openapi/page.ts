/**
 * GET /api/docs: the OpenAPI document as one server-rendered page (docs/product.md §11). No script
 * and no style attribute: the app's content security policy applies to it unchanged, and it needs
 * nothing from another host. Its one stylesheet is ours (page-style.ts).
 */
import { REFERENCE_PATHS } from './catalogue/public';
import { resolveResponse } from './document';
import type { JsonSchema } from './json-schema';
import { describe, escapeHtml, refName, schemaAnchor, typeLabel } from './page-schema';
import type { HttpMethod, OpenApiDocument, OperationObject, ParameterObject, ResponseObject } from './types';

interface Operation {
  method: HttpMethod;
  path: string;
  operation: OperationObject;
}

const code = (text: string) => `<code>${escapeHtml(text)}</code>`;

/** Text with `code` spans, as the document's descriptions write them. */
const inline = (text: string) =>
  escapeHtml(text).replace(/`([^`]+)`/g, (_match, span: string) => `<code>${span}</code>`);

/** The info description's Markdown subset: paragraphs, `- ` lists and `code` spans. */
function markdown(text: string): string {
  return text
    .split(/\n\n+/)
    .map((block) => {
      const lines = block.split('\n');
      if (lines.every((line) => line.startsWith('- '))) {
        return `<ul>${lines.map((line) => `<li>${inline(line.slice(2))}</li>`).join('')}</ul>`;
      }
      return `<p>${inline(block)}</p>`;
    })
    .join('');
}

function access(operation: OperationObject): string {
  const schemes = operation.security ?? [];
  if (schemes.length === 0) return 'Public';
  if (schemes.some((requirement) => Object.keys(requirement).length === 0)) {
    return 'Public; a bearer token is optional and shapes the answer';
  }
  const roles = operation['x-roles'];
  return roles ? `Bearer token of a user with the role ${roles.map(code).join(' or ')}` : 'Bearer token';
}

function parameters(document: OpenApiDocument, operation: OperationObject): string {
  const list = (operation.parameters ?? []).map((parameter): ParameterObject => {
    if ('$ref' in parameter) {
      const found = document.components.parameters[refName(parameter.$ref)];
      if (!found) throw new Error(`Unknown parameter ${parameter.$ref}`);
      return found;
    }
    return parameter;
  });
  if (list.length === 0) return '';
  const rows = list.map((parameter) => {
    const required = parameter.required
      ? '<span class="required">required</span>'
      : '<span class="optional">optional</span>';
    const description = parameter.description
      ? ` <span class="description">${escapeHtml(parameter.description)}</span>`
      : '';
    return `<li>${code(parameter.name)} <span class="where">in ${parameter.in}</span> ${required} ${describe(parameter.schema)}${description}</li>`;
  });
  return `<h4>Parameters</h4><ul class="properties">${rows.join('')}</ul>`;
}

/** A named schema is shown in place (with a link to its section), so a route reads on its own. */
function expanded(document: OpenApiDocument, schema: JsonSchema): string {
  if (!schema.$ref) return describe(schema);
  const target = document.components.schemas[refName(schema.$ref)];
  return target ? `${typeLabel(schema)}: ${describe(target)}` : typeLabel(schema);
}

function body(document: OpenApiDocument, operation: OperationObject): string {
  const requestBody = operation.requestBody;
  if (!requestBody) return '';
  const [type, media] = Object.entries(requestBody.content)[0] ?? [];
  if (!type) return '';
  const optional = requestBody.required ? '' : ' <span class="optional">optional</span>';
  const description = requestBody.description ? `<p>${inline(requestBody.description)}</p>` : '';
  const schema = media?.schema
    ? `<div class="value">${code(type)} ${expanded(document, media.schema)}</div>`
    : '';
  return `<h4>Body${optional}</h4>${description}${schema}`;
}

function answerBody(document: OpenApiDocument, response: ResponseObject): string {
  const [type, media] = Object.entries(response.content ?? {})[0] ?? [];
  if (!type) return '';
  const schema = media?.schema;
  if (!schema) return ` ${code(type)}`;
  const data = (schema.properties as Record<string, JsonSchema> | undefined)?.data;
  if (!data) return ` ${code(type)} ${expanded(document, schema)}`;
  return ` ${code(type)}, the envelope ${code('{ "success": true, "data": … }')} with <code>data</code> ${expanded(document, data)}`;
}

function responses(document: OpenApiDocument, operation: OperationObject): string {
  const entries = Object.entries(operation.responses).map(
    ([status, response]) => [status, resolveResponse(document, response).response] as const,
  );
  const successes = entries.filter(([status]) => Number(status) < 400);
  const failures = entries.filter(([status]) => Number(status) >= 400);
  const answer = successes
    .map(
      ([status, response]) =>
        `<div class="value"><span class="status ok">${status}</span> ${inline(response.description)}${answerBody(document, response)}</div>`,
    )
    .join('');
  const errors = failures
    .map(
      ([status, response]) =>
        `<li><span class="status error">${status}</span> ${inline(response.description)}</li>`,
    )
    .join('');
  return `<h4>Answer</h4>${answer}<h4>Errors</h4><p class="note">The error envelope (<a href="#${schemaAnchor('ErrorBody')}">ErrorBody</a>) unless said otherwise.</p><ul class="errors">${errors}</ul>`;
}

function operationSection(document: OpenApiDocument, { method, path, operation }: Operation): string {
  return [
    `<article class="operation" id="${escapeHtml(operation.operationId)}">`,
    `<h3><span class="method ${method}">${method.toUpperCase()}</span> ${code(path)}</h3>`,
    `<p class="summary">${escapeHtml(operation.summary)}</p>`,
    operation.description ? `<p>${inline(operation.description)}</p>` : '',
    `<p class="access"><strong>Access:</strong> ${access(operation)}</p>`,
    parameters(document, operation),
    body(document, operation),
    responses(document, operation),
    '</article>',
  ].join('');
}

function operationsByTag(document: OpenApiDocument): Map<string, Operation[]> {
  const byTag = new Map<string, Operation[]>(document.tags.map((tag) => [tag.name, []]));
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item) as [HttpMethod, OperationObject][]) {
      for (const tag of operation.tags) byTag.get(tag)?.push({ method, path, operation });
    }
  }
  return byTag;
}

export function renderReferencePage(document: OpenApiDocument): string {
  const byTag = operationsByTag(document);
  const contents = document.tags
    .map((tag) => {
      const links = (byTag.get(tag.name) ?? [])
        .map(
          ({ method, path, operation }) =>
            `<li><a href="#${escapeHtml(operation.operationId)}"><span class="method ${method}">${method.toUpperCase()}</span> ${escapeHtml(path)}</a></li>`,
        )
        .join('');
      return `<li><a href="#tag-${escapeHtml(tag.name)}">${escapeHtml(tag.name)}</a><ul>${links}</ul></li>`;
    })
    .join('');
  const sections = document.tags
    .map((tag) => {
      const operations = (byTag.get(tag.name) ?? [])
        .map((operation) => operationSection(document, operation))
        .join('');
      return `<section id="tag-${escapeHtml(tag.name)}"><h2>${escapeHtml(tag.name)}</h2><p>${inline(tag.description)}</p>${operations}</section>`;
    })
    .join('');
  const schemas = Object.entries(document.components.schemas)
    .map(
      ([name, schema]) =>
        `<article class="schema" id="${escapeHtml(schemaAnchor(name))}"><h3>${escapeHtml(name)}</h3><div class="value">${describe(schema)}</div></article>`,
    )
    .join('');
  const { title, version, description } = document.info;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} reference</title>
<link rel="stylesheet" href="${REFERENCE_PATHS.stylesheet}">
</head>
<body>
<header><h1>${escapeHtml(title)} <span class="version">${escapeHtml(version)}</span></h1>${markdown(description)}<p>Machine-readable: <a href="${REFERENCE_PATHS.document}">the OpenAPI 3.1 document</a>.</p></header>
<nav aria-label="Routes"><h2>Routes</h2><ul class="contents">${contents}<li><a href="#schemas">Schemas</a></li></ul></nav>
<main>${sections}<section id="schemas"><h2>Schemas</h2>${schemas}</section></main>
</body>
</html>
`;
}
