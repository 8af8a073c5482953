import type { PartialReading, TyreAtPosition } from '@huella/contracts';

/** Shared rows of the inspection screen's tests. */
export const tyreAt = (overrides: Partial<TyreAtPosition> = {}): TyreAtPosition => ({
  id_neumaticos: 501,
  num_serie: 'MX501',
  posicion: 3,
  ubicacion: 3,
  id_ejes: 2,
  eje: 'Tracción',
  marca: 'MICHELIN',
  modelo: 'X MULTI D',
  medida: '295/80R22.5',
  disenio: null,
  condicion: 'Nuevo',
  cantidad_reencauche: 0,
  empresa_reencauche: null,
  fecha_reencauche: null,
  tipo_costo: 1,
  km_instalacion: 100_000,
  km_recorrido: 20_000,
  km_proyectado: null,
  remanente_original: 18,
  remanente_actual: 14,
  presion_recomendada: 110,
  rem_proximo: 5,
  anterior: null,
  ...overrides,
});

export const readingOf = (body: Record<string, unknown>, id: number): PartialReading => {
  const exterior = Number(body.exterior);
  const interior = Number(body.interior);
  const medio = body.medio === null || body.medio === undefined ? null : Number(body.medio);
  return {
    id,
    clave: String(body.clave),
    id_inspeccion: null,
    id_vehiculo: Number(body.id_vehiculo),
    id_neumaticos: Number(body.id_neumaticos),
    num_serie: `MX${String(body.id_neumaticos)}`,
    posicion: Number(body.posicion),
    d_posicion: `P${String(body.posicion)}`,
    ubicacion: Number(body.ubicacion),
    id_ejes: Number(body.id_ejes),
    tipo_presion: String(body.tipo_presion),
    presion: Number(body.presion),
    valvula: String(body.valvula),
    accesibilidad: Number(body.accesibilidad),
    motivo_inaccesibilidad: (body.motivo_inaccesibilidad as number | null) ?? null,
    exterior,
    medio,
    interior,
    nsd: Math.min(exterior, interior, medio ?? Infinity),
    resultado: body.resultado as string[],
    separaciond: String(body.separaciond),
    otros: body.otros as string[],
    desgirregular: body.desgirregular as number[],
    parareparar: body.parareparar as number[],
    fallasflanco: body.fallasflanco as number[],
    tuercaestado: Number(body.tuercaestado),
    tuercacantidad: (body.tuercacantidad as number | null) ?? null,
    estado: Number(body.estado),
    recomendacion: String(body.recomendacion ?? ''),
    ruta: (body.ruta as string | null) ?? null,
    marca: 'MICHELIN',
    medida: '295/80R22.5',
  };
};
