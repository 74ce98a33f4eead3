/** The frame of the sign-in and registration screens: a card under the public header, phone first. */
import type { ReactNode } from 'react';

export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-6 sm:py-12">
      <section
        aria-labelledby="auth-title"
        className="rounded-2xl border border-line bg-surface px-5 py-6 shadow-sm sm:px-8 sm:py-8"
      >
        <h1 id="auth-title" className="text-3xl font-extrabold tracking-tight">
          {title}
        </h1>
        <p className="mt-1 text-fg-muted">{subtitle}</p>
        {children}
      </section>
    </div>
  );
}
