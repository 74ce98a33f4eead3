/**
 * /verify-email?token=…: the link from the verification mail. It confirms the address at once (no
 * sign-in needed: the link may open on another device); an expired or used link offers a new one
 * to a signed-in person, and tells one whose address is verified already that it is (a link opened
 * twice is not "expired" to them).
 */
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { apiErrorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { resendVerificationRequest, verifyEmailRequest } from './api/account';
import { AuthCard } from './components/auth-card';
import { useSession } from './use-session';

type Outcome =
  { state: 'working' } | { state: 'done'; message: string } | { state: 'failed'; message: string };

/** One request per link, even when React runs the effect twice. */
const attempts = new Map<string, ReturnType<typeof verifyEmailRequest>>();

const ALREADY_VERIFIED = 'Your email address is already verified.';

const linkClasses =
  'inline-flex min-h-11 items-center rounded-lg px-2 font-semibold text-primary underline-offset-4 hover:underline';

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user, isLoading } = useSession();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'working' });
  const [sending, setSending] = useState(false);
  const alreadyVerified = outcome.state === 'failed' && user?.emailVerified === true;
  // A spent link is judged once the session is known: a verified owner reopening it is not shown an
  // error that turns into "already verified" a moment later.
  const shown: Outcome = alreadyVerified
    ? { state: 'done', message: ALREADY_VERIFIED }
    : outcome.state === 'failed' && isLoading
      ? { state: 'working' }
      : outcome;

  useEffect(() => {
    if (!token) {
      setOutcome({
        state: 'failed',
        message: 'This link is incomplete. Please open the link from the email again.',
      });
      return;
    }
    let attempt = attempts.get(token);
    if (!attempt) {
      attempt = verifyEmailRequest(token);
      attempts.set(token, attempt);
    }
    let current = true;
    attempt.then(
      ({ message }) => current && setOutcome({ state: 'done', message }),
      (error: unknown) =>
        current &&
        setOutcome({
          state: 'failed',
          message: apiErrorMessage(error, 'Could not verify the email address'),
        }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  async function resend() {
    setSending(true);
    try {
      toast({ title: 'Email sent', description: (await resendVerificationRequest()).message });
    } catch (error) {
      toast({
        title: 'Error',
        description: apiErrorMessage(error, 'Could not send the link'),
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <AuthCard title="Confirm your email" subtitle="Proving your address keeps your account yours.">
      <p role={shown.state === 'failed' ? 'alert' : 'status'} className="mt-6">
        {shown.state === 'working' ? 'Confirming your email address...' : shown.message}
      </p>
      <div className="mt-6 grid justify-items-center gap-2 text-center text-sm">
        {shown.state === 'failed' && user && (
          <Button variant="outline" disabled={sending} onClick={() => void resend()}>
            {sending ? 'Loading...' : 'Send a new link'}
          </Button>
        )}
        {user ? (
          <Link to="/dashboard" className={linkClasses}>
            Go to your dashboard
          </Link>
        ) : (
          <Link to="/login" className={linkClasses}>
            Sign in
          </Link>
        )}
      </div>
    </AuthCard>
  );
}
