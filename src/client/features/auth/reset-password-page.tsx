/**
 * /reset-password?token=…: the link from the reset mail. A new password (the registration's rules,
 * and not one of the most common) replaces the old one; every device is signed out, so the person
 * signs in again with it.
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { newPasswordSchema } from '../../../shared/schemas';
import * as v from 'valibot';
import { Button } from '../../components/ui/button';
import { PasswordField } from '../../components/ui/text-field';
import { apiErrorMessage } from '../../lib/api';
import { serverFieldErrors, validateForm, type FieldErrors } from '../../lib/forms/field-errors';
import { useFocusFirstError } from '../../lib/forms/use-focus-first-error';
import { toast } from '../../lib/toast';
import { resetPasswordRequest } from './api/account';
import { AuthCard } from './components/auth-card';

const FIELDS = ['password'] as const;
const formSchema = v.object({ password: newPasswordSchema });

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
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
      setErrors(serverFieldErrors(error, FIELDS));
      toast({
        title: 'Error',
        description: apiErrorMessage(error, 'Could not change the password'),
        variant: 'destructive',
      });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthCard title="Choose a new password" subtitle="At least 6 characters, and not an easily guessed one.">
      {token ? (
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
        </form>
      ) : (
        <p role="alert" className="mt-6">
          This link is incomplete. Please open the link from the email again.
        </p>
      )}
      <div className="mt-6 grid justify-items-center text-center text-sm">
        <Link
          to="/forgot-password"
          className="inline-flex min-h-11 items-center rounded-lg px-2 text-fg-muted underline-offset-4 hover:text-fg hover:underline"
        >
          Need a new link?
        </Link>
      </div>
    </AuthCard>
  );
}
