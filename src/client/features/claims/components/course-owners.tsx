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
  if (owners.isError) return <p role="alert">{apiErrorMessage(owners.error, 'Could not load the owners')}</p>;
  if (!owners.data) return <p className="text-sm text-fg-muted">Loading owners…</p>;
  const confirmRemove = async (owner: CourseOwner) => {
    try {
      await remove.mutateAsync(owner._id);
      toast({ title: 'Success', description: `${fullName(owner)} no longer owns ${courseName}` });
      setRemoving(null);
    } catch (error) {
      toast({
        title: 'Error',
        description: apiErrorMessage(error, 'Could not remove the owner'),
        variant: 'destructive',
      });
    }
  };
  return (
    <>
      <ul aria-label={`Owners of ${courseName}`} className="mt-2 space-y-1 text-sm">
        {owners.data.owners.length === 0 && <li className="text-fg-muted">No owners yet.</li>}
        {owners.data.owners.map((owner) => (
          <li key={owner._id} className="flex flex-wrap items-center justify-between gap-x-2">
            <span className="min-w-0 wrap-anywhere">
              <strong>{fullName(owner)}</strong> <span className="text-fg-muted">{owner.email}</span>
            </span>
            {admin && (
              <Button variant="ghost" size="sm" onClick={() => setRemoving(owner)}>
                Remove owner
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove owner"
        description={removing ? `${fullName(removing)} will no longer own ${courseName}.` : ''}
        confirmLabel="Remove owner"
        busyLabel="Removing..."
        busy={remove.isPending}
        onConfirm={() => removing && void confirmRemove(removing)}
      />
    </>
  );
}

export function CourseOwners(props: OwnersProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-2">
      <Button variant="ghost" size="sm" className="-ml-3" aria-expanded={open} onClick={() => setOpen(!open)}>
        <ChevronDown aria-hidden className={open ? 'size-4 rotate-180' : 'size-4'} />
        Owners
      </Button>
      {open && <OwnerList {...props} />}
    </div>
  );
}
