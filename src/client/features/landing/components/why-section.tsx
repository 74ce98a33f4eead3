import { SectionHeading } from './section-heading';

// The three figures the spec (§1) cites, with the sentence each one belongs to.
const FACTS = [
  { figure: '40%', text: 'of adults aged 30-70 have bladder control issues.' },
  { figure: '84%', text: 'of golfers say restroom quality affects their opinion of a course.' },
  { figure: '1 in 5', text: 'golfers is a woman, and every one of them needs more than a tree line.' },
] as const;

export function WhySection() {
  return (
    <section aria-labelledby="why-title" className="mx-auto max-w-6xl px-5 py-16 sm:px-8 sm:py-24">
      <SectionHeading
        id="why-title"
        eyebrow="Why restrooms matter"
        title="Four hours on the course. Nature keeps its own schedule."
      >
        <p>
          A restroom you can find, and would want to use, is the difference between enjoying the back nine and
          counting the holes to the clubhouse.
        </p>
      </SectionHeading>
      <ul className="mt-10 grid gap-4 sm:grid-cols-3">
        {FACTS.map(({ figure, text }) => (
          <li key={figure} className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
            <p className="text-5xl font-black tracking-tight text-brand-700 dark:text-brand-300">{figure}</p>
            <p className="mt-3 text-base font-medium">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
