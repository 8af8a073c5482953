import { QueryClient } from '@tanstack/react-query';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // No retries: a 4xx is a real answer, and a 5xx or a network failure is reported once (its dialog, or the
      // inline error of the screen that shows it).
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
