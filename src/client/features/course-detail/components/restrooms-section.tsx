/**
 * The course screen's restrooms (docs/product.md §2): Add Restroom, the guest's sign-in line, then the
 * location tabs with a card per restroom.
 */
import { Link } from 'react-router-dom';
import * as Tabs from '@radix-ui/react-tabs';
import type { LatLng } from '../../../../shared/geo';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { NotSaved } from '../../../components/ui/not-saved';
import type { ShownRestroom } from '../api/optimistic';
import { RESTROOM_TABS, type RestroomsByTab } from '../hooks/use-course-detail';
import { RestroomCard } from './restroom-card';
import { useReturnState } from './sign-in-prompt';
import { useT, type Translate } from '../../../lib/i18n/catalogue';
import courseWords from '../../../lib/i18n/catalogues/en/course';

/**
 * The restroom list's shape while it loads (the tabs and two cards), so the page does not jump when
 * it arrives (a centred spinner was far shorter than the list).
 */
function RestroomsSkeleton() {
  const t = useT(courseWords);
  return (
    <div role="status" aria-label={t('course.loadingRestrooms')} className="mt-3 motion-safe:animate-pulse">
      <div className="h-[52px] rounded-xl bg-surface-muted" />
      <div className="mt-3 space-y-3">
        <div className="h-40 rounded-2xl border border-line bg-surface-muted" />
        <div className="h-40 rounded-2xl border border-line bg-surface-muted" />
      </div>
    </div>
  );
}

/** Where `{link}` stands in a sentence: the link goes there, in any language's word order. */
const LINK = '\u0000';

function SignInLine() {
  const returnState = useReturnState();
  const t = useT(courseWords);
  const [before, after] = t('course.signInLine', { link: LINK }).split(LINK);
  return (
    <p className="mt-2 text-sm text-fg-muted">
      {before}
      <Link
        to="/login"
        state={returnState}
        // Inline, with a 44 px tall hit area that leaves the sentence single-spaced.
        className="-my-3 py-3 font-semibold text-primary underline"
      >
        {t('course.signInLink')}
      </Link>
      {after}
    </p>
  );
}

const tabLabel = (t: Translate<typeof courseWords>, tab: (typeof RESTROOM_TABS)[number]) =>
  tab === 'all' ? t('course.tab.all') : t(`course.location.${tab}`);

/** What a card's buttons open, by restroom id, and the moment the list is judged at. */
export interface CardHandlers {
  review: (restroomId: string) => void;
  report: (restroomId: string) => void;
  details: (restroomId: string) => void;
  needSignIn: () => void;
  now: Date;
  /** The restroom the golfer came for (`?restroom=`): marked, and scrolled to. */
  target?: string | null;
  /** Its card's ref (hooks/use-restroom-target.ts): scrolls to and focuses it once drawn. */
  reach?: (card: HTMLElement | null) => void;
  /** The course's point, where a restroom without a position of its own stands. */
  coursePoint?: LatLng;
}

function Card({ restroom, cards }: { restroom: ShownRestroom; cards: CardHandlers }) {
  const targeted = cards.target === restroom._id;
  return (
    <RestroomCard
      ref={targeted ? cards.reach : undefined}
      restroom={restroom}
      onReview={() => cards.review(restroom._id)}
      onReport={() => cards.report(restroom._id)}
      onDetails={() => cards.details(restroom._id)}
      onNeedSignIn={cards.needSignIn}
      now={cards.now}
      targeted={targeted}
      coursePoint={cards.coursePoint}
    />
  );
}

function RestroomTabs({
  byTab,
  tab,
  onTabChange,
  cards,
}: {
  byTab: RestroomsByTab;
  tab: string;
  onTabChange: (tab: string) => void;
  cards: CardHandlers;
}) {
  const t = useT(courseWords);
  return (
    <Tabs.Root value={tab} onValueChange={onTabChange} className="mt-3">
      <Tabs.List
        aria-label={t('course.tabs')}
        className="grid grid-cols-4 gap-1 rounded-xl bg-surface-muted p-1"
      >
        {RESTROOM_TABS.map((value) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className="min-h-11 rounded-lg px-1 text-xs leading-tight font-semibold text-fg-muted data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm sm:text-sm"
          >
            {tabLabel(t, value)} ({byTab[value].length})
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {RESTROOM_TABS.map((value) => (
        <Tabs.Content key={value} value={value} className="mt-3">
          {byTab[value].length === 0 ? (
            <p className="py-6 text-center text-fg-muted">{t('course.noRestrooms')}</p>
          ) : (
            <ul className="space-y-3">
              {byTab[value].map((restroom) => (
                <Card key={restroom._id} restroom={restroom} cards={cards} />
              ))}
            </ul>
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/**
 * Submissions the server refused: shown apart, above the tabs, which count only the course's
 * restrooms (issue 20), each with its reason, Retry and Discard.
 */
function RefusedSubmissions({ refused, cards }: { refused: ShownRestroom[]; cards: CardHandlers }) {
  const t = useT(courseWords);
  if (refused.length === 0) return null;
  return (
    <ul aria-label={t('course.refusedList')} className="mt-3 space-y-3">
      {refused.map((restroom) => (
        <Card key={restroom._id} restroom={restroom} cards={cards} />
      ))}
    </ul>
  );
}

export function RestroomsSection({
  byTab,
  refused,
  isLoading,
  notSaved = false,
  signedIn,
  tab,
  onTabChange,
  onAdd,
  cards,
}: {
  byTab: RestroomsByTab;
  refused: ShownRestroom[];
  isLoading: boolean;
  /** No signal and no copy on the device: not "No restrooms listed", which would be untrue. */
  notSaved?: boolean;
  signedIn: boolean;
  tab: string;
  onTabChange: (tab: string) => void;
  onAdd: () => void;
  cards: CardHandlers;
}) {
  const t = useT(courseWords);
  return (
    <section aria-labelledby="restrooms-heading" className="mt-6">
      {/* Wraps: at 320 px a longer language's "Add Restroom" goes under the heading, not off screen. */}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="restrooms-heading" className="text-xl font-bold">
          {t('course.restrooms')}
        </h2>
        <Button onClick={onAdd}>
          <Plus aria-hidden className="size-4" />
          {t('course.addRestroom')}
        </Button>
      </div>
      {!signedIn && <SignInLine />}
      {!isLoading && <RefusedSubmissions refused={refused} cards={cards} />}
      {isLoading ? (
        <RestroomsSkeleton />
      ) : byTab.all.length === 0 && notSaved ? (
        <NotSaved
          what={t('course.theRestrooms')}
          className="mt-4 rounded-2xl border border-dashed border-line p-6"
        />
      ) : byTab.all.length === 0 ? (
        <div className="mt-4 rounded-2xl border border-dashed border-line p-6 text-center">
          <p className="font-semibold">{t('course.noRestrooms')}</p>
          <Button className="mt-3" onClick={onAdd}>
            {t('course.addFirst')}
          </Button>
        </div>
      ) : (
        <RestroomTabs byTab={byTab} tab={tab} onTabChange={onTabChange} cards={cards} />
      )}
    </section>
  );
}
