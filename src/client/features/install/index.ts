import { lazyComponent } from '../../lib/lazy-component';

export { InstallButton } from './components/install-button';
export { IosInstallHint } from './components/ios-install-hint';

/**
 * The "Offline & sync" screen's install section, a chunk of its own: the layouts import this index
 * for the header's install button, and a plain re-export carried the section into every screen's
 * first load (the /courses first-card budget, docs/architecture.md).
 */
export const installSection = lazyComponent(
  async () => (await import('./components/install-section')).InstallSection,
);
