/** The four legal documents as footer links, opening the same viewer (readable before signing up). */
import { useState } from 'react';
import type { LegalDocumentType } from '../../../shared/schemas/legal';
import { LazyLegalDocumentDialog } from './lazy-legal-document-dialog';
import { LEGAL_DOCUMENT_TYPES } from '../../../shared/constants';
import { useT } from '../../lib/i18n/catalogue';
import shell from '../../lib/i18n/catalogues/en/shell';

export function LegalLinks() {
  const [open, setOpen] = useState<LegalDocumentType | null>(null);
  const t = useT(shell);
  return (
    <>
      <ul className="flex flex-wrap justify-center gap-x-1 gap-y-0">
        {LEGAL_DOCUMENT_TYPES.map((type) => (
          <li key={type}>
            <button
              type="button"
              onClick={() => setOpen(type)}
              className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-medium text-fg-muted underline-offset-4 hover:text-fg hover:underline"
            >
              {t(`shell.doc.${type}`)}
            </button>
          </li>
        ))}
      </ul>
      <LazyLegalDocumentDialog type={open} onClose={() => setOpen(null)} />
    </>
  );
}
