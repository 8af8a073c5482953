import { ROUTES, type RouteDef } from '@huella/contracts/shell';
import { matchPath } from 'react-router';
import { lazyWithPreload, type PreloadableComponent } from './lazy-with-preload';

type LazyScreen = PreloadableComponent;

/** One lazy screen for both spellings of the sessions route (one chunk, one preload). */
const userSessionsScreen: LazyScreen = lazyWithPreload(() =>
  import('./screens/user-sessions-screen').then((m) => ({ default: m.UserSessionsScreen })),
);

/**
 * The screens this build has, by path of the contracts' route table (spec 1 §2.2). The router, the guard and
 * the drawer all read SCREENS: a path of ROUTES without a line here is "unknown" (→ /page404) and hidden from
 * the menu. Adding a screen is adding one line.
 */
const SCREEN_COMPONENTS: Record<string, LazyScreen> = {
  '/': lazyWithPreload(() =>
    import('../features/welcome/components/welcome-page').then((m) => ({ default: m.WelcomePage })),
  ),
  '/login': lazyWithPreload(() =>
    import('../features/auth/components/login-page').then((m) => ({ default: m.LoginPage })),
  ),
  '/page404': lazyWithPreload(() =>
    import('../features/not-found/components/not-found-page').then((m) => ({ default: m.NotFoundPage })),
  ),
  '/resetpassword': lazyWithPreload(() =>
    import('../features/auth/components/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
  ),
  '/changeyourpassword': lazyWithPreload(() =>
    import('../features/auth/components/change-password-page').then((m) => ({
      default: m.ChangePasswordPage,
    })),
  ),
  '/seleccionarCliente': lazyWithPreload(() =>
    import('../features/client-selection/components/select-client-page').then((m) => ({
      default: m.SelectClientPage,
    })),
  ),
  '/salirCliente': lazyWithPreload(() =>
    import('../features/client-selection/components/leave-client-page').then((m) => ({
      default: m.LeaveClientPage,
    })),
  ),
  '/home': lazyWithPreload(() => import('./screens/home-screen').then((m) => ({ default: m.HomeScreen }))),
  '/mttoCliente': lazyWithPreload(() =>
    import('../features/clients/components/clients-page').then((m) => ({ default: m.ClientsPage })),
  ),
  '/gestionCliente': lazyWithPreload(() =>
    import('../features/members/components/client-users-page').then((m) => ({ default: m.ClientUsersPage })),
  ),
  '/miembroscliente/:id': lazyWithPreload(() =>
    import('../features/members/components/members-page').then((m) => ({ default: m.MembersPage })),
  ),
  '/gestionClientesConSuscripcion': lazyWithPreload(() =>
    import('../features/subscriptions/components/subscriptions-page').then((m) => ({
      default: m.SubscriptionsPage,
    })),
  ),
  '/catalogoscompartidos': lazyWithPreload(() =>
    import('../features/shared-catalogues/components/shared-catalogues-page').then((m) => ({
      default: m.SharedCataloguesPage,
    })),
  ),
  '/incidencias': lazyWithPreload(() =>
    import('../features/incidents/components/incidents-page').then((m) => ({ default: m.IncidentsPage })),
  ),
  '/micuenta': lazyWithPreload(() =>
    import('./screens/my-account-screen').then((m) => ({ default: m.MyAccountScreen })),
  ),
  '/plantas': lazyWithPreload(() =>
    import('./screens/plants-screen').then((m) => ({ default: m.PlantsScreen })),
  ),
  '/vehiculos': lazyWithPreload(() =>
    import('./screens/vehicles-screen').then((m) => ({ default: m.VehiclesScreen })),
  ),
  '/vehiculo/instalacion/:id': lazyWithPreload(() =>
    import('./screens/installation-screen').then((m) => ({ default: m.InstallationScreen })),
  ),
  '/inspeccion': lazyWithPreload(() =>
    import('./screens/inspection-screen').then((m) => ({ default: m.InspectionScreen })),
  ),
  '/inspeccionreporte': lazyWithPreload(() =>
    import('./screens/inspection-report-screen').then((m) => ({ default: m.InspectionReportScreen })),
  ),
  '/indicadorkmhr': lazyWithPreload(() =>
    import('./screens/cost-per-km-screen').then((m) => ({ default: m.CostPerKmScreen })),
  ),
  '/indicadorreencauche': lazyWithPreload(() =>
    import('./screens/retread-index-screen').then((m) => ({ default: m.RetreadIndexScreen })),
  ),
  '/indicadorreencauchabilidad': lazyWithPreload(() =>
    import('./screens/retreadability-screen').then((m) => ({ default: m.RetreadabilityScreen })),
  ),
  '/analisisinspecciones': lazyWithPreload(() =>
    import('./screens/inspection-analysis-screen').then((m) => ({ default: m.InspectionAnalysisScreen })),
  ),
  '/reportecurvadesgasteneumatico': lazyWithPreload(() =>
    import('./screens/tyre-wear-curve-screen').then((m) => ({ default: m.TyreWearCurveScreen })),
  ),
  '/reportecurvadesgastevehiculo': lazyWithPreload(() =>
    import('./screens/vehicle-wear-curve-screen').then((m) => ({ default: m.VehicleWearCurveScreen })),
  ),
  '/reporteremanenterodadovehiculo': lazyWithPreload(() =>
    import('./screens/remnant-by-unit-screen').then((m) => ({ default: m.RemnantByUnitScreen })),
  ),
  '/reportescrapmotivo': lazyWithPreload(() =>
    import('./screens/scrap-by-reason-screen').then((m) => ({ default: m.ScrapByReasonScreen })),
  ),
  '/reportescrapmarca': lazyWithPreload(() =>
    import('./screens/scrap-by-brand-screen').then((m) => ({ default: m.ScrapByBrandScreen })),
  ),
  '/reporteperdidasscrap': lazyWithPreload(() =>
    import('./screens/scrap-losses-screen').then((m) => ({ default: m.ScrapLossesScreen })),
  ),
  '/reportecomparativoconfiguracion': lazyWithPreload(() =>
    import('./screens/tyre-comparison-screen').then((m) => ({ default: m.TyreComparisonScreen })),
  ),
  '/reportecomparativomarca': lazyWithPreload(() =>
    import('./screens/brand-comparison-screen').then((m) => ({ default: m.BrandComparisonScreen })),
  ),
  '/reporteconsolidado': lazyWithPreload(() =>
    import('./screens/consolidated-report-screen').then((m) => ({ default: m.ConsolidatedReportScreen })),
  ),
  '/administracionreportes': lazyWithPreload(() =>
    import('./screens/report-administration-screen').then((m) => ({ default: m.ReportAdministrationScreen })),
  ),
  '/reportedetalladoporcliente': lazyWithPreload(() =>
    import('./screens/detailed-report-screen').then((m) => ({ default: m.DetailedReportScreen })),
  ),
  '/marketing': lazyWithPreload(() =>
    import('./screens/etl-export-screen').then((m) => ({ default: m.EtlExportScreen })),
  ),
  '/reportemarketingreencauchados': lazyWithPreload(() =>
    import('./screens/marketing-retreaded-screen').then((m) => ({ default: m.MarketingRetreadedScreen })),
  ),
  '/reportemarketingmedidas': lazyWithPreload(() =>
    import('./screens/marketing-sizes-screen').then((m) => ({ default: m.MarketingSizesScreen })),
  ),
  '/reportemarketingdiseniosxempresa': lazyWithPreload(() =>
    import('./screens/marketing-designs-screen').then((m) => ({ default: m.MarketingDesignsScreen })),
  ),
  '/reportemarketingmedidasxsector': lazyWithPreload(() =>
    import('./screens/marketing-sizes-by-sector-screen').then((m) => ({
      default: m.MarketingSizesBySectorScreen,
    })),
  ),
  '/reportemarketingrendimientoneumaticos': lazyWithPreload(() =>
    import('./screens/marketing-performance-screen').then((m) => ({ default: m.MarketingPerformanceScreen })),
  ),
  '/tipocambio': lazyWithPreload(() =>
    import('./screens/exchange-rate-screen').then((m) => ({ default: m.ExchangeRateScreen })),
  ),
  '/aplicacion': lazyWithPreload(() =>
    import('./screens/remnants-screen').then((m) => ({ default: m.RemnantsScreen })),
  ),
  '/criterioaceptacion': lazyWithPreload(() =>
    import('./screens/criteria-screen').then((m) => ({ default: m.CriteriaScreen })),
  ),
  '/importarvehiculos': lazyWithPreload(() =>
    import('./screens/vehicle-import-screen').then((m) => ({ default: m.VehicleImportScreen })),
  ),
  '/importarcriterio': lazyWithPreload(() =>
    import('./screens/criteria-import-screen').then((m) => ({ default: m.CriteriaImportScreen })),
  ),
  '/importarneumatico': lazyWithPreload(() =>
    import('./screens/tyre-import-screen').then((m) => ({ default: m.TyreImportScreen })),
  ),
  '/configuracionvehiculo': lazyWithPreload(() =>
    import('./screens/configurations-screen').then((m) => ({ default: m.ConfigurationsScreen })),
  ),
  '/configuracionvehiculo/instalacion': lazyWithPreload(() =>
    import('./screens/configuration-editor-screen').then((m) => ({ default: m.ConfigurationEditorScreen })),
  ),
  '/configuracionvehiculo/instalacion/:id': lazyWithPreload(() =>
    import('./screens/configuration-editor-screen').then((m) => ({ default: m.ConfigurationEditorScreen })),
  ),
  '/neumaticos': lazyWithPreload(() =>
    import('./screens/tyres-screen').then((m) => ({ default: m.TyresScreen })),
  ),
  '/neumaticoreportecosto/:id': lazyWithPreload(() =>
    import('./screens/tyre-cost-screen').then((m) => ({ default: m.TyreCostScreen })),
  ),
  '/neumaticoreportekilometro/:id': lazyWithPreload(() =>
    import('./screens/tyre-mileage-screen').then((m) => ({ default: m.TyreMileageScreen })),
  ),
  '/neumaticoreportescrap/:id': lazyWithPreload(() =>
    import('./screens/tyre-scrap-screen').then((m) => ({ default: m.TyreScrapScreen })),
  ),
  '/neumaticosscrap': lazyWithPreload(() =>
    import('./screens/scrap-list-screen').then((m) => ({ default: m.ScrapListScreen })),
  ),
  '/neumaticosreencauche': lazyWithPreload(() =>
    import('./screens/retread-tyres-screen').then((m) => ({ default: m.RetreadTyresScreen })),
  ),
  '/neumaticosreparacion': lazyWithPreload(() =>
    import('./screens/repair-tyres-screen').then((m) => ({ default: m.RepairTyresScreen })),
  ),
  '/neumaticosmalestado': lazyWithPreload(() =>
    import('./screens/bad-condition-screen').then((m) => ({ default: m.BadConditionScreen })),
  ),
  '/ubicaciontemporal': lazyWithPreload(() =>
    import('../features/tyre-states/components/temporal-location-page').then((m) => ({
      default: m.TemporalLocationPage,
    })),
  ),
  '/roles': lazyWithPreload(() =>
    import('../features/roles/components/roles-page').then((m) => ({ default: m.RolesPage })),
  ),
  '/permisos': lazyWithPreload(() =>
    import('./screens/permissions-screen').then((m) => ({ default: m.PermissionsScreen })),
  ),
  '/modulos': lazyWithPreload(() =>
    import('./screens/modules-screen').then((m) => ({ default: m.ModulesScreen })),
  ),
  // Spec 1 §2.2 and spec 3 §2 spell the sessions report two ways: one screen for both.
  '/reportesesionesusuarios': userSessionsScreen,
  '/reportesesionusuarios': userSessionsScreen,
  '/reporteaccionusuarios': lazyWithPreload(() =>
    import('./screens/user-actions-screen').then((m) => ({ default: m.UserActionsScreen })),
  ),
  '/reporteinformetecnicos': lazyWithPreload(() =>
    import('./screens/technical-report-screen').then((m) => ({ default: m.TechnicalReportScreen })),
  ),
  '/usuarios': lazyWithPreload(() =>
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
