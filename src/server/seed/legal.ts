/**
 * The four legal documents the app links to (docs/product.md §2 legal modal). Their text lives in
 * ./legal/*.md using only the markup the client renders: '#', '##', '###' headings, '- ' items, blank lines.
 * Seeding runs on every start, on both databases, and only inserts a type+version that is missing,
 * so publishing a new version is: add the text, bump LEGAL_VERSION (and the date), restart.
 */
import { readFileSync } from 'node:fs';
import type { LegalDocumentType } from '../../shared/schemas';
import type { Executor } from '../db/client';
import { insertLegalDocumentIfMissing, type LegalDocumentRow } from '../legal/queries';

export const LEGAL_VERSION = '1.4';
/**
 * 1.1: the privacy policy says what deleting an account removes, and how to export one's data.
 * 1.2: the terms say restroom facts are published as open data under the ODbL (docs/product.md §11).
 * 1.3: the privacy policy says every use of the golfer's position (the nearest answer, the round,
 * the course saved by itself at the course, a restroom pinned where one stands), not only the
 * course list's distance sort.
 * 1.4: the privacy policy adds the quick questions' uses: the check, on the device, whether the golfer
 * is at the course, and the position kept with a hole answer given with "I'm standing at it".
 */
export const LEGAL_EFFECTIVE_DATE = '2026-11-29';

const TITLES: Record<LegalDocumentType, string> = {
  terms_of_service: 'Terms of Service',
  privacy_policy: 'Privacy Policy',
  community_guidelines: 'Community Guidelines',
  disclaimers: 'Disclaimers',
};

function legalDocumentSeeds(): LegalDocumentRow[] {
  return (Object.keys(TITLES) as LegalDocumentType[]).map((type) => ({
    type,
    version: LEGAL_VERSION,
    title: TITLES[type],
    effectiveDate: LEGAL_EFFECTIVE_DATE,
    content: readFileSync(new URL(`./legal/${type}.md`, import.meta.url), 'utf8').trim(),
  }));
}

/** Returns how many documents were inserted (0 on every start after the first). */
export async function seedLegalDocuments(db: Executor): Promise<number> {
  let inserted = 0;
  for (const doc of legalDocumentSeeds()) {
    if (await insertLegalDocumentIfMissing(db, doc)) inserted += 1;
  }
  return inserted;
}
