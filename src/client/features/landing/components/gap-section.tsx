import { Check, X } from 'lucide-react';
import { SectionHeading } from './section-heading';

const USUAL = ['Green fees and tee times', 'Dress code', 'A scorecard PDF', 'Nothing about restrooms'];
const OURS = [
  'Clubhouse, halfway house and on-course restrooms, hole by hole',
  'Permanent building or portable unit, and wheelchair access',
  'Star ratings and recent comments from golfers',
  'Confirmed by the course owner when verified',
];

export function GapSection() {
  return (
    <section aria-labelledby="gap-title" className="border-y border-line bg-surface-muted">
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-16 sm:px-8 sm:py-24 lg:grid-cols-2 lg:items-center">
        <SectionHeading
          id="gap-title"
          eyebrow="The information gap"
          title="Course websites skip the one thing you need mid-round."
        >
          <p>
            You can book a tee time in seconds, but nobody tells you whether there is a restroom after the
            turn, if it is open, or what state it is in. So golfers guess, drink less on hot days, or stay
            away.
          </p>
        </SectionHeading>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <div className="rounded-2xl border border-line bg-surface p-5">
            <h3 className="font-bold text-fg-muted">A typical course website</h3>
            <ul className="mt-3 space-y-2">
              {USUAL.map((item) => (
                <li key={item} className="flex gap-2 text-fg-muted">
                  <X aria-hidden className="mt-0.5 size-5 shrink-0" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl border-2 border-brand-600 bg-surface p-5 dark:border-brand-400">
            <h3 className="font-bold">Fairway Relief</h3>
            <ul className="mt-3 space-y-2">
              {OURS.map((item) => (
                <li key={item} className="flex gap-2">
                  <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-300" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
