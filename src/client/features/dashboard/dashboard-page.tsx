/**
 * The user dashboard (docs/product.md §2, /dashboard, signed in): four numbers, then Recent Reviews,
 * Contributions (own submissions with their moderation state and any rejection reason,
 * docs/decisions.md §3) and Achievements (docs/product.md §9). Helpful Votes is real (docs/decisions.md §1).
 * The last answers are kept on the device, so the screen still shows, dated, with no signal.
 */
import { BarChart3, MessageSquare, Star, ThumbsUp, Toilet } from 'lucide-react';
import { formatRatingIn } from '../../../shared/format';
import { useQueriesLoadState } from '../../components/ui/load-status';
import { StatCard, StatCardSkeletons } from '../../components/ui/stat-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { activeLanguage, useT } from '../../lib/i18n/catalogue';
import dashboard from '../../lib/i18n/catalogues/en/dashboard';
import shell from '../../lib/i18n/catalogues/en/shell';
import { useSession } from '../auth';
import { useDashboardData } from './api/queries';
import { Achievements, Contributions, ListSkeleton, RecentReviews } from './components/dashboard-tabs';
import { AccountSection } from './components/account-section';
import { achievementProgress } from './lib/achievements';

const STAT_GRID = 'mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4';

export function DashboardPage() {
  const { user } = useSession();
  const { stats, reviews, contributions } = useDashboardData(user?._id);
  const queries = [stats, reviews, contributions];
  const t = useT(dashboard);
  const ts = useT(shell);

  const loadState = useQueriesLoadState(queries, t('dashboard.loadFailed'), t('dashboard.notSavedWhat'));

  const s = stats.data?.stats;
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-8 sm:py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">{t('dashboard.title')}</h1>
      <p className="mt-1 text-lg text-fg-muted">{t('dashboard.welcome')}</p>
      {loadState}

      {s ? (
        <dl aria-label={t('dashboard.statistics')} className={STAT_GRID}>
          <StatCard
            label={t('dashboard.totalReviews')}
            value={s.totalReviews}
            icon={<MessageSquare className="size-5" />}
          />
          <StatCard
            label={t('dashboard.averageRating')}
            value={formatRatingIn(s.averageRating, activeLanguage().locale)}
            icon={<Star className="size-5" />}
          />
          <StatCard
            label={t('dashboard.restroomsAdded')}
            value={s.restroomsAdded}
            icon={<Toilet className="size-5" />}
          />
          <StatCard
            label={t('dashboard.helpfulVotes')}
            value={s.helpfulVotes}
            caption={t('dashboard.helpfulVotesCaption')}
            icon={<ThumbsUp className="size-5" />}
          />
        </dl>
      ) : (
        !stats.isError && <StatCardSkeletons count={4} className={STAT_GRID} />
      )}

      <Tabs defaultValue="reviews" className="mt-6">
        <TabsList aria-label={t('dashboard.activity')}>
          <TabsTrigger value="reviews">{t('dashboard.recentReviews')}</TabsTrigger>
          <TabsTrigger value="contributions">{t('dashboard.contributions')}</TabsTrigger>
          <TabsTrigger value="achievements">{t('dashboard.achievements')}</TabsTrigger>
        </TabsList>
        <TabsContent value="reviews" heading={t('dashboard.recentReviews')}>
          {reviews.data ? (
            <RecentReviews reviews={reviews.data.reviews} />
          ) : (
            !reviews.isError && <ListSkeleton />
          )}
        </TabsContent>
        <TabsContent value="contributions" heading={t('dashboard.contributions')}>
          {contributions.data ? (
            <Contributions restrooms={contributions.data.restrooms} />
          ) : (
            !contributions.isError && <ListSkeleton />
          )}
        </TabsContent>
        <TabsContent value="achievements" heading={t('dashboard.achievements')}>
          {s ? (
            <Achievements achievements={achievementProgress(s, t)} />
          ) : (
            !stats.isError && (
              <p className="flex items-center gap-2 text-fg-muted">
                <BarChart3 aria-hidden className="size-5" />
                {ts('shell.loading')}
              </p>
            )
          )}
        </TabsContent>
      </Tabs>
      <AccountSection />
    </section>
  );
}
