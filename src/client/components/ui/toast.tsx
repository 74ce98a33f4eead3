/**
 * The styled Radix Toast pieces: one card and the viewport. Toasts sit at the bottom (full width on
 * phones, bottom-right on desktop): at the top they covered the header's buttons for five seconds
 * right after every sign-in, and the bottom edge is where a phone's thumb already is to swipe them.
 */
import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import clsx from 'clsx';
import { useT } from '../../lib/i18n/catalogue';
import ui from '../../lib/i18n/catalogues/en/ui';

interface ToastCardProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title?: string;
  description?: string;
  variant: 'default' | 'destructive';
}

export function ToastCard({ open, onOpenChange, title, description, variant }: ToastCardProps) {
  const destructive = variant === 'destructive';
  const t = useT(ui);
  return (
    <ToastPrimitive.Root
      open={open}
      onOpenChange={onOpenChange}
      // Errors interrupt screen readers (assertive); confirmations wait their turn (polite).
      type={destructive ? 'foreground' : 'background'}
      data-variant={variant}
      className={clsx(
        'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-12 shadow-lg',
        'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0',
        'motion-safe:data-[state=open]:animate-toast-in',
        destructive ? 'border-danger bg-danger text-on-danger' : 'border-line bg-surface text-fg',
      )}
    >
      <div className="grid gap-1">
        {title && <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>}
        {description && (
          <ToastPrimitive.Description
            className={clsx('text-sm', destructive ? 'text-on-danger' : 'text-fg-muted')}
          >
            {description}
          </ToastPrimitive.Description>
        )}
      </div>
      <ToastPrimitive.Close
        aria-label={t('ui.closeNotification')}
        className="absolute top-1.5 right-1.5 inline-flex size-11 items-center justify-center rounded-lg opacity-90 hover:opacity-100"
      >
        <X aria-hidden className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/** The key that jumps to the toasts (Radix's default), named in the region's label. */
const HOTKEY = 'F8';

export function ToastViewport() {
  const t = useT(ui);
  return (
    <ToastPrimitive.Viewport
      hotkey={[HOTKEY]}
      label={t('ui.notifications', { key: HOTKEY })}
      className={clsx(
        'pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex max-h-dvh flex-col gap-2 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] outline-none',
        'sm:right-0 sm:left-auto sm:w-full sm:max-w-sm sm:p-4',
        // A screen with a bottom bar (the course list on phones) keeps its toasts above the bar.
        '[body:has([data-bottom-bar])_&]:bottom-[4.5rem]',
        // An open dialog keeps its action buttons at the bottom: its toasts go to the top instead.
        'max-sm:[body:has([role=dialog],[role=alertdialog])_&]:top-0 max-sm:[body:has([role=dialog],[role=alertdialog])_&]:bottom-auto',
      )}
    />
  );
}
