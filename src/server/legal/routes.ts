/** GET /api/legal/:type: the document in force for one of the four types. */
import { Hono } from 'hono';
import { legalDocumentTypeSchema } from '../../shared/schemas';
import { ok } from '../http/envelope';
import type { AppEnv } from '../http/types';
import { validate } from '../http/validate';
import { getLegalDocument } from './service';

export function legalRoutes() {
  return new Hono<AppEnv>().get('/:type', async (c) => {
    const type = validate(legalDocumentTypeSchema, c.req.param('type'));
    const document = await c.var.publicRead(({ db }) => getLegalDocument(db, type));
    return ok(c, { document });
  });
}
