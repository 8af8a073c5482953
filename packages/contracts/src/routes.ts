/**
 * The route table of spec 1 §2.2 (and the report routes of spec 3): path, permission id and session kind.
 * `public` needs no login; `clientless` is for internal sessions with no client chosen; `client` for sessions
 * with a client chosen. The web's router and guard and the server's menu seed read this one list.
 */
export type RouteKind = 'public' | 'clientless' | 'client';
export interface RouteDef {
  path: string;
  id: number;
  kind: RouteKind;
}

const r = (kind: RouteKind, entries: Record<string, number>): RouteDef[] =>
  Object.entries(entries).map(([path, id]) => ({ path, id, kind }));

export const ROUTES: RouteDef[] = [
  ...r('public', {
    '/': 0,
    '/login': 0,
    '/page404': 0,
    '/resetpassword': 0,
    '/changeyourpassword': 0,
  }),
  ...r('clientless', {
    '/usuarios': 5,
    '/roles': 3,
    '/permisos': 4,
    '/modulos': 30,
    '/mttoCliente': 6,
    '/gestionCliente': 7,
    '/gestionClientesConSuscripcion': 0,
    '/catalogoscompartidos': 97,
    '/incidencias': 98,
    '/miembroscliente/:id': 7,
    '/seleccionarCliente': 1,
    '/marketing': 0,
    '/reportemarketingreencauchados': 15,
    '/reportemarketingmedidas': 16,
    '/reportemarketingdiseniosxempresa': 17,
    '/reportemarketingmedidasxsector': 18,
    '/reportemarketingrendimientoneumaticos': 0,
    '/salirCliente': 0,
    // Spec 1 §2.2 and spec 3 §2 spell this route two ways; both open the user sessions report.
    '/reportesesionusuarios': 13,
    '/reportesesionesusuarios': 13,
    '/reporteaccionusuarios': 14,
    '/reporteinformetecnicos': 15,
  }),
  ...r('client', {
    '/home': 19,
    '/criterioaceptacion': 21,
    '/tipocambio': 22,
    '/aplicacion': 23,
    '/importarvehiculos': 26,
    '/importarneumatico': 27,
    '/importarcriterio': 28,
    '/plantas': 29,
    '/administracionreportes': 24,
    '/vehiculos': 73,
    '/vehiculo/instalacion/:id': 0,
    '/ubicaciontemporal': 0,
    '/neumaticos': 75,
    '/neumaticoreportecosto/:id': 0,
    '/neumaticoreportescrap/:id': 75,
    '/neumaticoreportekilometro/:id': 75,
    '/configuracionvehiculo': 74,
    '/configuracionvehiculo/instalacion/:id': 0,
    '/configuracionvehiculo/instalacion': 0,
    '/reporteconsolidado': 80,
    '/reportecurvadesgasteneumatico': 81,
    '/reportecurvadesgastevehiculo': 82,
    '/reporteremanenterodadovehiculo': 83,
    '/reportescrapmotivo': 84,
    '/reportescrapmarca': 85,
    '/reporteperdidasscrap': 86,
    '/reportecomparativoconfiguracion': 87,
    '/reportecomparativomarca': 88,
    '/neumaticosscrap': 76,
    '/neumaticosreencauche': 77,
    '/neumaticosreparacion': 90,
    '/neumaticosmalestado': 78,
    '/inspeccion': 70,
    '/inspeccionreporte': 71,
    '/indicadorkmhr': 65,
    '/indicadorreencauche': 66,
    '/indicadorreencauchabilidad': 67,
    '/analisisinspecciones': 99,
    '/reportedetalladoporcliente': 0,
    '/micuenta': 0,
  }),
];

/** Finds the definition of a concrete path ('/miembroscliente/12' matches '/miembroscliente/:id'). */
export function matchRoute(pathname: string): RouteDef | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTES.find((route) => {
    const pattern = new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}$`);
    return pattern.test(path);
  });
}
