// Both the menu and the viewer load on demand (see their lazy-* wrappers), keeping the first page light.
// The header menu's entry comes with the menu's other settings (app/layouts/lazy-header-settings.tsx):
// exported statically, this index (in the first chunk for the footer's links) brought it there too.
export const loadLegalMenu = () => import('./lazy-legal-menu').then((module) => module.LazyLegalMenu);
export { LegalLinks } from './legal-links';
export { LazyLegalDocumentDialog as LegalDocumentDialog } from './lazy-legal-document-dialog';
