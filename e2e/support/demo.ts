/** The demo data the server seeds into a fresh DATA_DIR (apps/api/src/db/seed/demo.ts). */
export const DEMO_PASSWORD = 'Huella2026!';

export const COMPANY = {
  andinos: 'Transportes Andinos S.A.C.',
  cordillera: 'Minera Cordillera del Sur S.A.',
} as const;

export const USERS = {
  superadmin: 'superadmin@huella.pe',
  technician: 'tecnico@huella.pe',
  andinosAdmin: 'admin@transportesandinos.pe',
  andinosOperator: 'operador@transportesandinos.pe',
  cordilleraAdmin: 'admin@cordilleradelsur.pe',
  /** Its password is changed by the recovery journey: other journeys leave it alone. */
  cordilleraOperator: 'operador@cordilleradelsur.pe',
} as const;
