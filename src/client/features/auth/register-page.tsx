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
        I agree to the{' '}
        <button type="button" onClick={open('terms_of_service')} className={LEGAL_LINK}>
          Terms of Service
        </button>{' '}
        and{' '}
        <button type="button" onClick={open('privacy_policy')} className={LEGAL_LINK}>
          Privacy Policy
        </button>
      </span>
    </label>
  );
}

export function RegisterPage() {
  const location = useLocation();
  const form = useRegisterForm();
  const [legal, setLegal] = useState<LegalDocumentType | null>(null);

  return (
    <SignedOutOnly busy={form.submitting}>
      <AuthCard title="Create your account" subtitle="Join the golf community's restroom directory">
        <GoogleSignIn failureMessage="Failed to initiate Google registration. Please try again." />
        <form noValidate onSubmit={(event) => void form.submit(event)} className="grid gap-4">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-3">
            <TextField
              label="First Name"
              autoComplete="given-name"
              enterKeyHint="next"
              required
              {...form.field('firstName')}
            />
            <TextField
              label="Last Name"
              autoComplete="family-name"
              enterKeyHint="next"
              required
              {...form.field('lastName')}
            />
          </div>
          <EmailField enterKeyHint="next" {...form.field('email')} />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            enterKeyHint="next"
            required
            minLength={6}
            {...form.field('password')}
          />
          <AccountTypeChoice value={form.role} onChange={form.setRole} error={form.roleError} />
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
              {form.submitting ? 'Loading...' : 'Create Account'}
            </Button>
            {!form.agreeToTerms && (
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
    </SignedOutOnly>
  );
}
