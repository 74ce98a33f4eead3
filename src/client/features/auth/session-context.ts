import { createContext } from 'react';
import type { User } from '../../../shared/schemas/auth';
import type { SessionTokens } from '../../lib/session-tokens';

export interface SessionValue {
  /** The signed-in user, or null when signed out (or while loading). */
  user: User | null;
  /** True until the start-up check of spec §4 has finished. */
  isLoading: boolean;
  /** Stores the tokens and sets the user: for sign-in, registration and the social-login callback. */
  signIn: (tokens: SessionTokens, user: User) => void;
  /** Tells the server (ignoring failure), then always forgets the tokens and the user. */
  logout: () => Promise<void>;
}

export const SessionContext = createContext<SessionValue | null>(null);
