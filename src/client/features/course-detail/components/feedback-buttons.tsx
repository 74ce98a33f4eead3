/**
 * Helpful and Invalid on a restroom card (docs/product.md §2, §4): each shows its count and whether it
 * is the golfer's. "Invalid" says the listing is wrong (no such restroom, wrong place), not that the
 * golfer dislikes it: a thumbs-down read as "dislike" (issue 20), so it reads "Wrong info" with a
 * warning sign. The feedback, its endpoint and its toasts stay the spec's 'invalid' ('Marked as
 * Invalid', docs/product.md §8).
 */
import { ThumbsUp, TriangleAlert } from 'lucide-react';
import clsx from 'clsx';
import { Button } from '../../../components/ui/button';
import type { FeedbackChoice, ShownRestroom } from '../api/optimistic';
import { useT } from '../../../lib/i18n/catalogue';
import courseWords from '../../../lib/i18n/catalogues/en/course';

const CHOICES = [
  { choice: 'helpful', label: 'course.helpful', Icon: ThumbsUp },
  { choice: 'invalid', label: 'course.wrongInfo', Icon: TriangleAlert },
] as const;

export function FeedbackButtons({
  restroom,
  disabled,
  onPress,
}: {
  restroom: ShownRestroom;
  disabled: boolean;
  onPress: (choice: Exclude<FeedbackChoice, 'none'>) => void;
}) {
  const t = useT(courseWords);
  return CHOICES.map(({ choice, label, Icon }) => {
    const mine = restroom.myFeedback === choice;
    const { count } = restroom.feedback[choice];
    // The words are on the button, so its name is what it shows: "Wrong info (2)".
    return (
      <Button
        key={choice}
        size="sm"
        variant={mine ? 'secondary' : 'outline'}
        aria-pressed={mine}
        disabled={disabled}
        onClick={() => onPress(choice)}
      >
        <Icon aria-hidden className={clsx('size-4', mine && choice === 'helpful' && 'fill-current')} />
        {t(label)} ({count})
      </Button>
    );
  });
}
