/**
 * Writes need an account (docs/decisions.md §1): a guest who tries one is offered Sign In, and comes back.
 */
import { Link, useLocation } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { ReturnState } from '../../auth';

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
  what: string;
}) {
  const state = useReturnState();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Sign in required"
      description={`Please log in to ${what}.`}
    >
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link to="/login" state={state} className={buttonClasses({ size: 'lg' })}>
          Sign In
        </Link>
        <Link to="/register" state={state} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          Register
        </Link>
      </div>
    </Dialog>
  );
}
