import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import {
  aplicaciones,
  clientes,
  inspeccionDetalles,
  inspecciones,
  neumaticoDisenios,
  neumaticoMarcas,
  neumaticoMedidas,
  neumaticoModelos,
  remanentesAplicacion,
  vehiculoConfiguraciones,
  vehiculoModelos,
  vehiculoTipos,
} from '../../db/schema/index';
import type { TestApp } from '../../../test/app';

/**
 * What every hand-built report fleet starts from: a new client with one application (retread limit 5 mm, next
 * retread 8 mm), a vehicle type, and the first vehicle model and configuration of the reference data. Names
 * start with the tag so two fleets of one test never meet.
 */
export async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('row not created');
  return row;
}

/** The application's thresholds (domain.md §9) the fleets' hand-computed figures use. */
export const REPORT_THRESHOLDS = {
  ini_reencauche: '4',
  reencauche: '5',
  ini_prox_reencauche: '6',
  prox_reencauche: '8',
  desg_irregular_1: '3',
  desg_irregular_2: '-3',
} as const;

export interface ReportClient {
  clientId: number;
  applicationId: number;
  /** The vehicle type '{tag} TRACTO'. */
  typeId: number;
  /** A vehicle row of the client, of the tag's type on that application unless told; code = plate unless told. */
  vehicle(values: {
    placa: string;
    kilometraje: string;
    tipo_costo?: number;
    codigo?: string;
    id_tipo?: number;
    ruta?: number;
  }): {
    id_cliente: number;
    placa: string;
    codigo: string;
    id_tipo: number;
    id_marca: number;
    id_modelo: number;
    id_configuracion: number;
    ruta: number;
    tipo_costo: number;
    kilometraje: string;
  };
}

export async function newReportClient(t: TestApp, tag: string, ruc: string): Promise<ReportClient> {
  const db = t.db;
  const { id: clientId } = await one(
    db
      .insert(clientes)
      .values({ razon_social: `Flota ${tag} S.A.C.`, ruc, estado: true })
      .returning({ id: clientes.id }),
  );
  const type = await one(
    db
      .insert(vehiculoTipos)
      .values({ descripcion: `${tag} TRACTO` })
      .returning({ id: vehiculoTipos.id }),
  );
  const [vehicleModel] = await db
    .select({ id: vehiculoModelos.id, id_marca: vehiculoModelos.id_marca })
    .from(vehiculoModelos)
    .orderBy(asc(vehiculoModelos.id))
    .limit(1);
  const [configuration] = await db
    .select({ id: vehiculoConfiguraciones.id })
    .from(vehiculoConfiguraciones)
    .orderBy(asc(vehiculoConfiguraciones.id))
    .limit(1);
  if (!vehicleModel || !configuration) throw new Error('vehicle catalogues missing');
  const application = await one(
    db
      .insert(aplicaciones)
      .values({ id_cliente: clientId, aplicacion: `${tag} Carretera` })
      .returning({ id: aplicaciones.id }),
  );
  await db
    .insert(remanentesAplicacion)
    .values({ id_cliente: clientId, id_aplicacion: application.id, ...REPORT_THRESHOLDS });
  return {
    clientId,
    applicationId: application.id,
    typeId: type.id,
    vehicle: ({
      placa,
      kilometraje,
      tipo_costo = 1,
      codigo = placa,
      id_tipo = type.id,
      ruta = application.id,
    }) => ({
      id_cliente: clientId,
      placa,
      codigo,
      id_tipo,
      id_marca: vehicleModel.id_marca,
      id_modelo: vehicleModel.id,
      id_configuracion: configuration.id,
      ruta,
      tipo_costo,
      kilometraje,
    }),
  };
}

/** One brand, model and size, and a new and a retread design, named after the tag. */
export async function newTyreLine(t: TestApp, tag: string) {
  const db = t.db;
  const brand = await one(
    db
      .insert(neumaticoMarcas)
      .values({ descripcion: `${tag}-MARCA` })
      .returning({ id: neumaticoMarcas.id }),
  );
  const model = await one(
    db
      .insert(neumaticoModelos)
      .values({ id_marca: brand.id, descripcion: `${tag}-MOD` })
      .returning({ id: neumaticoModelos.id }),
  );
  const size = await one(
    db
      .insert(neumaticoMedidas)
      .values({ ancho: '295', perfil: '80', aro: '22.5', descripcion: `${tag} 295/80R22.5` })
      .returning({ id: neumaticoMedidas.id }),
  );
  const [designN, designR] = await db
    .insert(neumaticoDisenios)
    .values([{ nombre: `${tag}-DN` }, { nombre: `${tag}-DR` }])
    .returning({ id: neumaticoDisenios.id });
  if (!designN || !designR) throw new Error('designs not created');
  return { brand, model, size, designN, designR };
}

/** A cost event of a tyre in USD (motivo 0 purchase, 1 retread, 2 repair) opening or inside life `life`. */
export const costRow = (
  clientId: number,
  tyreId: number,
  event: { motivo: number; life: number; usd: string; rem: string | null; design?: number },
) => ({
  id_cliente: clientId,
  id_neumatico: tyreId,
  motivo: event.motivo,
  fecha: '2023-01-01',
  costo: event.usd,
  tipo_moneda: 2,
  costo_convertido: event.usd,
  nuevo: event.life === 0 ? 1 : 0,
  n_reencauche: event.life,
  rem_original: event.rem,
  id_disenio: event.design ?? null,
  observacion: event.motivo === 2 ? 'Parche' : null,
});

/** A reading of a tyre whose NSD is `nsd` (the inner groove carries it; the others read 1 mm more). */
export const readingRow = (
  clientId: number,
  read: {
    vehicleId: number;
    tyreId: number;
    position: number;
    axle?: number;
    life: number;
    nsd: number;
    brandId: number;
  },
) => ({
  id_cliente: clientId,
  clave: randomUUID(),
  id_vehiculo: read.vehicleId,
  id_neumatico: read.tyreId,
  posicion: read.position,
  ubicacion: read.position,
  id_ejes: read.axle ?? 1,
  vida: read.life,
  presion: '110',
  valvula: 'CT',
  accesibilidad: 1,
  exterior: String(read.nsd + 1),
  medio: String(read.nsd + 1),
  interior: String(read.nsd),
  separaciond: 'Sep. Entre Duales-No Aplica',
  tuercaestado: 1,
  estado: 1,
  id_marca: read.brandId,
});

/** A finished inspection of a vehicle on `fecha` at `km`, with its readings (each carries the inspection's date). */
export async function insertInspection(
  t: TestApp,
  clientId: number,
  inspection: {
    vehicleId: number;
    fecha: string;
    km: string;
    brandId: number;
    readings: { tyreId: number; position: number; axle?: number; life: number; nsd: number }[];
  },
): Promise<number> {
  const { vehicleId, fecha, km, brandId } = inspection;
  const { id } = await one(
    t.db
      .insert(inspecciones)
      .values({ id_cliente: clientId, id_vehiculo: vehicleId, fecha_inspeccion: fecha, km_inspeccion: km })
      .returning({ id: inspecciones.id }),
  );
  await t.db.insert(inspeccionDetalles).values(
    inspection.readings.map((read) => ({
      ...readingRow(clientId, { ...read, vehicleId, brandId }),
      id_inspeccion: id,
      fecha_inspeccion: fecha,
    })),
  );
  return id;
}
