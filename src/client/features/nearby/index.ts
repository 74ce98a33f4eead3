// The nearby screen is a lazy route: its code loads when /nearby opens, never with another screen.
export const loadNearbyPage = async () => ({ Component: (await import('./nearby-page')).NearbyPage });
