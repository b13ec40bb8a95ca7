// The data layer (react-query), loaded with the first screen that reads or changes data, never with
// the landing page: its ~13 KB stay out of the public page's bundle. Every screen shares
// one client, so the cache survives going from sign-in to the staff app and logout can clear it.
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';

/** A query client with the app's defaults: one retry, no refetch storm on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** The app's one query client (tests bring their own through QueryClientProvider). */
export const appQueryClient = createQueryClient();

/** Puts the app's query client around `children`, unless one is already there (tests bring their own). */
export function WithData({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  return outer ? children : <QueryClientProvider client={appQueryClient}>{children}</QueryClientProvider>;
}
