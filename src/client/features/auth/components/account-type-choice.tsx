/** Registration's Account Type (docs/product.md §2, §6): a regular golfer or a course owner. */
import clsx from 'clsx';
import { SIGNUP_ROLES } from '../../../../shared/constants';
import { useT } from '../../../lib/i18n/catalogue';
import auth from '../../../lib/i18n/catalogues/en/auth';

export type SignupRole = (typeof SIGNUP_ROLES)[number];

export function AccountTypeChoice({
  value,
  onChange,
  error,
}: {
  value: SignupRole;
  onChange: (role: SignupRole) => void;
  error?: string | undefined;
}) {
  const t = useT(auth);
  return (
    <fieldset aria-describedby={error ? 'role-error' : undefined}>
      <legend className="mb-1.5 text-sm font-semibold">{t('auth.accountType')}</legend>
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
            <span className="font-semibold">{t(`auth.role.${role}`)}</span>
            <span className={clsx('text-xs', value === role ? 'text-on-primary-soft' : 'text-fg-muted')}>
              {t(`auth.role.${role}.hint`)}
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
