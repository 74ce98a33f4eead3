/** Claims as their claimant and as the admins' queue see them (docs/product.md §12). */
import type { AdminClaim, OwnClaim } from '../../shared/schemas';
import type { ClaimWithCourse, listClaimsOfUsers, listOpenClaims, listOwnersOf } from './queries';

export function presentOwnClaim(row: ClaimWithCourse): OwnClaim {
  return {
    _id: row.id,
    courseId: row.courseId,
    courseName: row.courseName,
    role: row.role,
    phone: row.phone,
    note: row.note,
    status: row.status as OwnClaim['status'],
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** "golfclub.com" of "https://www.golfclub.com/contact"; null when it is not a web address. */
export function websiteDomain(website: string | null): string | null {
  if (!website) return null;
  const text = /^[a-z][a-z0-9+.-]*:\/\//i.test(website) ? website : `https://${website}`;
  if (!URL.canParse(text)) return null;
  return new URL(text).hostname.toLowerCase().replace(/^www\./, '') || null;
}

const emailDomainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** The same organisation's domain: equal, or one under the other (mail.golfclub.com). */
export function sameDomain(emailDomain: string, website: string | null): boolean {
  if (!website) return false;
  return (
    emailDomain === website || emailDomain.endsWith(`.${website}`) || website.endsWith(`.${emailDomain}`)
  );
}

type OpenRow = Awaited<ReturnType<typeof listOpenClaims>>[number];

export function presentAdminClaim(
  row: OpenRow,
  others: Awaited<ReturnType<typeof listClaimsOfUsers>>,
  owners: Awaited<ReturnType<typeof listOwnersOf>>,
): AdminClaim {
  const emailDomain = emailDomainOf(row.claimant.email);
  const site = websiteDomain(row.course.website);
  return {
    ...presentOwnClaim({ ...row.claim, courseName: row.course.name }),
    claimant: {
      _id: row.claimant.id,
      firstName: row.claimant.firstName,
      lastName: row.claimant.lastName,
      email: row.claimant.email,
      emailVerified: row.claimant.emailVerifiedAt !== null,
      emailDomain,
    },
    course: {
      phone: row.course.phone,
      website: row.course.website,
      websiteDomain: site,
      city: row.course.city,
      state: row.course.state,
    },
    domainMatches: sameDomain(emailDomain, site),
    otherClaims: others
      .filter((other) => other.userId === row.claimant.id && other.id !== row.claim.id)
      .map((other) => ({
        _id: other.id,
        courseId: other.courseId,
        courseName: other.courseName,
        status: other.status as OwnClaim['status'],
      })),
    owners: owners
      .filter((owner) => owner.courseId === row.claim.courseId)
      .map((owner) => ({ _id: owner.id, firstName: owner.firstName, lastName: owner.lastName })),
  };
}
