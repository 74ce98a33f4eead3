/** Styled Radix DropdownMenu parts: keyboard reachable (arrows, Enter, Escape), 44 px items. */
import * as Menu from '@radix-ui/react-dropdown-menu';
import clsx from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';

export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;

export function DropdownMenuContent({
  children,
  label,
  ...props
}: ComponentPropsWithoutRef<typeof Menu.Content> & { label?: string }) {
  return (
    <Menu.Portal>
      <Menu.Content
        align="end"
        sideOffset={6}
        collisionPadding={8}
        {...props}
        className={clsx(
          'z-50 min-w-48 rounded-xl border border-line bg-surface p-1 text-fg shadow-xl motion-safe:animate-pop-in',
          props.className,
        )}
      >
        {label && (
          <Menu.Label className="px-3 pt-2 pb-1 text-xs font-bold tracking-wide text-fg-muted uppercase">
            {label}
          </Menu.Label>
        )}
        {children}
      </Menu.Content>
    </Menu.Portal>
  );
}

const itemClasses =
  'relative flex min-h-11 cursor-default items-center gap-3 rounded-lg px-3 text-sm font-medium select-none focus-visible:outline-offset-[-3px] data-[highlighted]:bg-primary-soft data-[highlighted]:text-on-primary-soft';

export function DropdownMenuItem({ className, ...props }: ComponentPropsWithoutRef<typeof Menu.Item>) {
  return <Menu.Item {...props} className={clsx(itemClasses, className)} />;
}
