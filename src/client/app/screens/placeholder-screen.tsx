/**
 * A route whose screen arrives in a later release: it shows the spec's heading so navigation, layouts
 * and guards can be used and tested now, and says plainly that the rest is on its way.
 */
import type { ReactNode } from 'react';
import { Hammer } from 'lucide-react';

export function PlaceholderScreen({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-6xl px-5 py-10 sm:px-8">
      <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
      {subtitle && <p className="mt-2 text-lg text-fg-muted">{subtitle}</p>}
      <div className="mt-8 flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-line px-6 py-12 text-center text-fg-muted">
        <Hammer aria-hidden className="size-8" />
        <p>This screen arrives in an upcoming release.</p>
        {children}
      </div>
    </section>
  );
}
