/**
 * The app shell: the brand header and "Loading..." the page shows while a screen's chunk loads.
 * index.html's #root holds the same markup as static HTML, painted before any JavaScript runs;
 * keep the two in step (a unit test compares them) so React's first render changes nothing on screen.
 */
import { BrandMark } from '../components/brand-mark';
import { CenteredSpinner } from '../components/ui/spinner';

export function AppShell() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-40 border-b border-line bg-surface/95 pt-[env(safe-area-inset-top)]">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-1 px-1.5 min-[360px]:px-2 sm:gap-3 sm:px-8">
          <span className="flex min-h-11 min-w-0 items-center gap-1 pr-0.5 sm:gap-2 sm:pr-1">
            <BrandMark className="size-7 shrink-0 min-[360px]:size-8 sm:size-9" />
            <span className="truncate text-[15px] leading-tight font-extrabold tracking-tight sm:text-lg">
              Fairway Relief
            </span>
          </span>
        </div>
      </header>
      <main className="flex-1">
        <CenteredSpinner />
      </main>
    </div>
  );
}
