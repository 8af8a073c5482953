import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes';
import { AppShell } from './app-shell';
import { AppProviders } from './providers';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppShell>
          <AppRoutes />
        </AppShell>
      </BrowserRouter>
    </AppProviders>
  );
}
