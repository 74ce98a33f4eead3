import { BadgeCheck, MessageSquareText, ThumbsUp } from 'lucide-react';
import { SectionHeading } from './section-heading';

const FEATURES = [
  {
    icon: MessageSquareText,
    title: 'Honest reviews',
    text: 'Rate each restroom from one to five stars and say what matters: clean, stocked, open, worth the walk.',
  },
  {
    icon: BadgeCheck,
    title: 'Owner verified',
    text: 'Course owners confirm their restroom details, and verified facilities carry a badge.',
  },
  {
    icon: ThumbsUp,
    title: 'Kept current by golfers',
    text: 'Add a restroom that is missing, and mark listings helpful or invalid so the next group knows.',
  },
] as const;

export function CommunitySection() {
  return (
    <section aria-labelledby="community-title" className="border-t border-line bg-surface-muted">
      <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 sm:py-24">
        <SectionHeading
          id="community-title"
          eyebrow="Verified reviews and community"
          title="Built by golfers, confirmed by courses."
        />
        <ul className="mt-10 grid gap-4 sm:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="flex gap-4 rounded-2xl border border-line bg-surface p-5 sm:block sm:p-6"
            >
              <Icon aria-hidden className="size-8 shrink-0 text-brand-600 dark:text-brand-300" />
              <div>
                <h3 className="text-lg font-bold sm:mt-4">{title}</h3>
                <p className="mt-1 text-fg-muted sm:mt-2">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
