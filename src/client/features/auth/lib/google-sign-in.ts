/**
 * 'Continue with Google' (docs/product.md §2): the browser goes to the server, which sends it to the issuer.
 * When that cannot start (the assignment throws, or the phone has no signal and the browser would show its
 * own offline page instead of the app), the screen's failure message is toasted instead (both words
 * in the golfer's language, from the screen).
 */
import { toast } from '../../../lib/toast';

const GOOGLE_SIGN_IN_PATH = '/api/auth/google';

export function startGoogleSignIn(title: string, failureMessage: string): void {
  try {
    if (!navigator.onLine) throw new Error('offline');
    window.location.assign(GOOGLE_SIGN_IN_PATH);
  } catch {
    toast({ title, description: failureMessage, variant: 'destructive' });
  }
}
