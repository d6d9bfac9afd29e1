import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

/**
 * The shop's TanStack Query client. Its defaults keep what screens did before it (docs/decisions.md,
 * "Libraries instead of hand-written wheels"): a failed load shows its error at once (no silent
 * retries: the screen offers "Try again"), nothing reloads behind the customer's back on focus or
 * reconnect, and a screen opened again loads afresh instead of showing an old answer first.
 */
export function createShopQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, gcTime: 0 },
    },
  });
}

/** One query client per mounted shop (the app, each story, each test), so no answer leaks between them. */
export function ShopQueries({ children }: { children: ReactNode }) {
  const [client] = useState(createShopQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
