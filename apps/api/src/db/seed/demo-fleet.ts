import { eq } from 'drizzle-orm';
import { numberPositions, frontTyres, type AxleInput } from '@huella/domain';
import type { Db } from '../client';
import {
  clientes,
  plantas,
  vehiculoConfiguracionPosiciones,
  vehiculoConfiguraciones,
  vehiculoMarcas,
  vehiculoModelos,
  vehiculoTipos,
} from '../schema/index';

/** Plants of each demo client, by slug: Peruvian sites of a hauler and of a mine. */
const PLANTS: Record<string, { nombre: string; direccion: string }[]> = {
  tandinos: [
    { nombre: 'Callao - Base principal', direccion: 'Av. Néstor Gambetta 5480, Callao' },
    { nombre: 'Lurín', direccion: 'Antigua Panamericana Sur km 36.5, Lurín, Lima' },
    { nombre: 'Arequipa', direccion: 'Parque Industrial Río Seco Mz. C Lt. 4, Cerro Colorado, Arequipa' },
  ],
  cordisur: [
    { nombre: 'La Joya', direccion: 'Carretera Panamericana Sur km 48, La Joya, Arequipa' },
    { nombre: 'Mina Cerro Negro', direccion: 'Campamento Cerro Negro s/n, Uchumayo, Arequipa' },
    { nombre: 'Matarani', direccion: 'Av. Ferrocarril 110, Islay, Arequipa' },
  ],
};

const TYPES = ['TRACTO', 'CAMIÓN', 'SEMIRREMOLQUE', 'BUS', 'VOLQUETE MINERO', 'CAMIONETA'];

const BRANDS: Record<string, string[]> = {
  VOLVO: ['FH 440', 'FH 500', 'FMX 460'],
  SCANIA: ['R450', 'G410', 'P360'],
  FREIGHTLINER: ['CASCADIA', 'M2 106'],
  INTERNATIONAL: ['PROSTAR', '7600'],
  'MERCEDES-BENZ': ['ACTROS 2645', 'ATEGO 1726', 'O 500 RSD'],
  KOMATSU: ['HD785', 'HD465'],
  CATERPILLAR: ['777G', '775G'],
  TOYOTA: ['HILUX 4X4'],
  RANDON: ['SR GRANELERO 3 EJES'],
};

const D = 1; // Direccional
const T = 2; // Tracción
const L = 3; // Libre
const steer: AxleInput = { id_ejes: D, ubicaciones: [1, 2] };
const duals = (line: number, id_ejes: number): AxleInput => {
  const base = 4 * line;
  return { id_ejes, ubicaciones: [base - 1, base, base + 1, base + 2] };
};

/** The common layouts (issue 4): type, name, configuration type, axles on the diagram. */
const CONFIGURATIONS: { tipo: string; nombre: string; tipo_configuracion: string; ejes: AxleInput[] }[] = [
  {
    tipo: 'CAMIÓN',
    nombre: 'Camión 4x2 - 6 neumáticos',
    tipo_configuracion: '4x2',
    ejes: [steer, duals(1, T)],
  },
  {
    tipo: 'TRACTO',
    nombre: 'Tracto 4x2 - 6 neumáticos',
    tipo_configuracion: '4x2',
    ejes: [steer, duals(1, T)],
  },
  {
    tipo: 'TRACTO',
    nombre: 'Tracto 6x4 - 10 neumáticos',
    tipo_configuracion: '6x4',
    ejes: [steer, duals(1, T), duals(2, T)],
  },
  {
    tipo: 'CAMIÓN',
    nombre: 'Camión 6x4 - 10 neumáticos',
    tipo_configuracion: '6x4',
    ejes: [steer, duals(1, T), duals(2, T)],
  },
  {
    tipo: 'CAMIÓN',
    nombre: 'Camión 8x4 - 12 neumáticos',
    tipo_configuracion: '8x4',
    ejes: [steer, { id_ejes: D, ubicaciones: [4, 3] }, duals(2, T), duals(3, T)],
  },
  {
    tipo: 'SEMIRREMOLQUE',
    nombre: 'Semirremolque 3 ejes - 12 neumáticos',
    tipo_configuracion: 'Remolcado',
    ejes: [duals(3, L), duals(4, L), duals(5, L)],
  },
  { tipo: 'BUS', nombre: 'Bus 4x2 - 6 neumáticos', tipo_configuracion: '4x2', ejes: [steer, duals(1, T)] },
  {
    tipo: 'BUS',
    nombre: 'Bus 6x2 - 10 neumáticos',
    tipo_configuracion: '6x2',
    ejes: [steer, duals(1, T), duals(2, L)],
  },
  {
    tipo: 'VOLQUETE MINERO',
    nombre: 'Volquete minero 4x2 - 6 neumáticos',
    tipo_configuracion: '4x2',
    ejes: [steer, duals(1, T)],
  },
  {
    tipo: 'CAMIONETA',
    nombre: 'Camioneta 4x4 - 4 neumáticos',
    tipo_configuracion: '4x4',
    ejes: [steer, { id_ejes: T, ubicaciones: [4, 3] }],
  },
];

/**
 * Fleet master data of the demo: plants of each demo client and the global vehicle catalogues (types,
 * brands, models, configurations). Called by seedDemoIfEmpty, so only on an empty database; one transaction.
 */
export async function seedDemoFleet(db: Db): Promise<void> {
  await db.transaction(async (tx) => seedFleet(tx));
}

async function seedFleet(db: Db): Promise<void> {
  for (const [slug, plants] of Object.entries(PLANTS)) {
    const [client] = await db.select({ id: clientes.id }).from(clientes).where(eq(clientes.slug, slug));
    if (!client) continue;
    await db.insert(plantas).values(plants.map((plant) => ({ ...plant, id_cliente: client.id })));
  }

  const types = await db
    .insert(vehiculoTipos)
    .values(TYPES.map((descripcion) => ({ descripcion })))
    .onConflictDoNothing()
    .returning();
  const typeId = new Map(types.map((row) => [row.descripcion, row.id]));

  for (const [brand, models] of Object.entries(BRANDS)) {
    const [row] = await db
      .insert(vehiculoMarcas)
      .values({ descripcion: brand })
      .onConflictDoNothing()
      .returning();
    if (!row) continue;
    await db.insert(vehiculoModelos).values(models.map((descripcion) => ({ id_marca: row.id, descripcion })));
  }

  for (const configuration of CONFIGURATIONS) {
    const id_vehiculotipo = typeId.get(configuration.tipo);
    if (!id_vehiculotipo) continue;
    const positions = numberPositions(configuration.ejes);
    const [row] = await db
      .insert(vehiculoConfiguraciones)
      .values({
        nombre: configuration.nombre,
        id_vehiculotipo,
        nroneumaticos: positions.length,
        tipo_configuracion: configuration.tipo_configuracion,
        delanteros: frontTyres(configuration.ejes),
      })
      .returning();
    if (!row) continue;
    await db
      .insert(vehiculoConfiguracionPosiciones)
      .values(positions.map((position) => ({ id_configuracion: row.id, ...position })));
  }
}
