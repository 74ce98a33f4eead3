/**
 * Sign-in (docs/product.md §2, §4, §5). Success stores both tokens, sets the user, says 'Logged in
 * successfully' and goes to /courses, or back to the screen a guard sent the user here from. A failure keeps
 * everything typed, toasts the server's message (docs/product.md §8) and marks the fields it names.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { loginRequestSchema } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { EmailField, PasswordField } from '../../components/ui/credential-fields';
import { apiErrorMessage } from '../../lib/api';
import { adoptAccountLanguage } from '../../lib/i18n/language';
import { toast } from '../../lib/toast';
import { loginRequest } from './api/login';
import { AuthCard } from './components/auth-card';
import { GoogleSignIn } from './components/google-button';
import {
  firstInvalid,
  serverFieldErrors,
  validateForm,
  type FieldErrors,
} from '../../lib/forms/field-errors';
import { useFieldMessage } from '../../lib/forms/field-messages';
import { useT } from '../../lib/i18n/catalogue';
import auth from '../../lib/i18n/catalogues/en/auth';
import shell from '../../lib/i18n/catalogues/en/shell';
import { returnPathFrom, SignedOutOnly } from './require-auth';
import { useSession } from './use-session';

const FIELDS = ['email', 'password'] as const;
type Field = (typeof FIELDS)[number];

export function LoginPage() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitting, setSubmitting] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const t = useT(auth);
  const ts = useT(shell);
  const fieldMessage = useFieldMessage(auth);

  const showErrors = (next: FieldErrors<Field>) => {
    setErrors(next);
    const field = firstInvalid(FIELDS, next);
    if (field) inputs.current[field]?.focus();
  };

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const checked = validateForm(loginRequestSchema, values);
    if (!checked.success) {
      showErrors(checked.errors);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const { accessToken, refreshToken, user } = await loginRequest(checked.output);
      signIn({ accessToken, refreshToken }, user);
      void adoptAccountLanguage(user.language).then(() =>
        toast({ title: t('auth.success'), description: t('auth.loggedIn') }),
      );
      await navigate(returnPathFrom(location.state), { replace: true });
    } catch (error) {
      showErrors(serverFieldErrors(error, FIELDS));
      toast({
        title: t('auth.error'),
        description: apiErrorMessage(error, t('auth.loginFailed')),
        variant: 'destructive',
      });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <SignedOutOnly busy={submitting}>
      <AuthCard title={t('auth.welcomeBack')} subtitle={t('auth.signInSubtitle')}>
        <GoogleSignIn failureMessage={t('auth.googleLoginFailed')} />
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          <EmailField
            ref={(node) => {
              inputs.current.email = node;
            }}
            enterKeyHint="next"
            value={values.email}
            onChange={change('email')}
            error={fieldMessage(errors.email)}
          />
          <PasswordField
            ref={(node) => {
              inputs.current.password = node;
            }}
            label={t('auth.password')}
            name="password"
            autoComplete="current-password"
            enterKeyHint="go"
            required
            value={values.password}
            onChange={change('password')}
            error={fieldMessage(errors.password)}
          />
          <Link
            to="/forgot-password"
            className="-mt-2 inline-flex min-h-11 items-center justify-self-end rounded-lg px-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t('auth.forgotPassword')}
          </Link>
          <Button type="submit" size="lg" className="mt-2 w-full" disabled={submitting}>
            {submitting ? ts('shell.loading') : ts('shell.signIn')}
          </Button>
        </form>
        <div className="mt-6 grid justify-items-center gap-1 text-center text-sm">
          <Link
            to="/register"
            state={location.state}
            className="inline-flex min-h-11 items-center rounded-lg px-2 font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t('auth.noAccount')}
          </Link>
          <Link
            to="/"
            className="inline-flex min-h-11 items-center rounded-lg px-2 text-fg-muted underline-offset-4 hover:text-fg hover:underline"
          >
            {t('auth.backHome')}
          </Link>
        </div>
      </AuthCard>
    </SignedOutOnly>
  );
}
