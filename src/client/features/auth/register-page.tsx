/**
 * Registration (docs/product.md §2, §4, §5). The form's rules and what an answer does are in
 * use-register-form.ts; this screen lays the form out.
 */
import { useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { LegalDocumentType } from '../../../shared/schemas/legal';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { EmailField, PasswordField } from '../../components/ui/credential-fields';
import { useFieldMessage } from '../../lib/forms/field-messages';
import { useT } from '../../lib/i18n/catalogue';
import auth from '../../lib/i18n/catalogues/en/auth';
import shell from '../../lib/i18n/catalogues/en/shell';
import { withElements } from '../../lib/i18n/rich-text';
import { LegalDocumentDialog } from '../legal';
import { AccountTypeChoice } from './components/account-type-choice';
import { AuthCard } from './components/auth-card';
import { GoogleSignIn } from './components/google-button';
import { SignedOutOnly } from './require-auth';
import { useRegisterForm } from './use-register-form';

// Inline in the sentence, but with a 44 px tall hit area (padding, cancelled by a negative margin).
const LEGAL_LINK = '-my-2.5 rounded-md py-2.5 font-semibold text-primary underline underline-offset-4';

/** 'I agree to the Terms of Service and Privacy Policy': the box, and the two documents it names. */
function TermsAgreement({
  checked,
  onChange,
  onOpen,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  onOpen: (type: LegalDocumentType) => void;
}) {
  const open = (type: LegalDocumentType) => (event: MouseEvent) => {
    event.preventDefault(); // Inside the checkbox's label: open the document, do not toggle the box.
    onOpen(type);
  };
  const t = useT(auth);
  const ts = useT(shell);
  const documentLink = (type: LegalDocumentType) => (
    <button type="button" onClick={open(type)} className={LEGAL_LINK}>
      {ts(`shell.doc.${type}`)}
    </button>
  );
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl py-1 text-sm">
      <input
        type="checkbox"
        name="agreeToTerms"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-6 shrink-0 cursor-pointer rounded accent-primary"
      />
      <span className="leading-6">
        {withElements((marks) => t('auth.agree', marks), {
          terms: documentLink('terms_of_service'),
          privacy: documentLink('privacy_policy'),
        })}
      </span>
    </label>
  );
}

export function RegisterPage() {
  const location = useLocation();
  const form = useRegisterForm();
  const [legal, setLegal] = useState<LegalDocumentType | null>(null);
  const t = useT(auth);
  const ts = useT(shell);
  const fieldMessage = useFieldMessage(auth);
  /** A text field's props, its message in the golfer's language. */
  const field = (name: Parameters<typeof form.field>[0]) => {
    const props = form.field(name);
    return { ...props, error: fieldMessage(props.error) };
  };

  return (
    <SignedOutOnly busy={form.submitting}>
      <AuthCard title={t('auth.createTitle')} subtitle={t('auth.createSubtitle')}>
        <GoogleSignIn failureMessage={t('auth.googleRegisterFailed')} />
        <form noValidate onSubmit={(event) => void form.submit(event)} className="grid gap-4">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-3">
            <TextField
              label={t('auth.firstName')}
              autoComplete="given-name"
              enterKeyHint="next"
              required
              {...field('firstName')}
            />
            <TextField
              label={t('auth.lastName')}
              autoComplete="family-name"
              enterKeyHint="next"
              required
              {...field('lastName')}
            />
          </div>
          <EmailField enterKeyHint="next" {...field('email')} />
          <PasswordField
            label={t('auth.password')}
            autoComplete="new-password"
            enterKeyHint="next"
            required
            minLength={6}
            {...field('password')}
          />
          <AccountTypeChoice value={form.role} onChange={form.setRole} error={fieldMessage(form.roleError)} />
          <TermsAgreement checked={form.agreeToTerms} onChange={form.setAgreeToTerms} onOpen={setLegal} />
          <div>
            <Button
              type="submit"
              size="lg"
              className="w-full"
              // Until the terms are agreed it only looks disabled: a press still submits, and the form
              // answers with the spec's terms toast (docs/product.md §5) instead of doing nothing.
              aria-disabled={!form.agreeToTerms}
              disabled={form.submitting}
              aria-describedby={form.agreeToTerms ? undefined : 'terms-hint'}
            >
              {form.submitting ? ts('shell.loading') : t('auth.createAccount')}
            </Button>
            {!form.agreeToTerms && (
              <p id="terms-hint" className="mt-2 text-center text-sm text-fg-muted">
                {t('auth.termsHint')}
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
            {t('auth.haveAccount')}
          </Link>
        </div>
        <LegalDocumentDialog type={legal} onClose={() => setLegal(null)} />
      </AuthCard>
    </SignedOutOnly>
  );
}
