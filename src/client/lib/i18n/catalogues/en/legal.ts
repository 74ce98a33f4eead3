/**
 * The legal document viewer's English messages (features/legal). The documents themselves are
 * the server's, in English (docs/decisions.md §9); their names are the shell's (`shell.doc.*`).
 */

export default {
  'legal.document': 'Legal document',
  'legal.text': '{label} text',
  'legal.meta': 'Version {version} · Effective {date, date, long}',
  /** The same, for an effective date that is not a date the browser can read: shown as it came. */
  'legal.metaAsGiven': 'Version {version} · Effective {date}',
  /** Completes "Not saved on this device — connect to load …" (components/ui/not-saved.tsx). */
  'legal.thisDocument': 'this document',
  'legal.notAvailable': 'Document not available',
  'legal.error': 'Error',
  'legal.loadFailed': 'Failed to load document',
} as const;
