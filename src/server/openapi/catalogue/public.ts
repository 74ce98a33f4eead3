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
    description:
      'Answers 200 with the database’s kind and latency while this process can serve; 503 when its database does not answer. For load balancers’ readiness checks: not rate-limited.',
    tag: 'Public',
    access: 'public',
    answer: { status: 200, data: 'Health' },
    errors: { 503: 'The database is not reachable; `data` is the report.' },
  },
  {
    method: 'GET',
    path: '/api/health/live',
    summary: 'Liveness: this process answers HTTP',
    description:
      'Answers without touching the database, so a database blip does not get every process restarted.',
    tag: 'Public',
    access: 'public',
    answer: { status: 200, data: 'LiveResult' },
  },
  {
    method: 'GET',
    path: '/api/legal/:type',
    summary: 'The legal document in force of a type',
    description:
      'The version in force of the terms of service, privacy policy, community guidelines or disclaimers, with its effective date.',
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
    description: 'Courses, reviews and users, as the landing page shows them.',
    tag: 'Public',
    access: 'public',
    answer: { status: 200, data: 'PublicStatsResult' },
  },
  {
    method: 'GET',
    path: REFERENCE_PATHS.document,
    summary: 'This API as an OpenAPI 3.1 document',
    description: 'This document, generated from the route catalogue and the schemas client and server share.',
    tag: 'Reference',
    access: 'public',
    answer: { status: 200, contentType: 'application/json', description: 'The OpenAPI document.' },
  },
  {
    method: 'GET',
    path: REFERENCE_PATHS.page,
    summary: 'This API as a readable page',
    description: 'This reference as one server-rendered page: no script, nothing from another host.',
    tag: 'Reference',
    access: 'public',
    answer: { status: 200, contentType: 'text/html', description: 'The reference page (no script).' },
  },
  {
    method: 'GET',
    path: REFERENCE_PATHS.stylesheet,
    summary: 'The reference page’s stylesheet',
    description: 'The one stylesheet of the reference page.',
    tag: 'Reference',
    access: 'public',
    answer: { status: 200, contentType: 'text/css', description: 'The stylesheet.' },
  },
];
