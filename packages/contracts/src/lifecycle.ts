/**
 * What the server answers when a tyre movement breaks the rules of domain.md §3 (409). The spec gives the scrap
 * and final-tread texts; the others are ours, in the same voice.
 */
export const LIFECYCLE_MSG = {
  noListoParaInstalar: (serie: string) => `El neumático ${serie} no está listo para instalar`,
  noInstalado: (serie: string) => `El neumático ${serie} no está instalado`,
  noEnviable: (serie: string) => `El neumático ${serie} no puede enviarse en su estado actual`,
  noEnReparacion: (serie: string) => `El neumático ${serie} no está en reparación`,
  noEnReencauche: (serie: string) => `El neumático ${serie} no está en reencauche`,
  scrapNoPermitido:
    'Un neumático solo puede enviarse a scrap si se encuentra libre de uso o correctamente desinstalado.',
  yaEnScrap: 'El neumático ya se encuentra en scrap',
  posicionOcupada: 'La posición ya tiene un neumático instalado',
  remanenteFinalRequerido: '¡Por favor, ingrese su remanente final para continuar! ',
  eventoInmutable: 'El historial del neumático no se puede modificar',
} as const;
