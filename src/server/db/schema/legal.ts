/** The legal documents (docs/product.md §3), one row per type and version. */
import { date, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    version: text('version').notNull(),
    title: text('title').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('legal_documents_type_version_unique').on(t.type, t.version)],
);
