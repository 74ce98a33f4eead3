export { InstallButton } from './components/install-button';
export { InstallSection } from './components/install-section';
export { IosInstallHint } from './components/ios-install-hint';
export { isIos, isStandaloneDisplay } from './lib/platform';
