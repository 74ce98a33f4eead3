/**
 * A course owner's claim on the course screen (docs/product.md §12): "Claim this course" while they
 * have none, then its state — pending, rejected with the admin's reason (and a new claim allowed),
 * or approved — and, once they own the course, a way to the owner dashboard.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BadgeCheck, Clock, ShieldQuestion, XCircle } from 'lucide-react';
import { ROUTES } from '../../../../shared/routes';
import type { Course, OwnClaim } from '../../../../shared/schemas';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/catalogue';
import claimsEn from '../../../lib/i18n/catalogues/en/claims';
import { useClaimState } from '../api/claims';
import { ClaimForm } from './claim-form';

type ClaimCourseInfo = Pick<Course, '_id' | 'name' | 'phone' | 'website'>;

const BOX = 'mt-4 rounded-2xl border border-line bg-surface p-4 shadow-sm';

/** The newest claim of this course: the one whose state the screen shows. */
const latestClaim = (claims: OwnClaim[], courseId: string) =>
  claims
    .filter((claim) => claim.courseId === courseId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];

function ClaimState({ claim, onClaimAgain }: { claim: OwnClaim; onClaimAgain: () => void }) {
  const t = useT(claimsEn);
  if (claim.status === 'pending')
    return (
      <p className="flex items-start gap-2">
        <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <span>
          <strong>{t('claims.pending')}</strong>
          <span className="block text-sm text-fg-muted">
            {t('claims.pending.sent', { date: new Date(claim.createdAt), role: claim.role })}
          </span>
        </span>
      </p>
    );
  if (claim.status === 'rejected')
    return (
      <div>
        <p className="flex items-start gap-2">
          <XCircle aria-hidden className="mt-0.5 size-5 shrink-0 text-danger dark:text-red-300" />
          <span>
            <strong>{t('claims.rejected')}</strong>
            <span className="block text-sm">
              {t('claims.rejected.reason', { reason: claim.reason ?? t('claims.rejected.noReason') })}
            </span>
          </span>
        </p>
        <Button variant="outline" className="mt-3" onClick={onClaimAgain}>
          {t('claims.again')}
        </Button>
      </div>
    );
  return (
    <p className="flex items-start gap-2">
      <BadgeCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
      <strong>{t('claims.approved')}</strong>
    </p>
  );
}

export default function ClaimCourse({ course, userId }: { course: ClaimCourseInfo; userId: string }) {
  const t = useT(claimsEn);
  const { own, owned } = useClaimState(userId);
  const [open, setOpen] = useState(false);
  if (!own.data || !owned.data) return null;
  const owns = owned.data.courses.some((mine) => mine._id === course._id);
  const claim = latestClaim(own.data.claims, course._id);

  return (
    <section aria-labelledby="claim-heading" className={BOX}>
      <h2 id="claim-heading" className="flex items-center gap-2 text-lg font-bold">
        <ShieldQuestion aria-hidden className="size-5 text-primary" />
        {t(owns ? 'claims.youOwn' : 'claims.isYours')}
      </h2>
      <div className="mt-2">
        {owns ? (
          <div className="flex flex-wrap gap-2">
            {/* Right after approval: the course's restrooms in two minutes (docs/product.md §12). */}
            <Link
              to={ROUTES.courseSetup.replace(':courseId', encodeURIComponent(course._id))}
              className={buttonClasses({})}
            >
              {t('claims.setUp')}
            </Link>
            <Link to="/owner-dashboard" className={buttonClasses({ variant: 'outline' })}>
              {t('claims.openDashboard')}
            </Link>
          </div>
        ) : claim ? (
          <ClaimState claim={claim} onClaimAgain={() => setOpen(true)} />
        ) : (
          <>
            <p className="mb-3 text-sm text-fg-muted">{t('claims.why')}</p>
            <Button onClick={() => setOpen(true)}>{t('claims.claim')}</Button>
          </>
        )}
      </div>
      {open && <ClaimForm course={course} onClose={() => setOpen(false)} />}
    </section>
  );
}
