/**
 * Registration's decisions (docs/product.md §2, §4, §5): the fields, checked with the shared schema the
 * server also uses (so the messages match), the terms that must be agreed to, and what an answer
 * does. Per docs/decisions.md §1 both tokens are stored (the spec's register kept only the access token).
 */
import { useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { registerRequestSchema } from '../../../shared/schemas/auth';
import { apiErrorMessage, apiErrorStatus } from '../../lib/api';
import {
  firstInvalid,
  serverFieldErrors,
  validateForm,
  type FieldErrors,
} from '../../lib/forms/field-errors';
import { useT } from '../../lib/i18n/catalogue';
import auth from '../../lib/i18n/catalogues/en/auth';
import { toast } from '../../lib/toast';
import { registerRequest } from './api/register';
import type { SignupRole } from './components/account-type-choice';
import { returnPathFrom } from './require-auth';
import { useSession } from './use-session';

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;
type TextFieldName = (typeof FIELDS)[number];
type Field = TextFieldName | 'role';

export function useRegisterForm() {
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
  const inputs = useRef<Partial<Record<TextFieldName, HTMLInputElement | null>>>({});
  const t = useT(auth);
  const refuseTerms = () =>
    toast({ title: t('auth.error'), description: t('auth.termsRequired'), variant: 'destructive' });

  const showErrors = (next: FieldErrors<Field>) => {
    setErrors(next);
    const field = firstInvalid(FIELDS, next);
    if (field) inputs.current[field]?.focus();
  };

  /** A text field's props: its value, error, and the ref that lets the first invalid one take focus. */
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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const checked = validateForm(registerRequestSchema, { ...values, role });
    if (!checked.success) {
      showErrors(checked.errors);
      if (!agreeToTerms) refuseTerms();
      return;
    }
    setErrors({});
    if (!agreeToTerms) {
      refuseTerms();
      return;
    }
    setSubmitting(true);
    try {
      const { accessToken, refreshToken, user } = await registerRequest(checked.output);
      signIn({ accessToken, refreshToken }, user);
      toast({ title: t('auth.success'), description: t('auth.accountCreated') });
      await navigate(returnPathFrom(location.state), { replace: true });
    } catch (error) {
      const message = apiErrorMessage(error, t('auth.registrationFailed'));
      const fieldErrors = serverFieldErrors<Field>(error, [...FIELDS, 'role']);
      // A taken address is the email field's problem: say so next to it, too.
      if (apiErrorStatus(error) === 409 && !fieldErrors.email) fieldErrors.email = message;
      showErrors(fieldErrors);
      toast({ title: t('auth.error'), description: message, variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  }

  return { field, role, setRole, roleError: errors.role, agreeToTerms, setAgreeToTerms, submitting, submit };
}
