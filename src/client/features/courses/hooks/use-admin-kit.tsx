/**
 * The admin's part of the course list (docs/product.md §2: 'Add Course', Edit and Delete on each
 * card, their dialogs), from the admin chunk (admin/index.ts), fetched for admins only: a guest's or
 * golfer's list never downloads it (the /courses first-card budget, docs/architecture.md).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { lazyComponent } from '../../../lib/lazy-component';
import type { AdminAction } from '../admin/admin-dialogs';
import type { CardAdmin } from '../components/course-card';

const loadAdmin = () => import('../admin');
const dialogs = lazyComponent(() => loadAdmin().then((module) => module.AdminDialogs));
const addButton = lazyComponent(() => loadAdmin().then((module) => module.AddCourseButton));
const cardButtons = lazyComponent(() => loadAdmin().then((module) => module.CourseAdminButtons));

export function useAdminKit(isAdmin: boolean) {
  const [action, setAction] = useState<AdminAction | null>(null);
  const Dialogs = dialogs.useLoaded();
  const AddButton = addButton.useLoaded();
  const Buttons = cardButtons.useLoaded();
  const close = useCallback(() => setAction(null), []);
  useEffect(() => {
    // One request for the three (the same chunk); offline before it was cached, a later visit retries.
    if (isAdmin) Promise.all([dialogs.load(), addButton.load(), cardButtons.load()]).catch(() => undefined);
  }, [isAdmin]);
  const card = useMemo<CardAdmin | undefined>(
    () => (Buttons ? { Buttons, onAction: setAction } : undefined),
    [Buttons],
  );
  if (!isAdmin) return {};
  return {
    addButton: AddButton && <AddButton onAction={setAction} />,
    card,
    dialogs: Dialogs && <Dialogs action={action} onClose={close} />,
  };
}
