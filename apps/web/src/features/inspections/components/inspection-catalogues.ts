/**
 * The dialog's two catalogues (spec 2 §3: valve types codigo/dato, inaccessibility reasons numero/dato). There is
 * no catalogue route: these are the rows migration 0017 seeds, and the server's foreign keys refuse anything
 * else. Kept in one place so a catalogue call can replace them.
 */
export const VALVE_TYPES = [
  { codigo: 'CT', dato: 'Con tapa' },
  { codigo: 'ST', dato: 'Sin tapa' },
  { codigo: 'CTE', dato: 'Con tapa y extensión' },
  { codigo: 'STE', dato: 'Sin tapa, con extensión' },
  { codigo: 'VD', dato: 'Válvula dañada' },
] as const;

export const INACCESSIBILITY_REASONS = [
  { numero: 1, dato: 'Válvula inaccesible' },
  { numero: 2, dato: 'Sin extensión de válvula' },
  { numero: 3, dato: 'El aro o el tapacubos impide el acceso' },
  { numero: 4, dato: 'Llanta de repuesto no accesible' },
  { numero: 5, dato: 'Otro motivo' },
] as const;

export const valveName = (codigo: string) =>
  VALVE_TYPES.find((valve) => valve.codigo === codigo)?.dato ?? codigo;
