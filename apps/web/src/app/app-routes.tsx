import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
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
          <Route key={screen.path} path={screen.path} element={renderScreen(screen)} />
        ))}
        {/* Never shown: the guard sends unknown paths to /page404 first. */}
        <Route path="*" element={null} />
      </Route>
    </Routes>
  );
}
