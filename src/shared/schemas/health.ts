/** GET /api/health: whether the process and its database answer. */
import * as v from 'valibot';

export const healthSchema = v.object({
  status: v.picklist(['ok']),
  version: v.string(),
  database: v.object({
    kind: v.picklist(['pglite', 'postgres']),
    reachable: v.boolean(),
    latencyMs: v.number(),
  }),
  uptimeSeconds: v.number(),
});
export type Health = v.InferOutput<typeof healthSchema>;
