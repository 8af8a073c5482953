import { IncidentMenus } from '../features/incidents/components/incident-menus';

/**
 * The slot for the top bar's badge menus of spec 1 §2.1: 'REPORTES POR APROBAR' (roles 1 and 2),
 * 'NEUMÁTICOS PRÓXIMOS A REENCAUCHAR' / 'NEUMÁTICOS A REENCAUCHAR' and the incident headset (client users),
 * the incident notifications (internal users) and the app download. Later work composes those features here.
 */
export function TopBarMenus() {
  return <IncidentMenus />;
}
