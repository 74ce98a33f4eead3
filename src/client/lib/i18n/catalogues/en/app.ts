/**
 * The router's error screen's English messages (docs/product.md §8). It is in the first chunk, so
 * this catalogue holds nothing else (the /courses first-card budget, BENCHMARKS.md).
 */

export default {
  'app.error': 'Unexpected Application Error!',
  'app.home': 'Go Back Home',
} as const;
