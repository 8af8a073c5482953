/**
 * The seeded menu (spec 1 §2.2 routes, grouped the way a fleet manager looks for them). A screen's id is its
 * permission id; groups use ids from 101, and screens whose route id is 0 or shared get their own menu id
 * from 91 so that the drawer entry can still be granted per role (docs/decisions/0003-menu-ids.md).
 */
export interface MenuSeed {
  id: number;
  menu: string;
  icon?: string;
  path?: string;
  children?: MenuSeed[];
}

const ALL_ACTIONS = '1.2.3.4';

export const CLIENT_MENU: MenuSeed[] = [
  { id: 19, menu: 'Inicio', icon: 'Home', path: '/home' },
  {
    id: 102,
    menu: 'Flota',
    icon: 'LocalShipping',
    children: [
      { id: 29, menu: 'Plantas', icon: 'Factory', path: '/plantas' },
      { id: 73, menu: 'Vehículos', icon: 'LocalShipping', path: '/vehiculos' },
      { id: 74, menu: 'Configuración vehicular', icon: 'AccountTree', path: '/configuracionvehiculo' },
    ],
  },
  {
    id: 103,
    menu: 'Neumáticos',
    icon: 'TireRepair',
    children: [
      { id: 75, menu: 'Reporte de neumáticos', icon: 'TireRepair', path: '/neumaticos' },
      { id: 77, menu: 'En reencauche', icon: 'Autorenew', path: '/neumaticosreencauche' },
      { id: 90, menu: 'En reparación', icon: 'Build', path: '/neumaticosreparacion' },
      { id: 78, menu: 'En mal estado', icon: 'ReportProblem', path: '/neumaticosmalestado' },
      { id: 76, menu: 'En scrap', icon: 'DeleteSweep', path: '/neumaticosscrap' },
    ],
  },
  {
    id: 104,
    menu: 'Inspecciones',
    icon: 'FactCheck',
    children: [
      { id: 70, menu: 'Registrar inspección', icon: 'FactCheck', path: '/inspeccion' },
      { id: 71, menu: 'Reporte de inspecciones', icon: 'Description', path: '/inspeccionreporte' },
    ],
  },
  {
    id: 105,
    menu: 'Indicadores',
    icon: 'Insights',
    children: [
      { id: 65, menu: 'Costo por km / hora', icon: 'Speed', path: '/indicadorkmhr' },
      { id: 66, menu: 'Índice de reencauche', icon: 'Autorenew', path: '/indicadorreencauche' },
      { id: 67, menu: 'Índice de reencauchabilidad', icon: 'Recycling', path: '/indicadorreencauchabilidad' },
      { id: 99, menu: 'Análisis de inspecciones', icon: 'QueryStats', path: '/analisisinspecciones' },
    ],
  },
  {
    id: 106,
    menu: 'Reportes',
    icon: 'Assessment',
    children: [
      { id: 80, menu: 'Reporte consolidado', icon: 'PictureAsPdf', path: '/reporteconsolidado' },
      { id: 24, menu: 'Administración de reportes', icon: 'TaskAlt', path: '/administracionreportes' },
      {
        id: 111,
        menu: 'Desgaste',
        icon: 'ShowChart',
        children: [
          { id: 81, menu: 'Curva por neumático', path: '/reportecurvadesgasteneumatico' },
          { id: 82, menu: 'Curva por vehículo', path: '/reportecurvadesgastevehiculo' },
          { id: 83, menu: 'Remanente por unidad', path: '/reporteremanenterodadovehiculo' },
        ],
      },
      {
        id: 112,
        menu: 'Scrap',
        icon: 'DeleteSweep',
        children: [
          { id: 84, menu: 'Scrap por motivo', path: '/reportescrapmotivo' },
          { id: 85, menu: 'Scrap por marca', path: '/reportescrapmarca' },
          { id: 86, menu: 'Pérdidas por scrap', path: '/reporteperdidasscrap' },
        ],
      },
      {
        id: 113,
        menu: 'Comparativos',
        icon: 'CompareArrows',
        children: [
          { id: 87, menu: 'Por configuración', path: '/reportecomparativoconfiguracion' },
          { id: 88, menu: 'Por marca', path: '/reportecomparativomarca' },
        ],
      },
      { id: 94, menu: 'Detallado por cliente', icon: 'Description', path: '/reportedetalladoporcliente' },
    ],
  },
  {
    id: 107,
    menu: 'Configuración',
    icon: 'Settings',
    children: [
      { id: 21, menu: 'Criterios de aceptación', icon: 'Rule', path: '/criterioaceptacion' },
      { id: 22, menu: 'Tipo de cambio', icon: 'CurrencyExchange', path: '/tipocambio' },
      { id: 23, menu: 'Remanente por aplicación', icon: 'Straighten', path: '/aplicacion' },
      {
        id: 114,
        menu: 'Importaciones',
        icon: 'UploadFile',
        children: [
          { id: 26, menu: 'Importar vehículos', icon: 'LocalShipping', path: '/importarvehiculos' },
          { id: 27, menu: 'Importar neumáticos', icon: 'TireRepair', path: '/importarneumatico' },
          { id: 28, menu: 'Importar criterios', icon: 'Rule', path: '/importarcriterio' },
        ],
      },
      { id: 92, menu: 'Mi cuenta', icon: 'Business', path: '/micuenta' },
    ],
  },
];

export const CLIENTLESS_MENU: MenuSeed[] = [
  { id: 1, menu: 'Seleccionar cliente', icon: 'Business', path: '/seleccionarCliente' },
  {
    id: 101,
    menu: 'Administración',
    icon: 'AdminPanelSettings',
    children: [
      {
        id: 115,
        menu: 'Accesos',
        icon: 'Security',
        children: [
          { id: 5, menu: 'Usuarios', path: '/usuarios' },
          { id: 3, menu: 'Roles', path: '/roles' },
          { id: 4, menu: 'Permisos', path: '/permisos' },
          { id: 30, menu: 'Módulos', path: '/modulos' },
        ],
      },
      { id: 6, menu: 'Clientes', icon: 'Storefront', path: '/mttoCliente' },
      { id: 7, menu: 'Usuarios por cliente', icon: 'Groups', path: '/gestionCliente' },
      { id: 91, menu: 'Suscripciones', icon: 'CardMembership', path: '/gestionClientesConSuscripcion' },
      { id: 97, menu: 'Catálogos compartidos', icon: 'MergeType', path: '/catalogoscompartidos' },
      { id: 98, menu: 'Incidencias', icon: 'SupportAgent', path: '/incidencias' },
    ],
  },
  {
    id: 108,
    menu: 'Uso y marketing',
    icon: 'Campaign',
    children: [
      {
        id: 116,
        menu: 'Uso de la plataforma',
        icon: 'QueryStats',
        children: [
          { id: 13, menu: 'Sesiones de usuarios', path: '/reportesesionusuarios' },
          { id: 14, menu: 'Acciones de usuarios', path: '/reporteaccionusuarios' },
          { id: 15, menu: 'Informe técnico', path: '/reporteinformetecnicos' },
        ],
      },
      {
        id: 117,
        menu: 'Marketing',
        icon: 'Campaign',
        children: [
          { id: 93, menu: 'Resumen de marketing', path: '/marketing' },
          { id: 95, menu: 'Neumáticos reencauchados', path: '/reportemarketingreencauchados' },
          { id: 16, menu: 'Medidas', path: '/reportemarketingmedidas' },
          { id: 17, menu: 'Diseños por empresa', path: '/reportemarketingdiseniosxempresa' },
          { id: 18, menu: 'Medidas por sector', path: '/reportemarketingmedidasxsector' },
          { id: 96, menu: 'Rendimiento de neumáticos', path: '/reportemarketingrendimientoneumaticos' },
        ],
      },
    ],
  },
];

/** A row of the menus table, as the tree flattens into it (parent first, so foreign keys hold). */
export interface MenuRow {
  id: number;
  menu: string;
  icon: string | null;
  path: string | null;
  id_menu: number | null;
  acciones: string | null;
  sesion: 'client' | 'clientless';
  orden: number;
}

export function flattenMenu(
  tree: MenuSeed[],
  sesion: MenuRow['sesion'],
  parent: number | null = null,
): MenuRow[] {
  return tree.flatMap((node, index) => [
    {
      id: node.id,
      menu: node.menu,
      icon: node.icon ?? null,
      path: node.path ?? null,
      id_menu: parent,
      acciones: node.path ? ALL_ACTIONS : null,
      sesion,
      orden: index + 1,
    },
    ...flattenMenu(node.children ?? [], sesion, node.id),
  ]);
}
