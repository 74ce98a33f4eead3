/** The parts of an OpenAPI 3.1 document this module writes and its reference page reads. */
import type { JsonSchema } from './json-schema';

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

interface MediaTypeObject {
  schema?: JsonSchema;
}

export interface RefObject {
  $ref: string;
}

export interface ResponseObject {
  description: string;
  headers?: Record<string, { description?: string; schema: JsonSchema } | { $ref: string }>;
  content?: Record<string, MediaTypeObject>;
}

export interface OperationObject {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  /** `[]` for a public route: it needs no token (an absent list would mean "not said"). */
  security: Record<string, string[]>[];
  /** The roles a route is for, besides being signed in (docs/decisions.md §3). */
  'x-roles'?: string[];
  parameters?: (ParameterObject | { $ref: string })[];
  requestBody?: { required: boolean; description?: string; content: Record<string, MediaTypeObject> };
  responses: Record<string, ResponseObject | RefObject>;
}

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: {
    title: string;
    version: string;
    description: string;
    license: { name: string; identifier: string };
  };
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Partial<Record<HttpMethod, OperationObject>>>;
  /** What a method and path not listed answer, by status (document.ts). */
  'x-unlisted-routes': Record<string, ResponseObject | RefObject>;
  components: {
    schemas: Record<string, JsonSchema>;
    parameters: Record<string, ParameterObject>;
    headers: Record<string, { description: string; schema: JsonSchema }>;
    responses: Record<string, ResponseObject>;
    securitySchemes: Record<
      string,
      { type: 'http'; scheme: 'bearer'; bearerFormat: string; description: string }
    >;
  };
}
