/**
 * Toasts for a failed course list refresh (docs/product.md §8): an answer of the wrong shape is 'Warning' /
 * 'No courses data received'; any other failure is 'Error' with the §8 message rule (default 'Failed to
 * get courses'). When no answer came at all (offline), there is no toast (docs/decisions.md §6,
 * "Offline is a state, not an error"): the Offline badge and the saved age say it, and with nothing
 * saved the list says the results are not on this device. (Before, the refresh failed before the
 * device store was read, and every offline reload raised a red "Network Error".)
 */
import { useEffect, useRef } from 'react';
import { ApiContractError, apiErrorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import type { CourseListState } from '../api/use-course-list';
import en from '../../../lib/i18n/catalogues/en/courses';
import { useT } from '../../../lib/i18n/catalogue';

export function useListErrorToasts(list: CourseListState): void {
  const { error, errorUpdatedAt, isOffline: quiet } = list;
  const t = useT(en);
  const toasted = useRef(0);
  useEffect(() => {
    // One toast per failure: errorUpdatedAt changes with each failed attempt.
    if (!error || quiet || toasted.current === errorUpdatedAt) return;
    toasted.current = errorUpdatedAt;
    if (error instanceof ApiContractError) {
      toast({ title: t('courses.warning'), description: t('courses.noData') });
    } else {
      toast({
        title: t('courses.error'),
        description: apiErrorMessage(error, t('courses.failed')),
        variant: 'destructive',
      });
    }
  }, [error, errorUpdatedAt, quiet, t]);
}
