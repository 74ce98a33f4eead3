/**
 * The "Offline & sync" screen's English messages (features/sync): connection, the writes waiting on
 * this device and why, the distance unit. Texts quoted by docs/product.md stay verbatim.
 */
export default {
  'sync.title': 'Offline & sync',
  'sync.connection': 'Connection',
  'sync.offline': 'You are offline',
  'sync.online': 'You are online',
  'sync.offlineHint':
    'Saved courses and restrooms still show. Changes you make are kept on this device and sent when the connection returns.',
  'sync.onlineHint': 'Changes are sent to Fairway Relief as you make them.',
  'sync.waiting': 'Waiting to sync',
  'sync.yourChanges': 'Your changes',
  'sync.description': 'Your changes are saved on this device and sent when there is signal.',
  'sync.reading': 'Reading this device…',
  'sync.mine': 'Your unsent changes',
  'sync.othersTitle': 'Other accounts on this device',
  'sync.others': "Other accounts' unsent changes",
  'sync.madeAt': '{at, date, medium}, {at, time, short}',
  'sync.retry': 'Retry',
  'sync.discard': 'Discard',
  'sync.adopt': 'Send as mine',
  'sync.synced': 'Everything is synced.',
  'sync.count.pending': '{n, plural, other {# pending}}',
  'sync.count.failed': '{n, plural, other {# failed}}',
  'sync.count.others': '{n, plural, one {# from another account} other {# from other accounts}}',
  'sync.failed': 'Failed: {error}',
  'sync.waitingBehind': 'Waiting: "{label}" failed first. Retry or discard it, then this one is sent.',
  'sync.sending': 'Sending…',
  'sync.pending': 'Pending sync',
  'sync.pendingLastTry': 'Pending sync (last try: {error})',
  'sync.otherAccount': 'Another account on this device: sent when it signs in again',
  'sync.unknownSignedIn': 'Account unknown (saved by an older version): send it as yours, or discard it',
  'sync.unknownSignedOut': 'Account unknown (saved by an older version): sign in to send it, or discard it',
  'sync.block.signedOut': 'Not sending: this device has no session. Sign in again to send your changes.',
  'sync.block.otherAccount':
    'Not sending: another account signed in on this device. Sign in again as yourself to send your changes.',
  'sync.block.sessionUnanswered':
    'Not sending yet: your session could not be renewed (no answer). Trying again.',
  // Why an attempt failed when the device says so, by the entry's `errorCode` (offline/outbox/types.ts).
  'sync.error.refused': 'refused by the server',
  'sync.units': 'Units',
  'sync.unitsHint': "Kept on this device; until you choose, your browser's region decides.",
  'sync.distancesIn': 'Distances in',
  'sync.unit.mi': 'Miles',
  'sync.unit.km': 'Kilometres and metres',
} as const;
