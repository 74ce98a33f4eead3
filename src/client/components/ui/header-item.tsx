/**
 * The header's icon buttons that fold into "More" on phones (app/layouts/header-more.tsx): in that
 * panel each is a full-width row with its label beside the icon, a tap target that says what it
 * does; from the `sm` breakpoint up it is the usual 44 px icon in the header's row.
 */
import type { ReactNode } from 'react';

export const headerItemClasses = 'max-sm:w-full max-sm:justify-start max-sm:px-3';

export function HeaderItemLabel({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden className="text-sm font-semibold sm:hidden">
      {children}
    </span>
  );
}
