import { createContext } from 'react';
import type { User } from '../../../shared/schemas/auth';
import type { SessionTokens } from '../../session';

/** What loading the profile for the stored tokens came to. */
export type ProfileLoad =
  | { status: 'signed-in'; user: User }
  /** No stored access token. */
  | { status: 'signed-out' }
  /** The server refused the tokens (even after a refresh); both were removed. */
  | { status: 'rejected'; error: unknown }
  /** No answer (offline, time-out, 5xx): the tokens are kept and the profile is fetched again online. */
  | { status: 'unreachable'; error: unknown };

export interface SessionValue {
  /** The signed-in user, or null when signed out (or while loading). */
  user: User | null;
  /** True until the start-up check of docs/product.md §4 has finished. */
  isLoading: boolean;
  /** Stores the tokens and sets the user: for sign-in and registration, whose answers carry the user. */
  signIn: (tokens: SessionTokens, user: User) => void;
  /** Stores the tokens and loads their user (the social-login callback gets tokens only). */
  signInWithTokens: (tokens: SessionTokens) => Promise<ProfileLoad>;
  /** Tells the server (ignoring failure), then always forgets the tokens and the user. */
  logout: () => Promise<void>;
}

export const SessionContext = createContext<SessionValue | null>(null);
