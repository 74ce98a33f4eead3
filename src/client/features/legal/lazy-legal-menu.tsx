/**
 * The Legal Documents menu, loaded on first render: its dropdown brings a popper library the landing
 * page does not need. The fallback holds the button's 44 px so the header does not shift.
 */
import { lazy, Suspense } from 'react';

const LegalMenu = lazy(() => import('./legal-menu').then((module) => ({ default: module.LegalMenu })));

export function LazyLegalMenu() {
  return (
    <Suspense fallback={<span aria-hidden className="size-11 shrink-0" />}>
      <LegalMenu />
    </Suspense>
  );
}
