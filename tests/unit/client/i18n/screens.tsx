/**
 * The set-up the untranslated-text checks share (issue 39, pseudo-*.test.tsx): the server answered at
 * the network (fetch) by path, a signed-in session, and a screen drawn with its queries, session and
 * router, as the app draws it. Only the network is stood in for: every component is the real one.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { SessionContext, type SessionValue } from '../../../../src/client/features/auth/session-context';

/** A JSON answer, as the server sends it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The server's answers by path: `{ success: true, data }` for a path in `answers`, a 400 with the
 * error body for a path in `refusals`, and the server's 404 for any other.
 */
export function answerByPath(
  answers: Record<string, unknown>,
  refusals: Record<string, { code: string; message: string; errors?: object[] }> = {},
) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string | URL, init?: RequestInit) => {
      const path = new URL(new Request(input, init).url).pathname;
      if (path in refusals) return json({ success: false, ...refusals[path] }, 400);
      return path in answers
        ? json({ success: true, data: answers[path] })
        : json({ success: false, code: 'route_not_found', message: 'Not found' }, 404);
    }),
  );
}

/** A session signed in as `user`. */
export const signedIn = (user: NonNullable<SessionValue['user']>): SessionValue => ({
  user,
  isLoading: false,
  signIn: () => undefined,
  signInWithTokens: async () => ({}) as never,
  logout: async () => undefined,
});

/** `ui` with its queries (no retries: a refusal shows at once), `session` and a router at `at`. */
export function drawScreen(ui: ReactNode, { session, at = '/' }: { session: SessionValue; at?: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={session}>
        <MemoryRouter initialEntries={[at]}>{ui}</MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
}
