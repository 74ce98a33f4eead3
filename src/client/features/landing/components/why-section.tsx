import { SectionHeading } from './section-heading';

// The three figures docs/product.md §1 cites, with the sentence each one belongs to.
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
          <li
            key={figure}
            className="flex items-center gap-4 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:block sm:p-6"
          >
            <p className="w-28 shrink-0 text-4xl font-black tracking-tight text-brand-700 sm:w-auto sm:text-5xl dark:text-brand-300">
              {figure}
            </p>
            <p className="text-base font-medium sm:mt-3">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
