import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiDialogs } from '../components/api-dialogs';
import { NotificationProvider } from '../components/notification-provider';
import { createQueryClient } from '../lib/query-client';
import { theme } from './theme';

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client so each starts with an empty cache. */
  queryClient?: QueryClient;
}

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <NotificationProvider>
          {children}
          <ApiDialogs />
        </NotificationProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
