import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { expect, it } from 'vitest';
import { legalDocuments } from '../../src/server/db/schema';
import { LEGAL_EFFECTIVE_DATE, LEGAL_VERSION, seedLegalDocuments } from '../../src/server/seed/legal';
import { LEGAL_DOCUMENT_TYPES } from '../../src/shared/constants';
import { legalDocumentResultSchema, successSchema } from '../../src/shared/schemas';
import { describeEachDatabase } from './helpers/databases';

const TITLES = {
  terms_of_service: 'Terms of Service',
  privacy_policy: 'Privacy Policy',
  community_guidelines: 'Community Guidelines',
  disclaimers: 'Disclaimers',
};

/**
 * The client renders only these (docs/product.md §2): headings, '- ' items, paragraphs separated by blank
 * lines.
 */
function usesOnlySupportedMarkup(content: string): boolean {
  return content.split('\n').every((line) => {
    if (line.trim() === '') return true;
    if (/^#{1,3} \S/.test(line)) return true;
    if (line.startsWith('- ')) return true;
    // A paragraph line must not look like markup the client would show raw.
    return !/^(#{4,}|[*+>|]|\d+\.\s|```|\s)/.test(line) && !/\*\*|__|\[[^\]]+\]\(/.test(line);
  });
}

describeEachDatabase('GET /api/legal/:type', (getCtx) => {
  for (const type of LEGAL_DOCUMENT_TYPES) {
    it(`answers the current ${type}`, async () => {
      const res = await getCtx().request(`/api/legal/${type}`);
      expect(res.status).toBe(200);
      const { data } = v.parse(successSchema(legalDocumentResultSchema), await res.json());
      expect(data.document).toMatchObject({
        type,
        title: TITLES[type],
        version: LEGAL_VERSION,
        effectiveDate: LEGAL_EFFECTIVE_DATE,
      });
      expect(data.document.content.startsWith(`# ${TITLES[type]}\n`)).toBe(true);
      expect(data.document.content.length).toBeGreaterThan(1000);
      expect(usesOnlySupportedMarkup(data.document.content)).toBe(true);
    });
  }

  it('says in the disclaimers that owner verification does not guarantee current conditions', async () => {
    const body = (await (await getCtx().request('/api/legal/disclaimers')).json()) as {
      data: { document: { content: string } };
    };
    expect(body.data.document.content).toContain(
      'Owner verification does not guarantee current facility conditions.',
    );
  });

  it('says in the privacy policy every use of the golfer position, with the labels the app shows', async () => {
    const body = (await (await getCtx().request('/api/legal/privacy_policy')).json()) as {
      data: { document: { content: string } };
    };
    const content = body.data.document.content;
    // The screens' own words, so a golfer can match the policy to the button.
    for (const label of [
      'Find restrooms near me',
      'Nearest courses first',
      'Nearest now',
      "I'm standing at it",
      'Where is it? (hole)',
    ])
      expect(content).toContain(`"${label}"`);
    expect(content).toContain('never keep a history of where you have been');
  });

  it('answers 400 for an unknown type', async () => {
    const res = await getCtx().request('/api/legal/cookie_policy');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, message: 'Unknown document type' });
  });

  it('answers the newest version once one is published', async () => {
    const { db, request } = getCtx();
    await db.insert(legalDocuments).values({
      type: 'privacy_policy',
      version: '9.9',
      title: 'Privacy Policy',
      effectiveDate: '2027-01-15',
      content: '# Privacy Policy\n\nUpdated.',
    });
    try {
      const body = (await (await request('/api/legal/privacy_policy')).json()) as {
        data: { document: { version: string; effectiveDate: string } };
      };
      expect(body.data.document).toMatchObject({ version: '9.9', effectiveDate: '2027-01-15' });
    } finally {
      await db
        .delete(legalDocuments)
        .where(and(eq(legalDocuments.type, 'privacy_policy'), eq(legalDocuments.version, '9.9')));
    }
  });

  it('answers 404 when a type has no document, and seeding restores it without duplicates', async () => {
    const { db, request } = getCtx();
    await db.delete(legalDocuments).where(eq(legalDocuments.type, 'disclaimers'));
    const missing = await request('/api/legal/disclaimers');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      success: false,
      code: 'document_not_found',
      message: 'Document not available',
    });

    expect(await seedLegalDocuments(db)).toBe(1);
    expect(await seedLegalDocuments(db)).toBe(0);
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(legalDocuments);
    expect(row?.n).toBe(4);
    expect((await request('/api/legal/disclaimers')).status).toBe(200);
  });
});
