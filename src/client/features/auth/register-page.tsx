/**
 * Registration (spec §2, §4, §5). The messages come from the shared schema the server also uses. Per
 * decisions.md §1 both tokens are stored (the spec's register kept only the access token).
 */
import { useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import clsx from 'clsx';
import { SIGNUP_ROLES } from '../../../shared/constants';
import { registerRequestSchema } from '../../../shared/schemas/auth';
import type { LegalDocumentType } from '../../../shared/schemas/legal';
import { Button } from '../../components/ui/button';
import { PasswordField, TextField } from '../../components/ui/text-field';
import { apiErrorMessage, apiErrorStatus } from '../../lib/api';
import { toast } from '../../lib/toast';
import { LegalDocumentDialog } from '../legal';
import { registerRequest } from './api/register';
import { AuthCard } from './components/auth-card';
import { GoogleButton, OrDivider } from './components/google-button';
import {
  firstInvalid,
  serverFieldErrors,
  validateForm,
  type FieldErrors,
} from '../../lib/forms/field-errors';
import { returnPathFrom } from './require-auth';
import { useSession } from './use-session';

export const TERMS_REQUIRED_MESSAGE = 'You must agree to the Terms of Service and Privacy Policy to continue';

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;
type TextFieldName = (typeof FIELDS)[number];
type SignupRole = (typeof SIGNUP_ROLES)[number];
type Field = TextFieldName | 'role';

// Inline in the sentence, but with a 44 px tall hit area (padding, cancelled by a negative margin).
const LEGAL_LINK = '-my-2.5 rounded-md py-2.5 font-semibold text-primary underline underline-offset-4';

const ROLE_OPTIONS: Record<SignupRole, { label: string; hint: string }> = {
  regular: { label: 'Regular User', hint: 'Find, rate and review restrooms' },
  course_owner: { label: 'Course Owner', hint: 'Confirm restroom details for your course' },
};

function AccountTypeChoice({
  value,
  onChange,
  error,
}: {
  value: SignupRole;
  onChange: (role: SignupRole) => void;
  error?: string | undefined;
}) {
  return (
    <fieldset aria-describedby={error ? 'role-error' : undefined}>
      <legend className="mb-1.5 text-sm font-semibold">Account Type</legend>
      <div className="grid grid-cols-2 gap-2">
        {SIGNUP_ROLES.map((role) => (
          <label
            key={role}
            className={clsx(
              'relative flex min-h-11 cursor-pointer flex-col rounded-xl border px-3 py-2.5',
              'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              value === role
                ? 'border-primary bg-primary-soft text-on-primary-soft ring-1 ring-primary'
                : 'border-line bg-surface hover:bg-surface-muted',
            )}
          >
            <input
              type="radio"
              name="role"
              value={role}
              checked={value === role}
              onChange={() => onChange(role)}
              className="sr-only"
            />
            <span className="font-semibold">{ROLE_OPTIONS[role].label}</span>
            <span className={clsx('text-xs', value === role ? 'text-on-primary-soft' : 'text-fg-muted')}>
              {ROLE_OPTIONS[role].hint}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id="role-error" className="mt-1.5 text-sm font-medium text-danger dark:text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function RegisterPage() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<Record<TextFieldName, string>>({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
  });
  const [role, setRole] = useState<SignupRole>('regular');
  const [agreeToTerms, setAgreeToTerms] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitting, setSubmitting] = useState(false);
  const [legal, setLegal] = useState<LegalDocumentType | null>(null);
  const inputs = useRef<Partial<Record<TextFieldName, HTMLInputElement | null>>>({});

  const showErrors = (next: FieldErrors<Field>) => {
    setErrors(next);
    const field = firstInvalid(FIELDS, next);
    if (field) inputs.current[field]?.focus();
  };

  const field = (name: TextFieldName) => ({
    ref: (node: HTMLInputElement | null) => {
      inputs.current[name] = node;
    },
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const openLegal = (type: LegalDocumentType) => (event: MouseEvent) => {
    event.preventDefault(); // Inside the checkbox's label: open the document, do not toggle the box.
    setLegal(type);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const checked = validateForm(registerRequestSchema, { ...values, role });
    if (!checked.success) {
      showErrors(checked.errors);
      if (!agreeToTerms)
        toast({ title: 'Error', description: TERMS_REQUIRED_MESSAGE, variant: 'destructive' });
      return;
    }
    setErrors({});
    if (!agreeToTerms) {
      toast({ title: 'Error', description: TERMS_REQUIRED_MESSAGE, variant: 'destructive' });
      return;
    }
    setSubmitting(true);
    try {
      const { accessToken, refreshToken, user } = await registerRequest(checked.output);
      signIn({ accessToken, refreshToken }, user);
      toast({ title: 'Success', description: 'Account created successfully' });
      await navigate(returnPathFrom(location.state), { replace: true });
    } catch (error) {
      const message = apiErrorMessage(error, 'Registration failed');
      const fieldErrors = serverFieldErrors<Field>(error, [...FIELDS, 'role']);
      // A taken address is the email field's problem: say so next to it, too.
      if (apiErrorStatus(error) === 409 && !fieldErrors.email) fieldErrors.email = message;
      showErrors(fieldErrors);
      toast({ title: 'Error', description: message, variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthCard title="Create your account" subtitle="Join the golf community's restroom directory">
      <div className="mt-6">
        <GoogleButton failureMessage="Failed to initiate Google registration. Please try again." />
      </div>
      <OrDivider label="Or continue with email" />
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-3">
          <TextField
            label="First Name"
            autoComplete="given-name"
            enterKeyHint="next"
            required
            {...field('firstName')}
          />
          <TextField
            label="Last Name"
            autoComplete="family-name"
            enterKeyHint="next"
            required
            {...field('lastName')}
          />
        </div>
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="next"
          required
          {...field('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          enterKeyHint="next"
          required
          minLength={6}
          {...field('password')}
        />
        <AccountTypeChoice value={role} onChange={setRole} error={errors.role} />
        <label className="flex cursor-pointer items-start gap-3 rounded-xl py-1 text-sm">
          <input
            type="checkbox"
            name="agreeToTerms"
            checked={agreeToTerms}
            onChange={(event) => setAgreeToTerms(event.target.checked)}
            className="mt-0.5 size-6 shrink-0 cursor-pointer rounded accent-primary"
          />
          <span className="leading-6">
            I agree to the{' '}
            <button type="button" onClick={openLegal('terms_of_service')} className={LEGAL_LINK}>
              Terms of Service
            </button>{' '}
            and{' '}
            <button type="button" onClick={openLegal('privacy_policy')} className={LEGAL_LINK}>
              Privacy Policy
            </button>
          </span>
        </label>
        <div>
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={!agreeToTerms || submitting}
            aria-describedby={agreeToTerms ? undefined : 'terms-hint'}
          >
            {submitting ? 'Loading...' : 'Create Account'}
          </Button>
          {!agreeToTerms && (
            <p id="terms-hint" className="mt-2 text-center text-sm text-fg-muted">
              Tick the box above to agree to the terms first.
            </p>
          )}
        </div>
      </form>
      <div className="mt-6 grid justify-items-center text-center text-sm">
        <Link
          to="/login"
          state={location.state}
          className="inline-flex min-h-11 items-center rounded-lg px-2 font-semibold text-primary underline-offset-4 hover:underline"
        >
          Already have an account? Sign in
        </Link>
      </div>
      <LegalDocumentDialog type={legal} onClose={() => setLegal(null)} />
    </AuthCard>
  );
}
