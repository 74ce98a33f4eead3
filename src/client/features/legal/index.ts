// Both the menu and the viewer load on demand (see their lazy-* wrappers), keeping the first page light.
export { LazyLegalMenu as LegalMenu } from './lazy-legal-menu';
export { LegalLinks } from './legal-links';
export { LazyLegalDocumentDialog as LegalDocumentDialog } from './lazy-legal-document-dialog';
