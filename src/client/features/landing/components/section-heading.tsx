import type { ReactNode } from 'react';

export function SectionHeading({
  eyebrow,
  title,
  children,
  id,
}: {
  eyebrow: string;
  title: string;
  children?: ReactNode;
  id: string;
}) {
  return (
    <div className="max-w-2xl">
      <p className="text-sm font-bold tracking-wider text-brand-700 uppercase dark:text-brand-300">
        {eyebrow}
      </p>
      <h2 id={id} className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {children && <div className="mt-4 text-lg text-fg-muted">{children}</div>}
    </div>
  );
}
