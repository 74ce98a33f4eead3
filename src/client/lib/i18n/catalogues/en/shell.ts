/**
 * The app shell's English messages (header, its menu, footer, shared controls): the source the
 * Spanish and German catalogues translate (docs/decisions.md §9). Texts quoted by docs/product.md
 * stay verbatim.
 */

export default {
  'shell.skip': 'Skip to content',
  'shell.nav': 'Main',
  'shell.account': 'Account',
  'shell.courses': 'Courses',
  'shell.dashboard': 'Dashboard',
  'shell.ownerDashboard': 'Owner dashboard',
  'shell.signIn': 'Sign In',
  'shell.register': 'Register',
  'shell.more': 'More',
  'shell.alpha': 'Alpha',
  'shell.alphaAccess': 'Alpha Access',
  'shell.builtBy': 'Built by Fairway Relief Labs',
  'shell.install': 'Install app',
  'shell.legalDocuments': 'Legal Documents',
  'shell.doc.terms_of_service': 'Terms of Service',
  'shell.doc.privacy_policy': 'Privacy Policy',
  'shell.doc.community_guidelines': 'Community Guidelines',
  'shell.doc.disclaimers': 'Disclaimers',
  'shell.legal': 'Legal documents',
  'shell.logOut': 'Log out',
  'shell.offline': 'Offline',
  'shell.offlineSync': 'Offline & sync',
  'shell.loading': 'Loading...',
  'shell.updateAvailable': 'Update available',
  'shell.reload': 'Reload',
} as const;
