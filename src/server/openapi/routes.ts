/**
 * The API's own reference (docs/product.md §11), public and the same for everyone: the OpenAPI
 * document at GET /api/openapi.json, the readable page at GET /api/docs and its stylesheet. Both are
 * generated once per process; shared caches may keep them for a while, since they change only with
 * a deploy.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../http/types';
import { REFERENCE_PATHS } from './catalogue/public';
import { openApiDocument } from './document';
import { renderReferencePage } from './page';
import { REFERENCE_STYLESHEET } from './page-style';

const CACHE_CONTROL = 'public, max-age=300';
const underApi = (path: string) => path.slice('/api'.length);

let page: string | undefined;

/** Mounted at /api (app.ts); a middleware here would run for every /api path, hence per route. */
export function openApiRoutes() {
  const cached = { 'Cache-Control': CACHE_CONTROL };
  return new Hono<AppEnv>()
    .get(underApi(REFERENCE_PATHS.document), (c) => c.json(openApiDocument(), 200, cached))
    .get(underApi(REFERENCE_PATHS.page), (c) =>
      c.html((page ??= renderReferencePage(openApiDocument())), 200, cached),
    )
    .get(underApi(REFERENCE_PATHS.stylesheet), (c) =>
      c.body(REFERENCE_STYLESHEET, 200, { ...cached, 'Content-Type': 'text/css; charset=utf-8' }),
    );
}
