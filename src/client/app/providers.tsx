/** App-wide providers: server-state cache and session, plus the two global overlays. */
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from '../features/auth';
import { OutboxSession } from '../features/sync';
import { LazyToaster } from '../lib/toast';
import { UpdateBanner } from './update-banner';

const queryClient = new QueryClient({
  defaultOptions: {
    // One retry for reads; the ky client itself never retries (lib/api.ts).
    queries: { retry: 1, refetchOnWindowFocus: false },
  },
});

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        {children}
        <OutboxSession />
        <LazyToaster />
        <UpdateBanner />
      </SessionProvider>
    </QueryClientProvider>
  );
}
