/** The header's Legal Documents menu (spec §2, signed-in layout); each entry opens the viewer. */
import { useState } from 'react';
import { Scale } from 'lucide-react';
import type { LegalDocumentType } from '../../../shared/schemas/legal';
import { Button } from '../../components/ui/button';
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
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Legal documents">
            <Scale aria-hidden className="size-5" />
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
