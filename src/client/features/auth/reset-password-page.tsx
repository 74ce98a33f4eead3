/**
 * /reset-password?token=…: the link from the reset mail. The link is checked with the server as the
 * page opens, so one already used, replaced by a newer mail or expired says so at once, with a way
 * to ask for a new one, before a password is typed. A new password (the registration's rules, and
 * not one of the most common) replaces the old one; every device is signed out, so the person
 * signs in again with it.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { newPasswordSchema } from '../../../shared/schemas';
import * as v from 'valibot';
import { Button, buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { PasswordField } from '../../components/ui/credential-fields';
import { apiErrorBody, apiErrorMessage } from '../../lib/api';
import { serverFieldErrors, validateForm, type FieldErrors } from '../../lib/forms/field-errors';
import { useFieldMessage } from '../../lib/forms/field-messages';
import { useFocusFirstError } from '../../lib/forms/use-focus-first-error';
import { useT } from '../../lib/i18n/catalogue';
import auth from '../../lib/i18n/catalogues/en/auth';
import shell from '../../lib/i18n/catalogues/en/shell';
import { toast } from '../../lib/toast';
import { checkResetLinkRequest, resetPasswordRequest } from './api/account';
import { AuthCard } from './components/auth-card';

const FIELDS = ['password'] as const;
const formSchema = v.object({ password: newPasswordSchema });

type LinkState =
  | { state: 'checking' }
  /** Works (until `expiresAt`), or could not be checked (no signal): the reset itself will tell. */
  | { state: 'usable'; expiresAt: string | null }
  /** `message`: the server's refusal, or none for a link without its token. */
  | { state: 'refused'; message: string | null };

/** The server's refusal of the link itself (used, replaced or expired), as opposed to the password. */
const refusedLink = (error: unknown) =>
  apiErrorBody(error)?.code === 'reset_link_invalid' ? apiErrorMessage(error, '') : null;

function useResetLink(token: string) {
  const [link, setLink] = useState<LinkState>(() =>
    token ? { state: 'checking' } : { state: 'refused', message: null },
  );
  useEffect(() => {
    if (!token) return;
    let current = true;
    checkResetLinkRequest(token).then(
      ({ expiresAt }) => current && setLink({ state: 'usable', expiresAt }),
      (error: unknown) => {
        if (!current) return;
        const message = refusedLink(error);
        setLink(message ? { state: 'refused', message } : { state: 'usable', expiresAt: null });
      },
    );
    return () => {
      current = false;
    };
  }, [token]);
  return [link, setLink] as const;
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [link, setLink] = useResetLink(token);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'password'>>({});
  const [submitting, setSubmitting] = useState(false);
  const focus = useFocusFirstError();
  const t = useT(auth);
  const ts = useT(shell);
  const fieldMessage = useFieldMessage(auth);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const checked = validateForm(formSchema, { password });
    if (!checked.success) {
      setErrors(checked.errors);
      focus.refused();
      return;
    }
    setSubmitting(true);
    try {
      await resetPasswordRequest({ token, password: checked.output.password });
      toast({ title: t('auth.passwordChanged'), description: t('auth.server.passwordReset') });
      await navigate('/login', { replace: true });
    } catch (error) {
      // Used meanwhile (on another device, or a newer mail): the page says so as on arrival.
      const used = refusedLink(error);
      if (used) setLink({ state: 'refused', message: used });
      else {
        setErrors(serverFieldErrors(error, FIELDS));
        toast({
          title: t('auth.error'),
          description: apiErrorMessage(error, t('auth.passwordNotChanged')),
          variant: 'destructive',
        });
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthCard title={t('auth.resetTitle')} subtitle={t('auth.resetSubtitle')}>
      {link.state === 'checking' && <Spinner label={t('auth.checkingLink')} className="mt-6" />}
      {link.state === 'refused' && (
        <div className="mt-6 grid gap-4">
          <p role="alert">{link.message ?? t('auth.linkIncomplete')}</p>
          <Link to="/forgot-password" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
            {t('auth.askNewLink')}
          </Link>
        </div>
      )}
      {link.state === 'usable' && (
        <form ref={focus.ref} noValidate onSubmit={(event) => void submit(event)} className="mt-6 grid gap-4">
          <PasswordField
            label={t('auth.newPassword')}
            name="password"
            autoComplete="new-password"
            enterKeyHint="done"
            required
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setErrors({});
            }}
            error={fieldMessage(errors.password)}
          />
          <Button type="submit" size="lg" className="w-full" disabled={submitting}>
            {submitting ? ts('shell.loading') : t('auth.setNewPassword')}
          </Button>
          {link.expiresAt && (
            <p className="text-center text-sm text-fg-muted">
              {t('auth.linkWorksUntil', { until: new Date(link.expiresAt) })}
            </p>
          )}
        </form>
      )}
      {link.state !== 'refused' && (
        <div className="mt-6 grid justify-items-center text-center text-sm">
          <Link
            to="/forgot-password"
            className="inline-flex min-h-11 items-center rounded-lg px-2 text-fg-muted underline-offset-4 hover:text-fg hover:underline"
          >
            {t('auth.needNewLink')}
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
