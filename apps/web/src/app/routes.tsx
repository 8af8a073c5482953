import { ROUTES, type RouteDef } from '@huella/contracts';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath } from 'react-router';

type LazyScreen = LazyExoticComponent<ComponentType>;

/**
 * The screens this build has, by path of the contracts' route table (spec 1 §2.2). The router, the guard and
 * the drawer all read SCREENS: a path of ROUTES without a line here is "unknown" (→ /page404) and hidden from
 * the menu. Adding a screen is adding one line.
 */
const SCREEN_COMPONENTS: Record<string, LazyScreen> = {
  '/': lazy(() =>
    import('../features/welcome/components/welcome-page').then((m) => ({ default: m.WelcomePage })),
  ),
  '/login': lazy(() =>
    import('../features/auth/components/login-page').then((m) => ({ default: m.LoginPage })),
  ),
  '/page404': lazy(() =>
    import('../features/not-found/components/not-found-page').then((m) => ({ default: m.NotFoundPage })),
  ),
  '/resetpassword': lazy(() =>
    import('../features/auth/components/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
  ),
  '/changeyourpassword': lazy(() =>
    import('../features/auth/components/change-password-page').then((m) => ({
      default: m.ChangePasswordPage,
    })),
  ),
  '/seleccionarCliente': lazy(() =>
    import('../features/client-selection/components/select-client-page').then((m) => ({
      default: m.SelectClientPage,
    })),
  ),
  '/salirCliente': lazy(() =>
    import('../features/client-selection/components/leave-client-page').then((m) => ({
      default: m.LeaveClientPage,
    })),
  ),
  '/home': lazy(() => import('./screens/home-screen').then((m) => ({ default: m.HomeScreen }))),
  '/mttoCliente': lazy(() =>
    import('../features/clients/components/clients-page').then((m) => ({ default: m.ClientsPage })),
  ),
  '/gestionCliente': lazy(() =>
    import('../features/members/components/client-users-page').then((m) => ({ default: m.ClientUsersPage })),
  ),
  '/miembroscliente/:id': lazy(() =>
    import('../features/members/components/members-page').then((m) => ({ default: m.MembersPage })),
  ),
  '/gestionClientesConSuscripcion': lazy(() =>
    import('../features/subscriptions/components/subscriptions-page').then((m) => ({
      default: m.SubscriptionsPage,
    })),
  ),
  '/catalogoscompartidos': lazy(() =>
    import('../features/shared-catalogues/components/shared-catalogues-page').then((m) => ({
      default: m.SharedCataloguesPage,
    })),
  ),
  '/micuenta': lazy(() =>
    import('./screens/my-account-screen').then((m) => ({ default: m.MyAccountScreen })),
  ),
  '/plantas': lazy(() => import('./screens/plants-screen').then((m) => ({ default: m.PlantsScreen }))),
  '/vehiculos': lazy(() => import('./screens/vehicles-screen').then((m) => ({ default: m.VehiclesScreen }))),
  '/tipocambio': lazy(() =>
    import('./screens/exchange-rate-screen').then((m) => ({ default: m.ExchangeRateScreen })),
  ),
  '/aplicacion': lazy(() => import('./screens/remnants-screen').then((m) => ({ default: m.RemnantsScreen }))),
  '/criterioaceptacion': lazy(() =>
    import('./screens/criteria-screen').then((m) => ({ default: m.CriteriaScreen })),
  ),
  '/importarvehiculos': lazy(() =>
    import('./screens/vehicle-import-screen').then((m) => ({ default: m.VehicleImportScreen })),
  ),
  '/importarcriterio': lazy(() =>
    import('./screens/criteria-import-screen').then((m) => ({ default: m.CriteriaImportScreen })),
  ),
  '/importarneumatico': lazy(() =>
    import('./screens/tyre-import-screen').then((m) => ({ default: m.TyreImportScreen })),
  ),
  '/configuracionvehiculo': lazy(() =>
    import('./screens/configurations-screen').then((m) => ({ default: m.ConfigurationsScreen })),
  ),
  '/configuracionvehiculo/instalacion': lazy(() =>
    import('./screens/configuration-editor-screen').then((m) => ({ default: m.ConfigurationEditorScreen })),
  ),
  '/configuracionvehiculo/instalacion/:id': lazy(() =>
    import('./screens/configuration-editor-screen').then((m) => ({ default: m.ConfigurationEditorScreen })),
  ),
  '/neumaticos': lazy(() => import('./screens/tyres-screen').then((m) => ({ default: m.TyresScreen }))),
  '/neumaticoreportecosto/:id': lazy(() =>
    import('./screens/tyre-cost-screen').then((m) => ({ default: m.TyreCostScreen })),
  ),
  '/neumaticoreportekilometro/:id': lazy(() =>
    import('./screens/tyre-mileage-screen').then((m) => ({ default: m.TyreMileageScreen })),
  ),
  '/roles': lazy(() =>
    import('../features/roles/components/roles-page').then((m) => ({ default: m.RolesPage })),
  ),
  '/permisos': lazy(() =>
    import('../features/permissions/components/permissions-page').then((m) => ({
      default: m.PermissionsPage,
    })),
  ),
  '/modulos': lazy(() =>
    import('../features/modules/components/modules-page').then((m) => ({ default: m.ModulesPage })),
  ),
  '/usuarios': lazy(() =>
    import('../features/users/components/users-page').then((m) => ({ default: m.UsersPage })),
  ),
};

export interface ScreenRoute extends RouteDef {
  Component: LazyScreen;
}

export const SCREENS: ScreenRoute[] = ROUTES.flatMap((route) => {
  const Component = SCREEN_COMPONENTS[route.path];
  return Component ? [{ ...route, Component }] : [];
});

/** Paths listed above that the contracts do not know: a typo would silently hide a screen, so tests check it. */
export const SCREENS_WITHOUT_ROUTE = Object.keys(SCREEN_COMPONENTS).filter(
  (path) => !ROUTES.some((route) => route.path === path),
);

/** The screen for a concrete path ('/miembroscliente/12' finds '/miembroscliente/:id'). */
export function findScreen(pathname: string): ScreenRoute | undefined {
  return SCREENS.find((screen) => matchPath({ path: screen.path, end: true }, pathname) !== null);
}

export const hasScreen = (pathname: string) => findScreen(pathname) !== undefined;
