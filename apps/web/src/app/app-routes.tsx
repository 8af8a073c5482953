import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { RouteGuard } from './route-guard';
import { SCREENS, type ScreenRoute } from './routes';

const renderLazyScreen = (screen: ScreenRoute) => <screen.Component />;

interface AppRoutesProps {
  /** Tests render a marker per screen instead of the real page. */
  renderScreen?: (screen: ScreenRoute) => ReactNode;
}

export function AppRoutes({ renderScreen = renderLazyScreen }: AppRoutesProps) {
  return (
    <Routes>
      <Route element={<RouteGuard />}>
        {SCREENS.map((screen) => (
          <Route
            key={screen.path}
            path={screen.path}
            element={<ScreenBoundary>{renderScreen(screen)}</ScreenBoundary>}
          />
        ))}
        {/* Never shown: the guard sends unknown paths to /page404 first. */}
        <Route path="*" element={null} />
      </Route>
    </Routes>
  );
}

/**
 * Each screen behind its own error boundary, inside the shell: a render error shows in the page area and the
 * drawer and top bar keep working. Keyed by path, so any navigation (even to the same screen with another id)
 * starts the next screen fresh.
 */
function ScreenBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary key={pathname}>{children}</ErrorBoundary>;
}
