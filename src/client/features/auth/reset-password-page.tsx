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
import { useFocusFirstError } from '../../lib/forms/use-focus-first-error';
import { toast } from '../../lib/toast';
import { checkResetLinkRequest, resetPasswordRequest } from './api/account';
import { AuthCard } from './components/auth-card';

const FIELDS = ['password'] as const;
const formSchema = v.object({ password: newPasswordSchema });
const INCOMPLETE = 'This link is incomplete. Please open the link from the email again.';

type LinkState =
  | { state: 'checking' }
  /** Works (until `expiresAt`), or could not be checked (no signal): the reset itself will tell. */
  | { state: 'usable'; expiresAt: string | null }
  | { state: 'refused'; message: string };

/** The server's refusal of the link itself (used, replaced or expired), as opposed to the password. */
const refusedLink = (error: unknown) =>
  apiErrorBody(error)?.code === 'reset_link_invalid' ? apiErrorMessage(error, '') : null;

function useResetLink(token: string) {
  const [link, setLink] = useState<LinkState>(() =>
    token ? { state: 'checking' } : { state: 'refused', message: INCOMPLETE },
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

const until = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [link, setLink] = useResetLink(token);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'password'>>({});
  const [submitting, setSubmitting] = useState(false);
  const focus = useFocusFirstError();

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
      const { message } = await resetPasswordRequest({ token, password: checked.output.password });
      toast({ title: 'Password changed', description: message });
      await navigate('/login', { replace: true });
    } catch (error) {
      // Used meanwhile (on another device, or a newer mail): the page says so as on arrival.
      const used = refusedLink(error);
      if (used) setLink({ state: 'refused', message: used });
      else {
        setErrors(serverFieldErrors(error, FIELDS));
        toast({
          title: 'Error',
          description: apiErrorMessage(error, 'Could not change the password'),
          variant: 'destructive',
        });
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthCard title="Choose a new password" subtitle="At least 6 characters, and not an easily guessed one.">
      {link.state === 'checking' && <Spinner label="Checking your link..." className="mt-6" />}
      {link.state === 'refused' && (
        <div className="mt-6 grid gap-4">
          <p role="alert">{link.message}</p>
          <Link to="/forgot-password" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
            Ask for a new link
          </Link>
        </div>
      )}
      {link.state === 'usable' && (
        <form ref={focus.ref} noValidate onSubmit={(event) => void submit(event)} className="mt-6 grid gap-4">
          <PasswordField
            label="New password"
            name="password"
            autoComplete="new-password"
            enterKeyHint="done"
            required
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setErrors({});
            }}
            error={errors.password}
          />
          <Button type="submit" size="lg" className="w-full" disabled={submitting}>
            {submitting ? 'Loading...' : 'Set new password'}
          </Button>
          {link.expiresAt && (
            <p className="text-center text-sm text-fg-muted">
              This link works until {until(link.expiresAt)}.
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
            Need a new link?
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
