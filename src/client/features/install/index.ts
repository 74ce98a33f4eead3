export { InstallButton } from './components/install-button';
/**
 * The /sync page's install section, as a chunk of its own: exported statically, it went into the
 * first chunk with this index (0.6 KB gzip every first page paid; docs/performance.md, issue 39).
 */
export const loadInstallSection = () =>
  import('./components/install-section').then((module) => module.InstallSection);
export { IosInstallHint } from './components/lazy-ios-install-hint';
export { isIos, isStandaloneDisplay } from './lib/platform';
