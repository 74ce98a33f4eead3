/** The three tabs of the user dashboard (docs/product.md §2): Recent Reviews, Contributions, Achievements. */
import { Link } from 'react-router-dom';
import clsx from 'clsx';
import { Award, Lock } from 'lucide-react';
import type { Contribution } from '../../../../shared/schemas/restrooms';
import type { UserReview } from '../../../../shared/schemas/reviews';
import { Stars } from '../../../components/ui/stars';
import { useT } from '../../../lib/i18n/catalogue';
import dashboard from '../../../lib/i18n/catalogues/en/dashboard';
import type { AchievementProgress } from '../lib/achievements';
import { StatusBadge } from './status-badge';
import { EmptyNote } from '../../../components/ui/empty-note';

export function ListSkeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-3">
      {[0, 1, 2].map((n) => (
        <div key={n} className="h-24 animate-pulse rounded-2xl bg-surface-muted motion-reduce:animate-none" />
      ))}
    </div>
  );
}

export function RecentReviews({ reviews }: { reviews: UserReview[] }) {
  const t = useT(dashboard);
  if (reviews.length === 0) return <EmptyNote>{t('dashboard.noReviews')}</EmptyNote>;
  return (
    <ul className="flex flex-col gap-3">
      {reviews.map((review) => (
        <li key={review._id} className="rounded-2xl border border-line bg-surface p-4 shadow-sm">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h3 className="font-bold">{review.restroomName}</h3>
              {review.courseId ? (
                <Link
                  to={`/course/${encodeURIComponent(review.courseId)}`}
                  className="inline-flex min-h-11 items-center text-sm font-semibold text-primary underline underline-offset-2"
                >
                  {review.courseName}
                </Link>
              ) : (
                <p className="text-sm text-fg-muted">{review.courseName}</p>
              )}
            </div>
            <Stars
              value={review.rating}
              label={t('dashboard.rated', { rating: review.rating })}
              look="spaced"
            />
          </div>
          {review.comment && <p className="mt-1 text-sm">{review.comment}</p>}
          <p className="mt-2 text-xs text-fg-muted">{t('dashboard.date', { date: review.createdAt })}</p>
        </li>
      ))}
    </ul>
  );
}

export function Contributions({ restrooms }: { restrooms: Contribution[] }) {
  const t = useT(dashboard);
  if (restrooms.length === 0) return <EmptyNote>{t('dashboard.noRestrooms')}</EmptyNote>;
  return (
    <ul className="flex flex-col gap-3">
      {restrooms.map((restroom) => (
        <li
          key={restroom._id}
          aria-label={`${restroom.name}, ${restroom.courseName}`}
          className="rounded-2xl border border-line bg-surface p-4 shadow-sm"
        >
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <h3 className="font-bold">{restroom.name}</h3>
              <Link
                to={`/course/${encodeURIComponent(restroom.courseId)}`}
                className="inline-flex min-h-11 items-center text-sm font-semibold text-primary underline underline-offset-2"
              >
                {restroom.courseName}
              </Link>
            </div>
            <StatusBadge status={restroom.status} />
          </div>
          <p className="text-sm text-fg-muted">
            {t('dashboard.placeAdded', {
              location: restroom.locationType,
              hole: restroom.holeNumber ?? 'none',
              date: restroom.createdAt,
            })}
          </p>
          {restroom.status === 'rejected' && (
            <p className="mt-2 rounded-xl bg-surface-muted px-3 py-2 text-sm">
              <span className="font-semibold">{t('dashboard.reason')} </span>
              {restroom.rejectionReason || t('dashboard.noReason')}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

export function Achievements({ achievements }: { achievements: AchievementProgress[] }) {
  const t = useT(dashboard);
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {achievements.map((achievement) => (
        <li
          key={achievement.id}
          aria-label={t('dashboard.achievementState', {
            title: achievement.title,
            earned: achievement.earned ? 'yes' : 'no',
          })}
          className={clsx(
            'flex gap-3 rounded-2xl border p-4 shadow-sm',
            achievement.earned
              ? 'border-primary bg-primary-soft text-on-primary-soft'
              : 'border-line bg-surface',
          )}
        >
          <span
            aria-hidden
            className={clsx(
              'inline-flex size-11 shrink-0 items-center justify-center rounded-full',
              achievement.earned ? 'bg-flag-400 text-flag-950' : 'bg-surface-muted text-fg-muted',
            )}
          >
            {achievement.earned ? <Award className="size-6" /> : <Lock className="size-5" />}
          </span>
          <div className="min-w-0 flex-1">
            <h3 className="font-bold">{achievement.title}</h3>
            <p className="text-sm opacity-90">{achievement.description}</p>
            <p className="mt-1 text-xs font-semibold">
              {t(achievement.earned ? 'dashboard.earned' : 'dashboard.locked')}
            </p>
            <div
              role="progressbar"
              aria-label={t('dashboard.achievementProgress', { title: achievement.title })}
              aria-valuemin={0}
              aria-valuemax={achievement.threshold}
              aria-valuenow={achievement.current}
              aria-valuetext={achievement.progressLabel}
              className="mt-2 h-2 overflow-hidden rounded-full bg-surface-muted"
            >
              <div
                className="h-full rounded-full bg-primary"
                style={{ width: `${(achievement.current / achievement.threshold) * 100}%` }}
              />
            </div>
            <p className="mt-1 text-xs tabular-nums">{achievement.progressLabel}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
