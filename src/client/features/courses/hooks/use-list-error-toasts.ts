/**
 * Toasts for a failed course list refresh (docs/product.md §8): an answer of the wrong shape is 'Warning' /
 * 'No courses data received'; any other failure is 'Error' with the §8 message rule (default 'Failed to
 * get courses'). When saved courses are on screen and no answer came at all (offline), the Offline
 * badge says it instead of a toast.
 */
import { useEffect, useRef } from 'react';
import { ApiContractError, apiErrorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import type { CourseListState } from '../api/use-course-list';

export function useListErrorToasts(list: CourseListState): void {
  const { error, errorUpdatedAt, isOffline } = list;
  const quiet = isOffline && list.savedAt !== undefined;
  const toasted = useRef(0);
  useEffect(() => {
    // One toast per failure: errorUpdatedAt changes with each failed attempt.
    if (!error || quiet || toasted.current === errorUpdatedAt) return;
    toasted.current = errorUpdatedAt;
    if (error instanceof ApiContractError) {
      toast({ title: 'Warning', description: 'No courses data received' });
    } else {
      toast({
        title: 'Error',
        description: apiErrorMessage(error, 'Failed to get courses'),
        variant: 'destructive',
      });
    }
  }, [error, errorUpdatedAt, quiet]);
}
