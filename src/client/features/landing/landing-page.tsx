/**
 * The public landing page (docs/product.md §1, §2): hero, statistics, the case for the product, a call to
 * join.
 */
import { ClosingSection } from './components/closing-section';
import { CommunitySection } from './components/community-section';
import { GapSection } from './components/gap-section';
import { HeroSection } from './components/hero-section';
import { MapSection } from './components/map-section';
import { StatsSection } from './components/stats-section';
import { WhySection } from './components/why-section';

export function LandingPage() {
  return (
    <>
      <HeroSection />
      <StatsSection />
      <WhySection />
      <GapSection />
      <MapSection />
      <CommunitySection />
      <ClosingSection />
    </>
  );
}
