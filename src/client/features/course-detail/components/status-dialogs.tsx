/**
 * The course screen's status dialogs (docs/product.md §10): a restroom's detail and "Report a
 * problem", one open at a time; the detail's Report opens the report in its place.
 */
import type { LatLng } from '../../../../shared/geo';
import { useSession } from '../../auth';
import type { useCourseDetail } from '../hooks/use-course-detail';
import { useCanEditDetails } from '../hooks/use-can-edit-details';
import { useRestroomStatus } from '../hooks/use-restroom-status';
import type { ShownRestroom } from '../api/optimistic';
import { ReportDialog } from './report-dialog';
import { RestroomDetailsDialog } from './restroom-details-dialog';

type Detail = ReturnType<typeof useCourseDetail>;

function Report({ restroom, detail }: { restroom: ShownRestroom; detail: Detail }) {
  const status = useRestroomStatus(restroom, detail.needSignIn);
  return <ReportDialog restroom={restroom} onClose={() => detail.report(null)} onSend={status.report} />;
}

function Details({
  restroom,
  detail,
  canEdit,
  coursePoint,
}: {
  restroom: ShownRestroom;
  detail: Detail;
  canEdit: boolean;
  coursePoint: LatLng;
}) {
  const status = useRestroomStatus(restroom, detail.needSignIn);
  return (
    <RestroomDetailsDialog
      restroom={restroom}
      coursePoint={coursePoint}
      canEdit={canEdit}
      onClose={() => detail.showDetails(null)}
      onConfirm={() => void status.confirm()}
      onReport={() => {
        detail.showDetails(null);
        detail.report(restroom._id);
      }}
    />
  );
}

export function StatusDialogs({
  detail,
  courseId,
  coursePoint,
}: {
  detail: Detail;
  courseId: string;
  coursePoint: LatLng;
}) {
  const { user } = useSession();
  const canEdit = useCanEditDetails(courseId, user);
  return (
    <>
      {detail.detailed && (
        <Details restroom={detail.detailed} detail={detail} canEdit={canEdit} coursePoint={coursePoint} />
      )}
      {detail.reported && !detail.detailed && <Report restroom={detail.reported} detail={detail} />}
    </>
  );
}
