/**
 * One claim in the admins' queue (docs/product.md §12): what lets an admin judge it at a glance —
 * the claimant's verified e-mail domain beside the course website's (a match flagged), both phones,
 * the role and note, the claimant's other claims and the course's owners now.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Check, X } from 'lucide-react';
import type { AdminClaim } from '../../../../shared/schemas';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/catalogue';
import claimsEn from '../../../lib/i18n/catalogues/en/claims';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-fg-muted">{term}</dt>
      <dd className="wrap-anywhere">{children}</dd>
    </>
  );
}

function DomainCheck({ claim }: { claim: AdminClaim }) {
  const t = useT(claimsEn);
  const site = claim.course.websiteDomain;
  return (
    <p
      className={
        claim.domainMatches
          ? 'rounded-lg bg-primary-soft px-2 py-1 text-sm font-semibold text-on-primary-soft'
          : 'rounded-lg bg-surface-muted px-2 py-1 text-sm'
      }
    >
      {t(claim.domainMatches ? 'claims.domainsMatch' : 'claims.domainsDiffer', {
        email: claim.claimant.emailDomain,
        site: site ?? t('claims.noWebsite'),
      })}
    </p>
  );
}

export function ClaimCard({
  claim,
  busy,
  onApprove,
  onReject,
}: {
  claim: AdminClaim;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const t = useT(claimsEn);
  const name = `${claim.claimant.firstName} ${claim.claimant.lastName}`.trim();
  const place = [claim.course.city, claim.course.state].filter(Boolean).join(', ');
  return (
    <li className="rounded-2xl border border-line bg-surface p-4 shadow-sm">
      <h3 className="text-lg leading-snug font-bold">
        <Link
          to={`/course/${encodeURIComponent(claim.courseId)}`}
          className="underline-offset-2 hover:underline"
        >
          {claim.courseName}
        </Link>
      </h3>
      <p className="text-sm text-fg-muted">
        {t('claims.claimedOn', { place, date: new Date(claim.createdAt) })}
      </p>
      <div className="mt-2">
        <DomainCheck claim={claim} />
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <Row term={t('claims.claimant')}>{name}</Row>
        <Row term={t('claims.email')}>
          {claim.claimant.email} {t(claim.claimant.emailVerified ? 'claims.verified' : 'claims.notVerified')}
        </Row>
        <Row term={t('claims.role')}>{claim.role}</Row>
        <Row term={t('claims.phone')}>
          <a href={`tel:${claim.phone}`} className="font-semibold text-primary underline">
            {claim.phone}
          </a>
        </Row>
        <Row term={t('claims.coursePhone')}>{claim.course.phone ?? t('claims.notListed')}</Row>
        <Row term={t('claims.website')}>{claim.course.website ?? t('claims.notListed')}</Row>
        {claim.note && <Row term={t('claims.note')}>{claim.note}</Row>}
        <Row term={t('claims.otherClaims')}>
          {claim.otherClaims.length === 0
            ? t('claims.none')
            : claim.otherClaims
                .map((other) => t('claims.otherClaim', { course: other.courseName, status: other.status }))
                .join(', ')}
        </Row>
        <Row term={t('claims.ownersNow')}>
          {claim.owners.length === 0
            ? t('claims.none')
            : claim.owners.map((owner) => `${owner.firstName} ${owner.lastName}`.trim()).join(', ')}
        </Row>
      </dl>
      <div className="mt-4 grid grid-cols-2 gap-2">
        <Button variant="outline" disabled={busy} onClick={onReject}>
          <X aria-hidden className="size-5" />
          {t('claims.reject')}
        </Button>
        <Button disabled={busy} onClick={onApprove}>
          <Check aria-hidden className="size-5" />
          {t('claims.approve')}
        </Button>
      </div>
    </li>
  );
}
