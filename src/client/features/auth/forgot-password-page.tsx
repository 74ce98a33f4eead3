/**
 * "Forgot password?" (/forgot-password): an email address in, a reset link out by mail. The answer
 * is the same whether or not the address has an account, and the screen says just that.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { forgotPasswordRequestSchema } from '../../../shared/schemas';
import { Button } from '../../components/ui/button';
import { EmailField } from '../../components/ui/credential-fields';
import { apiErrorMessage } from '../../lib/api';
import { serverFieldErrors, validateForm, type FieldErrors } from '../../lib/forms/field-errors';
import { useFieldMessage } from '../../lib/forms/field-messages';
import { useT } from '../../lib/i18n/catalogue';
import auth from '../../lib/i18n/catalogues/en/auth';
import shell from '../../lib/i18n/catalogues/en/shell';
import { useFocusFirstError } from '../../lib/forms/use-focus-first-error';
import { toast } from '../../lib/toast';
import { forgotPasswordRequest } from './api/account';
import { AuthCard } from './components/auth-card';

const FIELDS = ['email'] as const;

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email'>>({});
  const [submitting, setSubmitting] = useState(false);
  const focus = useFocusFirstError();
  // The answer is the same whether or not the address has an account (src/server/accounts).
  const [sent, setSent] = useState(false);
  const t = useT(auth);
  const ts = useT(shell);
  const fieldMessage = useFieldMessage(auth);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const checked = validateForm(forgotPasswordRequestSchema, { email });
    if (!checked.success) {
      setErrors(checked.errors);
      focus.refused();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await forgotPasswordRequest(checked.output);
      setSent(true);
    } catch (error) {
      setErrors(serverFieldErrors(error, FIELDS));
      toast({
        title: t('auth.error'),
        description: apiErrorMessage(error, t('auth.linkNotSent')),
        variant: 'destructive',
      });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthCard title={t('auth.forgotTitle')} subtitle={t('auth.forgotSubtitle')}>
      {sent ? (
        <p role="status" className="mt-6 rounded-xl border border-line bg-surface-muted p-4">
          {t('auth.server.resetRequested')}
        </p>
      ) : (
        <form ref={focus.ref} noValidate onSubmit={(event) => void submit(event)} className="mt-6 grid gap-4">
          <EmailField
            enterKeyHint="send"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setErrors({});
            }}
            error={fieldMessage(errors.email)}
          />
          <Button type="submit" size="lg" className="w-full" disabled={submitting}>
            {submitting ? ts('shell.loading') : t('auth.sendResetLink')}
          </Button>
        </form>
      )}
      <div className="mt-6 grid justify-items-center text-center text-sm">
        <Link
          to="/login"
          className="inline-flex min-h-11 items-center rounded-lg px-2 font-semibold text-primary underline-offset-4 hover:underline"
        >
          {t('auth.backToSignIn')}
        </Link>
      </div>
    </AuthCard>
  );
}
