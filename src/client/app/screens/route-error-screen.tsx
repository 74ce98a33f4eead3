/**
 * The router's error boundary (docs/product.md §8 "Routing failure fallback"). It renders without the
 * layouts, since a layout may be what failed, and links home with a full page load for a clean start.
 */
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { TriangleAlert } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import { useT } from '../../lib/i18n/catalogue';
import app from '../../lib/i18n/catalogues/en/app';

/** The failure's own technical words, for a report (none when it gave none). */
function describe(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : undefined;
}

export function RouteErrorScreen() {
  const error = useRouteError();
  const t = useT(app);
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <section
        role="alert"
        className="w-full max-w-lg rounded-2xl border border-line bg-surface p-8 text-center shadow-lg"
      >
        <TriangleAlert aria-hidden className="mx-auto size-12 text-danger dark:text-red-300" />
        <h1 className="mt-4 text-2xl font-extrabold">{t('app.error')}</h1>
        <p className="mt-3 font-mono text-sm break-words text-fg-muted">{describe(error)}</p>
        <a href="/" className={buttonClasses({ className: 'mt-6' })}>
          {t('app.home')}
        </a>
      </section>
    </main>
  );
}
