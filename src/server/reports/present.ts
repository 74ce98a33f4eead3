/** A status report as anyone may see it (docs/product.md §10): never who made it, only whether it is the caller's. */
import type { Report } from '../../shared/schemas';
import type { ReportRow } from './queries';

export function presentReport(row: ReportRow, viewerId: string | undefined): Report {
  return {
    _id: row.id,
    restroomId: row.restroomId,
    kind: row.kind as Report['kind'],
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    mine: viewerId !== undefined && row.userId === viewerId,
  };
}
