/** Installing the app (features/install): the sync screen's section and the iOS hint under the header. */
export default {
  'install.title': 'Install the app',
  'install.installed': 'Fairway Relief is installed on this device.',
  'install.promptHint': 'Open it from your home screen like any app; it works without signal on the course.',
  'install.button': 'Install app',
  'install.ios': 'Add to Home Screen: tap Share, then Add to Home Screen',
  'install.unavailable': "To install, choose Install app or Add to Home Screen in your browser's menu.",
  'install.dismiss': 'Dismiss install hint',
} as const;
