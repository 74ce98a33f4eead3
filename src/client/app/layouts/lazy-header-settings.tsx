/**
 * The header menu's settings (legal documents, theme, language) as a chunk of their own: on a
 * phone they sit in the closed "More" panel, so the first screen does not wait for them; they load
 * once the page has settled, or when "More" is opened. From the `sm` breakpoint, where they show
 * in the header's row, they load at once. The first chunk every page loads had no room for the
 * language picker beside them (issue 39, docs/performance.md).
 */
import { useEffect } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import { loadLegalMenu } from '../../features/legal';

const settings = lazyComponent(async () => {
  const [{ HeaderSettings }, LegalMenu] = await Promise.all([import('./header-settings'), loadLegalMenu()]);
  return function Settings({ legal }: { legal: boolean }) {
    return <HeaderSettings LegalMenu={legal ? LegalMenu : undefined} />;
  };
});

/** Starts (or joins) the load: "More" calls it when opened. */
export const loadHeaderSettings = () => void settings.load().catch(() => undefined);

const ROW_QUERY = '(min-width: 640px)';

export function LazyHeaderSettings({ legal = false }: { legal?: boolean }) {
  const Settings = settings.useLoaded();
  useEffect(() => {
    if (typeof window.matchMedia === 'function' && window.matchMedia(ROW_QUERY).matches) loadHeaderSettings();
    else settings.preloadWhenIdle();
  }, []);
  return Settings ? <Settings legal={legal} /> : null;
}
