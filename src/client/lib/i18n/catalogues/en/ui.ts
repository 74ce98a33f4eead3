/**
 * The shared controls' own words (components/ui: dialogs, fields, stars, toasts): English, the source
 * (docs/decisions.md §9); the spec's 'Error' toast verbatim.
 */
export default {
  'ui.close': 'Close',
  'ui.cancel': 'Cancel',
  'ui.notifications': 'Notifications ({key})',
  'ui.closeNotification': 'Close notification',
  // What a screen reader says before each toast it announces (Radix Toast's label).
  'ui.notification': 'Notification',
  'ui.showPassword': 'Show password',
  'ui.hidePassword': 'Hide password',
  'ui.email': 'Email',
  'ui.yes': 'Yes',
  'ui.no': 'No',
  'ui.unknown': 'Unknown',
  'ui.stars': '{value, number} out of {max, number} stars',
  'ui.error': 'Error',
  'ui.notSaved': 'Not saved',
  'ui.refused': '{what}: {why}',
} as const;
