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
import { LazyLegalDocumentDialog } from './lazy-legal-document-dialog';
import { LEGAL_DOCUMENTS } from './legal-documents';

/** `defaultOpen`: the stand-in was tapped before this chunk arrived (lazy-legal-menu.tsx). */
export function LegalMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState<LegalDocumentType | null>(null);
  return (
    <>
      {/* Not modal: a modal menu hides the rest of the page with aria-hidden while its links and
          buttons stay focusable (axe: aria-hidden-focus); this one still closes on Escape, on a
          tap outside and when focus leaves it. */}
      <DropdownMenu defaultOpen={defaultOpen} modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className={headerItemClasses} aria-label="Legal documents">
            <Scale aria-hidden className="size-5" />
            <HeaderItemLabel>Legal documents</HeaderItemLabel>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent label="Legal Documents">
          {LEGAL_DOCUMENTS.map(({ type, label }) => (
            <DropdownMenuItem key={type} onSelect={() => setOpen(type)}>
              {label}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <LazyLegalDocumentDialog type={open} onClose={() => setOpen(null)} />
    </>
  );
}
