/** 'Continue with Google' (spec §2): the browser goes to the server, which sends it to the issuer. */
import { toast } from '../../../lib/toast';

export const GOOGLE_SIGN_IN_PATH = '/api/auth/google';

export function startGoogleSignIn(failureMessage: string): void {
  try {
    window.location.assign(GOOGLE_SIGN_IN_PATH);
  } catch {
    toast({ title: 'Error', description: failureMessage, variant: 'destructive' });
  }
}
