/**
 * Writes need an account (docs/decisions.md §1): a guest who tries one is offered Sign In, and comes back.
 */
import { Link, useLocation } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { ReturnState } from '../../auth';
import { useT } from '../../../lib/i18n/catalogue';
import courseWords from '../../../lib/i18n/catalogues/en/course';
import shell from '../../../lib/i18n/catalogues/en/shell';

/** What the guest tried: add a restroom, confirm or report one, write a review. */
export type SignInFor = 'add' | 'status' | 'review';

export function useReturnState(): ReturnState {
  const location = useLocation();
  return { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
}

export function SignInPrompt({
  open,
  onOpenChange,
  what,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  what: SignInFor;
}) {
  const state = useReturnState();
  const t = useT(courseWords);
  const tShell = useT(shell);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('course.signInTitle')}
      description={t('course.signInTo', { what })}
    >
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link to="/login" state={state} className={buttonClasses({ size: 'lg' })}>
          {tShell('shell.signIn')}
        </Link>
        <Link to="/register" state={state} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          {tShell('shell.register')}
        </Link>
      </div>
    </Dialog>
  );
}
