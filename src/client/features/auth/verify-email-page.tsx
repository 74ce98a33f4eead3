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
import { useFieldMessage } from '../../lib/forms/field-messages';
import { useT, type Translate } from '../../lib/i18n/catalogue';
import auth from '../../lib/i18n/catalogues/en/auth';
import shell from '../../lib/i18n/catalogues/en/shell';
import { toast } from '../../lib/toast';
import { resendVerificationRequest, verifyEmailRequest } from './api/account';
import { AuthCard } from './components/auth-card';
import { useSession } from './use-session';

/** `error`: the refusal; none for a link without its token. Worded at render, in the golfer's language. */
type Outcome =
  { state: 'working' } | { state: 'done'; already?: boolean } | { state: 'failed'; error?: unknown };

/** One request per link, even when React runs the effect twice. */
const attempts = new Map<string, ReturnType<typeof verifyEmailRequest>>();

/** What the screen says for an outcome, in the golfer's language. */
function outcomeText(t: Translate<typeof auth>, outcome: Exclude<Outcome, { state: 'working' }>): string {
  if (outcome.state === 'failed')
    return 'error' in outcome
      ? apiErrorMessage(outcome.error, t('auth.notVerified'))
      : t('auth.linkIncomplete');
  return t(outcome.already ? 'auth.server.alreadyVerified' : 'auth.server.verified');
}

const linkClasses =
  'inline-flex min-h-11 items-center rounded-lg px-2 font-semibold text-primary underline-offset-4 hover:underline';

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user, isLoading } = useSession();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'working' });
  const [sending, setSending] = useState(false);
  const t = useT(auth);
  const ts = useT(shell);
  // The new link's answer (sent, or verified already) is the server's English, word for word in the catalogue.
  const answer = useFieldMessage(auth);
  const alreadyVerified = outcome.state === 'failed' && user?.emailVerified === true;
  // A spent link is judged once the session is known: a verified owner reopening it is not shown an
  // error that turns into "already verified" a moment later.
  const shown: Outcome = alreadyVerified
    ? { state: 'done', already: true }
    : outcome.state === 'failed' && isLoading
      ? { state: 'working' }
      : outcome;

  useEffect(() => {
    if (!token) {
      setOutcome({ state: 'failed' });
      return;
    }
    let attempt = attempts.get(token);
    if (!attempt) {
      attempt = verifyEmailRequest(token);
      attempts.set(token, attempt);
    }
    let current = true;
    attempt.then(
      () => current && setOutcome({ state: 'done' }),
      (error: unknown) => current && setOutcome({ state: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  async function resend() {
    setSending(true);
    try {
      const { message } = await resendVerificationRequest();
      toast({ title: t('auth.emailSent'), description: answer(message) });
    } catch (error) {
      toast({
        title: t('auth.error'),
        description: apiErrorMessage(error, t('auth.linkNotSent')),
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <AuthCard title={t('auth.verifyTitle')} subtitle={t('auth.verifySubtitle')}>
      <p role={shown.state === 'failed' ? 'alert' : 'status'} className="mt-6">
        {shown.state === 'working' ? t('auth.verifying') : outcomeText(t, shown)}
      </p>
      <div className="mt-6 grid justify-items-center gap-2 text-center text-sm">
        {shown.state === 'failed' && user && (
          <Button variant="outline" disabled={sending} onClick={() => void resend()}>
            {sending ? ts('shell.loading') : t('auth.sendNewLink')}
          </Button>
        )}
        {user ? (
          <Link to="/dashboard" className={linkClasses}>
            {t('auth.goToDashboard')}
          </Link>
        ) : (
          <Link to="/login" className={linkClasses}>
            {t('auth.signInLink')}
          </Link>
        )}
      </div>
    </AuthCard>
  );
}
