/** The screen for a path without one (docs/product.md §2, the spec's texts), a lazy chunk of its own. */

export default {
  'notFound.title': 'Page Under Construction',
  'notFound.text': 'This page is not yet implemented.',
} as const;
