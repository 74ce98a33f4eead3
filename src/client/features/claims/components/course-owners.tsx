/**
 * The owners of a course, on its owner-dashboard card (docs/product.md §12): its owners see each
 * other; an admin may remove one. Asked for when opened, since an admin's grid holds every course.
 */
import { useState } from 'react';
import { ChevronDown } from 'lucide-react';
import type { CourseOwner } from '../../../../shared/schemas';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { apiErrorMessage } from '../../../lib/api';
import { useT } from '../../../lib/i18n/catalogue';
import claimsEn from '../../../lib/i18n/catalogues/en/claims';
import { toast } from '../../../lib/toast';
import { useCourseOwners, useRemoveOwner } from '../api/claims';

const fullName = (owner: CourseOwner) => `${owner.firstName} ${owner.lastName}`.trim();

interface OwnersProps {
  courseId: string;
  courseName: string;
  /** An admin may remove an owner. */
  admin: boolean;
}

function OwnerList({ courseId, courseName, admin }: OwnersProps) {
  const owners = useCourseOwners(courseId, true);
  const remove = useRemoveOwner(courseId);
  const [removing, setRemoving] = useState<CourseOwner | null>(null);
  const t = useT(claimsEn);
  if (owners.isError)
    return <p role="alert">{apiErrorMessage(owners.error, t('claims.owners.loadError'))}</p>;
  if (!owners.data) return <p className="text-sm text-fg-muted">{t('claims.owners.loading')}</p>;
  const confirmRemove = async (owner: CourseOwner) => {
    try {
      await remove.mutateAsync(owner._id);
      toast({
        title: t('claims.success'),
        description: t('claims.owners.removed', { owner: fullName(owner), course: courseName }),
      });
      setRemoving(null);
    } catch (error) {
      toast({
        title: t('claims.error'),
        description: apiErrorMessage(error, t('claims.owners.removeError')),
        variant: 'destructive',
      });
    }
  };
  return (
    <>
      <ul aria-label={t('claims.owners.of', { course: courseName })} className="mt-2 space-y-1 text-sm">
        {owners.data.owners.length === 0 && <li className="text-fg-muted">{t('claims.owners.none')}</li>}
        {owners.data.owners.map((owner) => (
          <li key={owner._id} className="flex flex-wrap items-center justify-between gap-x-2">
            <span className="min-w-0 wrap-anywhere">
              <strong>{fullName(owner)}</strong> <span className="text-fg-muted">{owner.email}</span>
            </span>
            {admin && (
              <Button variant="ghost" size="sm" onClick={() => setRemoving(owner)}>
                {t('claims.owners.remove')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('claims.owners.remove')}
        description={
          removing ? t('claims.owners.removeWhat', { owner: fullName(removing), course: courseName }) : ''
        }
        confirmLabel={t('claims.owners.remove')}
        busyLabel={t('claims.owners.removing')}
        busy={remove.isPending}
        onConfirm={() => removing && void confirmRemove(removing)}
      />
    </>
  );
}

export function CourseOwners(props: OwnersProps) {
  const [open, setOpen] = useState(false);
  const t = useT(claimsEn);
  return (
    <div className="mt-2">
      <Button variant="ghost" size="sm" className="-ml-3" aria-expanded={open} onClick={() => setOpen(!open)}>
        <ChevronDown aria-hidden className={open ? 'size-4 rotate-180' : 'size-4'} />
        {t('claims.owners')}
      </Button>
      {open && <OwnerList {...props} />}
    </div>
  );
}
