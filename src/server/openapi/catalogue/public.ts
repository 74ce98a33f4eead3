/**
 * Public reads: health (health/routes.ts), legal documents (legal/routes.ts), statistics
 * (stats/routes.ts), and this reference (openapi/routes.ts).
 */
import { legalDocumentTypeSchema } from '../../../shared/schemas';
import type { RouteEntry } from './types';

export const REFERENCE_PATHS = {
  document: '/api/openapi.json',
  page: '/api/docs',
  stylesheet: '/api/docs/reference.css',
} as const;

export const publicRoutes: RouteEntry[] = [
  {
    method: 'GET',
    path: '/api/health',
    summary: 'Readiness: this process and its database answer',
    tag: 'Public',
    access: 'public',
    answer: { status: 200, data: 'Health' },
    errors: { 503: 'The database is not reachable; `data` is the report.' },
  },
  {
    method: 'GET',
    path: '/api/health/live',
    summary: 'Liveness: this process answers HTTP',
    tag: 'Public',
    access: 'public',
    answer: { status: 200, data: 'LiveResult' },
  },
  {
    method: 'GET',
    path: '/api/legal/:type',
    summary: 'The legal document in force of a type',
    tag: 'Public',
    access: 'public',
    params: { type: legalDocumentTypeSchema },
    answer: { status: 200, data: 'LegalDocumentResult' },
    errors: { 400: 'Unknown document type.', 404: 'No document of this type is published.' },
  },
  {
    method: 'GET',
    path: '/api/stats/public',
    summary: 'Landing-page counts',
    tag: 'Public',
    access: 'public',
    answer: { status: 200, data: 'PublicStatsResult' },
  },
  {
    method: 'GET',
    path: REFERENCE_PATHS.document,
    summary: 'This API as an OpenAPI 3.1 document',
    tag: 'Reference',
    access: 'public',
    answer: { status: 200, contentType: 'application/json', description: 'The OpenAPI document.' },
  },
  {
    method: 'GET',
    path: REFERENCE_PATHS.page,
    summary: 'This API as a readable page',
    tag: 'Reference',
    access: 'public',
    answer: { status: 200, contentType: 'text/html', description: 'The reference page (no script).' },
  },
  {
    method: 'GET',
    path: REFERENCE_PATHS.stylesheet,
    summary: 'The reference page’s stylesheet',
    tag: 'Reference',
    access: 'public',
    answer: { status: 200, contentType: 'text/css', description: 'The stylesheet.' },
  },
];
