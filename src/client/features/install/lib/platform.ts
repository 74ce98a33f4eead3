/**
 * What the device can do about installing. iOS has no `beforeinstallprompt`: Safari installs from
 * Share → Add to Home Screen, so there the app explains the steps instead of offering a button.
 */

export interface PlatformInfo {
  userAgent: string;
  platform?: string;
  maxTouchPoints?: number;
}

/**
 * iPhone, iPod or iPad. iPadOS 13+ sends a desktop Mac user agent by default; a "Mac" with a touch
 * screen is an iPad (no Mac has one).
 */
export function isIos({ userAgent, platform, maxTouchPoints = 0 }: PlatformInfo): boolean {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return true;
  return (platform === 'MacIntel' || /Macintosh/.test(userAgent)) && maxTouchPoints > 1;
}

/** Running as the installed app: the manifest's standalone display, or iOS's home-screen flag. */
export function isStandaloneDisplay(win: Window = window): boolean {
  const standaloneQuery =
    typeof win.matchMedia === 'function' && win.matchMedia('(display-mode: standalone)').matches;
  return standaloneQuery || (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
}
