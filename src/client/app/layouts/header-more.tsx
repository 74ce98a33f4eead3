/**
 * On phones the header keeps what a golfer reaches for mid-round (sync, courses, the dashboards) in
 * its row and folds the rest (install, legal documents, theme, log out) behind "More": eight 44 px
 * buttons beside the brand and its Alpha badge ran over them at 320–390 px (issue 20). From the `sm`
 * breakpoint up the same buttons sit in the row and "More" is gone. The buttons are rendered once,
 * so their own state (an open legal document, the logout question) survives the panel closing.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Ellipsis } from 'lucide-react';
import clsx from 'clsx';
import { Button } from '../../components/ui/button';
import { loadHeaderSettings } from './lazy-header-settings';
import { useT } from '../../lib/i18n/catalogue';
import shell from '../../lib/i18n/catalogues/en/shell';

/** Inside the panel: a portal the panel's buttons opened (a menu or a dialog) is not "outside". */
const isInsideLayer = (target: EventTarget | null) =>
  target instanceof Element &&
  target.closest('[role="menu"], [role="dialog"], [role="alertdialog"], [data-radix-popper-content-wrapper]');

export function HeaderMore({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const t = useT(shell);
  const [shownFor, setShownFor] = useState(pathname);
  // A new screen closes the panel (a tap on a link in it, or back and forward).
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (root.current?.contains(event.target as Node) || isInsideLayer(event.target)) return;
      setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || isInsideLayer(document.activeElement)) return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={root} className="flex items-center sm:contents">
      <Button
        ref={toggle}
        variant={open ? 'secondary' : 'ghost'}
        size="icon"
        className="sm:hidden"
        aria-label={t('shell.more')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          loadHeaderSettings();
          setOpen((value) => !value);
        }}
      >
        <Ellipsis aria-hidden className="size-5" />
      </Button>
      <div
        id={panelId}
        className={clsx(
          open ? 'flex' : 'hidden',
          'absolute top-full right-2 mt-1 min-w-52 flex-col gap-0.5 rounded-2xl border border-line bg-surface p-1.5 text-fg shadow-xl',
          'sm:static sm:mt-0 sm:flex sm:min-w-0 sm:flex-row sm:items-center sm:gap-1 sm:rounded-none sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none',
        )}
      >
        {children}
      </div>
    </div>
  );
}
