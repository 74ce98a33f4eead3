/**
 * What the nearby screen shows when it has no list to show: waiting for the position or the answer,
 * a failure with Retry, or nothing within reach. Inline and calm, never a red toast: being offline on
 * a course is a state, not an error (docs/decisions.md §8).
 */
import type { ReactNode } from 'react';
import { CloudOff, List, LoaderCircle, MapPinOff, RefreshCw, SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/catalogue';
import nearby from '../../../lib/i18n/catalogues/en/nearby';

export function Waiting({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-2 py-8 text-base font-semibold text-fg-muted">
      <LoaderCircle aria-hidden className="size-5 shrink-0 motion-safe:animate-spin" />
      {children}
    </p>
  );
}

export function Failure({
  kind,
  message,
  onRetry,
}: {
  kind: 'position' | 'offline' | 'error';
  message: string;
  onRetry: () => void;
}) {
  const Icon = kind === 'position' ? MapPinOff : CloudOff;
  const t = useT(nearby);
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-surface px-6 py-8 text-center"
    >
      <Icon aria-hidden className="size-8 text-fg-muted" />
      <p className="text-base font-semibold">{message}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="outline" size="lg" onClick={onRetry}>
          <RefreshCw aria-hidden className="size-5" />
          {t('nearby.retry')}
        </Button>
        {/* Without a position, the golfer can still say where they are (issue 38). */}
        {kind === 'position' && (
          <Link to="/courses" className={buttonClasses({ size: 'lg' })}>
            <List aria-hidden className="size-5" />
            {t('nearby.pickCourse')}
          </Link>
        )}
      </div>
    </div>
  );
}

export function NothingNearby({ radius, usableOnly }: { radius: string; usableOnly: boolean }) {
  const t = useT(nearby);
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-line bg-surface px-6 py-8 text-center">
      <SearchX aria-hidden className="size-8 text-fg-muted" />
      <p className="text-base font-semibold">{t('nearby.nothing', { radius })}</p>
      {usableOnly && <p className="text-sm text-fg-muted">{t('nearby.nothingHint')}</p>}
    </div>
  );
}

/**
 * Above a list of likely clubhouses only (docs/product.md §13): nothing listed (or nothing usable
 * now) is within reach, and what follows is a likely place, not a confirmed restroom.
 */
export function NoneListed({ radius, usableOnly }: { radius: string; usableOnly: boolean }) {
  const t = useT(nearby);
  return (
    <div className="flex items-start gap-2 rounded-2xl border border-line bg-surface px-4 py-3">
      <SearchX aria-hidden className="mt-0.5 size-5 shrink-0 text-fg-muted" />
      <div>
        <p className="text-base font-semibold">
          {t(usableOnly ? 'nearby.noneUsable' : 'nearby.noneListed', { radius })}
        </p>
        <p className="text-sm text-fg-muted">{t('nearby.likelyNote')}</p>
      </div>
    </div>
  );
}

/**
 * The last known position stands in while a fresh fix is on its way, or because none came: said
 * plainly, with how old it is, so a golfer who walked on knows the list may be off.
 */
export function LastKnownNote({
  ago,
  failure,
  onRetry,
}: {
  ago: string;
  failure: string | undefined;
  onRetry: () => void;
}) {
  const t = useT(nearby);
  return (
    <div role="status" className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
      {failure === undefined && (
        <LoaderCircle aria-hidden className="size-4 shrink-0 motion-safe:animate-spin" />
      )}
      <span>{t(failure === undefined ? 'nearby.lastKnown' : 'nearby.lastKnownFailed', { ago })}</span>
      {failure !== undefined && (
        <>
          <span>{failure}</span>
          <Button variant="ghost" size="sm" onClick={onRetry}>
            <RefreshCw aria-hidden className="size-4" />
            {t('nearby.retry')}
          </Button>
        </>
      )}
    </div>
  );
}
