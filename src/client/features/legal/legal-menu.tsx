/** The header's Legal Documents menu (docs/product.md §2, signed-in layout); each entry opens the viewer. */
import { useState } from 'react';
import { Scale } from 'lucide-react';
import type { LegalDocumentType } from '../../../shared/schemas/legal';
import { Button } from '../../components/ui/button';
import { HeaderItemLabel, headerItemClasses } from '../../components/ui/header-item';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { EnglishOnlyNote } from './english-only-note';
import { LazyLegalDocumentDialog } from './lazy-legal-document-dialog';
import { LEGAL_DOCUMENT_TYPES } from '../../../shared/constants';
import { useT } from '../../lib/i18n/catalogue';
import shell from '../../lib/i18n/catalogues/en/shell';

/** `defaultOpen`: the stand-in was tapped before this chunk arrived (lazy-legal-menu.tsx). */
export function LegalMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState<LegalDocumentType | null>(null);
  const t = useT(shell);
  return (
    <>
      {/* Not modal: a modal menu hides the rest of the page with aria-hidden while its links and
          buttons stay focusable (axe: aria-hidden-focus); this one still closes on Escape, on a
          tap outside and when focus leaves it. */}
      <DropdownMenu defaultOpen={defaultOpen} modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className={headerItemClasses} aria-label={t('shell.legal')}>
            <Scale aria-hidden className="size-5" />
            <HeaderItemLabel>{t('shell.legal')}</HeaderItemLabel>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent label={t('shell.legalDocuments')}>
          {LEGAL_DOCUMENT_TYPES.map((type) => (
            <DropdownMenuItem key={type} onSelect={() => setOpen(type)}>
              {t(`shell.doc.${type}`)}
            </DropdownMenuItem>
          ))}
          <EnglishOnlyNote className="max-w-64 px-3 pt-1 pb-2 text-xs" />
        </DropdownMenuContent>
      </DropdownMenu>
      <LazyLegalDocumentDialog type={open} onClose={() => setOpen(null)} />
    </>
  );
}
