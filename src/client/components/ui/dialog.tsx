/** A modal dialog on Radix Dialog: focus trapped, Escape closes, a bottom sheet on phones. */
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n/catalogue';
import ui from '../../lib/i18n/catalogues/en/ui';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /**
   * For a body of text alone (a legal document): the scrolling body becomes a labelled region a
   * keyboard can focus and scroll, since nothing inside it takes focus (axe: scrollable-region-focusable).
   */
  textRegionLabel?: string;
  /**
   * For content that changes by itself while open (a write syncing takes its "Pending sync" away):
   * on a phone the sheet takes its full height, so its top, and the Close on it, never move. A
   * bottom sheet sized to its content moved its Close 24 px down as a badge went, under a tap already
   * on its way (chaos e2e: the tap landed on the header).
   */
  fill?: boolean;
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  textRegionLabel,
  fill = false,
}: DialogProps) {
  const t = useT(ui);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60 motion-safe:animate-fade-in" />
        <DialogPrimitive.Content
          // Without a description Radix warns; an explicit undefined tells it there is none.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={clsx(
            // On a phone its toasts show at the top (toast.tsx): a sheet reaching up under them had
            // its Close covered by the toast's own close button, so it stops 8rem short of the top.
            'fixed z-50 flex max-h-[calc(100dvh-8rem)] w-full flex-col border border-line bg-surface text-fg shadow-2xl sm:max-h-[92dvh]',
            'inset-x-0 bottom-0 rounded-t-2xl pb-[env(safe-area-inset-bottom)]',
            'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
            'motion-safe:animate-pop-in',
            fill && 'max-sm:h-[calc(100dvh-8rem)]',
            className,
          )}
        >
          <div className="flex items-start gap-3 border-b border-line px-5 py-4">
            <div className="min-w-0 flex-1">
              <DialogPrimitive.Title className="text-lg font-bold">{title}</DialogPrimitive.Title>
              {description && (
                <DialogPrimitive.Description className="mt-1 text-sm text-fg-muted">
                  {description}
                </DialogPrimitive.Description>
              )}
            </div>
            <DialogPrimitive.Close
              aria-label={t('ui.close')}
              className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-xl hover:bg-surface-muted"
            >
              <X aria-hidden className="size-5" />
            </DialogPrimitive.Close>
          </div>
          <div
            className="min-h-0 flex-1 overflow-y-auto px-5 py-4 focus-visible:-outline-offset-4"
            {...(textRegionLabel ? { role: 'region', 'aria-label': textRegionLabel, tabIndex: 0 } : {})}
          >
            {children}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
