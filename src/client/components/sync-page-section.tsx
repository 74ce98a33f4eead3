import { useId, type ReactNode } from 'react';

/**
 * One section of the sync screen: a titled card in the page's column. Other features add theirs
 * (saved offline courses and storage, install) with this, so the screen reads as one list.
 */
export function SyncPageSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  // From React, not the title: a title in another language or script makes no id of its own.
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-fg-muted">{description}</p>}
      <div className="mt-3">{children}</div>
    </section>
  );
}
