/**
 * "Door signs" on a course's owner-dashboard card (docs/product.md §12): its restrooms, each a link
 * to its sign's print page. Asked for when opened, since an admin's grid holds every course.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { ROUTES } from '../../../../shared/routes';
import { restroomListResultSchema } from '../../../../shared/schemas';
import { Button } from '../../../components/ui/button';
import { api, apiErrorMessage, parseData } from '../../../lib/api';
import { useT } from '../../../lib/i18n/catalogue';
import owner from '../../../lib/i18n/catalogues/en/owner';

const signPagePath = (restroomId: string) =>
  ROUTES.doorSignPrint.replace(':restroomId', encodeURIComponent(restroomId));

function RestroomSignList({ courseId, courseName }: { courseId: string; courseName: string }) {
  const t = useT(owner);
  const restrooms = useQuery({
    queryKey: ['owner', 'sign-restrooms', courseId],
    queryFn: ({ signal }) =>
      parseData(
        api.get(`restrooms/course/${encodeURIComponent(courseId)}`, { signal }),
        restroomListResultSchema,
      ),
  });
  if (restrooms.isError)
    return <p role="alert">{apiErrorMessage(restrooms.error, t('owner.signs.loadError'))}</p>;
  if (!restrooms.data) return <p className="text-sm text-fg-muted">{t('owner.signs.loading')}</p>;
  const list = restrooms.data.restrooms;
  return (
    <ul aria-label={t('owner.signs.of', { course: courseName })} className="mt-1 space-y-0.5 text-sm">
      {list.length === 0 && <li className="text-fg-muted">{t('owner.signs.none')}</li>}
      {list.map((restroom) => (
        <li key={restroom._id}>
          <Link
            to={signPagePath(restroom._id)}
            className="inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t('owner.signs.for', { restroom: restroom.name })}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function DoorSignLinks({ courseId, courseName }: { courseId: string; courseName: string }) {
  const t = useT(owner);
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button variant="ghost" size="sm" className="-ml-3" aria-expanded={open} onClick={() => setOpen(!open)}>
        <ChevronDown aria-hidden className={open ? 'size-4 rotate-180' : 'size-4'} />
        {t('owner.signs')}
      </Button>
      {open && <RestroomSignList courseId={courseId} courseName={courseName} />}
    </div>
  );
}
