/**
 * The social-login callback (docs/product.md §2), on /auth/success and /auth/error. It reads the query once,
 * removes the tokens from the address bar and history at once, then either signs in (stores the tokens
 * and loads the profile, so the header shows the user) and goes to /courses, or says why not and goes
 * to /login.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoaderCircle } from 'lucide-react';
import { apiErrorMessage, serverErrorText } from '../../lib/api';
import { useT } from '../../lib/i18n/catalogue';
import auth from '../../lib/i18n/catalogues/en/auth';
import { adoptAccountLanguage } from '../../lib/i18n/language';
import { toast } from '../../lib/toast';
import { readAuthCallback } from './lib/auth-callback';
import { useSession } from './use-session';

export function AuthCallbackPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { signInWithTokens } = useSession();
  const handled = useRef(false);
  const t = useT(auth);

  useEffect(() => {
    if (handled.current) return; // Once: React's development double-run must not sign in twice.
    handled.current = true;
    const outcome = readAuthCallback(location.search);
    window.history.replaceState(window.history.state, '', location.pathname);

    const fail = (description: string) => {
      toast({ title: t('auth.authFailed'), description, variant: 'destructive' });
      void navigate('/login', { replace: true });
    };

    if (outcome.kind === 'failed') {
      fail('message' in outcome ? serverErrorText(outcome.code, outcome.message) : t(outcome.reason));
      return;
    }
    void signInWithTokens(outcome.tokens).then((load) => {
      if (load.status === 'rejected') {
        fail(apiErrorMessage(load.error, t('auth.socialFailed')));
        return;
      }
      // 'unreachable' keeps the tokens: the profile loads when the connection returns.
      void adoptAccountLanguage(load.status === 'signed-in' ? load.user.language : null).then(() =>
        toast({ title: t('auth.success'), description: t('auth.socialSignedIn') }),
      );
      void navigate('/courses', { replace: true });
    });
  }, [location, navigate, signInWithTokens, t]);

  return (
    <section
      role="status"
      aria-live="polite"
      className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <LoaderCircle aria-hidden className="size-10 text-primary motion-safe:animate-spin" />
      <h1 className="text-2xl font-bold">{t('auth.completing')}</h1>
      <p className="text-fg-muted">{t('auth.pleaseWait')}</p>
    </section>
  );
}
