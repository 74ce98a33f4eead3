export { InstallButton } from './components/install-button';
export { InstallSection } from './components/install-section';
export { IosInstallHint } from './components/ios-install-hint';
export { isStandaloneDisplay } from './lib/platform';
