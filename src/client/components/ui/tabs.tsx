/**
 * Tabs on Radix Tabs: arrow keys move between tabs, Home/End jump, the panel follows. On a phone the
 * tabs share the width and a long label wraps onto two lines (no tab hides off screen), and every
 * tab is a 44 px target.
 */
import * as TabsPrimitive from '@radix-ui/react-tabs';
import clsx from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentPropsWithoutRef<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={clsx('flex gap-1 rounded-2xl border border-line bg-surface-muted p-1', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={clsx(
        'inline-flex min-h-11 min-w-0 flex-1 basis-0 items-center justify-center rounded-xl px-2 py-1 text-center text-sm leading-tight font-semibold',
        // A 320 px screen (WCAG 1.4.10): three tabs' longest word ("Achievements") fits at 12 px.
        'max-[359px]:px-1 max-[359px]:text-xs',
        'text-fg-muted transition-colors hover:text-fg',
        'data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

/**
 * `heading`: a panel whose items carry `h3`s and that has no visible heading of its own gets an `h2`
 * for screen readers (its tab's name), so the outline steps h1 → h2 → h3 (axe: heading-order).
 */
export function TabsContent({
  className,
  heading,
  children,
  ...props
}: ComponentPropsWithoutRef<typeof TabsPrimitive.Content> & { heading?: string }) {
  return (
    <TabsPrimitive.Content className={clsx('mt-4', className)} {...props}>
      {heading && <h2 className="sr-only">{heading}</h2>}
      {children}
    </TabsPrimitive.Content>
  );
}
