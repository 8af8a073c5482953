import ExcelJS from 'exceljs';
import { COST_TYPES } from '@huella/contracts';
import { POSITION_COUNT } from '@huella/domain';
import type { Db } from '../../db/client';
import { normalizeName } from '../../lib/closest-match';
import { addExamplesSheet, examplesNote } from '../../lib/template-examples';
import { loadCatalogue, positionHeader, VEHICLE_COLUMNS } from './vehicle-import';
import { listVehicleBatch } from './vehicles.service';

type Catalogue = Awaited<ReturnType<typeof loadCatalogue>>;
type Entries<K extends keyof Catalogue> = Catalogue[K] extends Map<string, infer V> ? V[] : never;

/**
 * The template's example row: like the client's first vehicle when it has one (a real type, brand, model and
 * configuration combination), otherwise the first names of the catalogue; a free plate; on P1 a tyre of the
 * client ready to install whose unit matches the cost type, so the row imports as it is once copied to the
 * data sheet. It lives on the 'Ejemplos' sheet: the unchanged template imports nothing (ADR 0030).
 */
async function exampleRow(
  db: Db,
  clientId: number,
  catalogue: Catalogue,
  sorted: {
    configurations: { id: number; nombre: string; id_tipo: number }[];
    brands: Entries<'brands'>;
    applications: Entries<'applications'>;
    plants: Entries<'plants'>;
  },
): Promise<(string | number | null)[] | null> {
  const [vehicle] = await listVehicleBatch(db, { clientId, afterId: undefined, limit: 1 });
  let names: { tipo: string; marca: string; modelo: string; aplicacion: string; configuracion: string };
  let costType = 1;
  let planta = sorted.plants[0]?.nombre ?? '';
  if (vehicle && catalogue.applications.get(normalizeName(vehicle.aplicacion))?.thresholds) {
    names = vehicle;
    costType = vehicle.tipo_costo;
    planta = vehicle.nomplanta;
  } else {
    const configuration = sorted.configurations.find((c) => catalogue.positions.get(c.id)?.has(1));
    const brand = sorted.brands.find((b) => (catalogue.models.get(b.id)?.size ?? 0) > 0);
    const model = brand ? [...(catalogue.models.get(brand.id)?.values() ?? [])][0] : undefined;
    const tipo = [...catalogue.types.values()].find((t) => t.id === configuration?.id_tipo);
    const aplicacion = sorted.applications[0]?.aplicacion;
    if (!configuration || !brand || !model || !tipo || !aplicacion) return null;
    names = {
      tipo: tipo.descripcion,
      marca: brand.descripcion,
      modelo: model.descripcion,
      aplicacion,
      configuracion: configuration.nombre,
    };
  }
  const unit = costType === 1 ? 'K' : 'H';
  const tyre = [...catalogue.tyres.values()].find(
    (t) => !t.installed && (t.estado === 1 || t.estado === 5) && t.unidad_medida === unit,
  );
  let plate = 'EJM-001';
  for (let n = 2; catalogue.plates.has(plate.toLowerCase()); n += 1)
    plate = `EJM-${String(n).padStart(3, '0')}`;
  return [
    plate,
    'EJ-01',
    names.tipo,
    names.marca,
    names.modelo,
    names.aplicacion,
    COST_TYPES[costType === 2 ? 2 : 1],
    names.configuracion,
    planta || null,
    new Date().getFullYear() - 3,
    120000,
    tyre?.num_serie ?? null,
  ];
}

/**
 * The vehicle template (.xlsx, generated for the client): the data sheet with only the columns, a sheet with
 * one example row (`exampleRow`), a sheet listing the accepted values and one of instructions.
 */
export async function vehicleTemplate(db: Db, params: { clientId: number }): Promise<Buffer> {
  const catalogue = await loadCatalogue(db, params.clientId);
  const sorted = <T>(rows: Iterable<T>, name: (row: T) => string) =>
    [...rows].sort((a, b) => name(a).localeCompare(name(b), 'es'));
  const types = sorted(catalogue.types.values(), (t) => t.descripcion);
  const brands = sorted(catalogue.brands.values(), (b) => b.descripcion);
  const configurations = sorted([...catalogue.configurations.values()].flat(), (c) => c.nombre);
  const applications = sorted(catalogue.applications.values(), (a) => a.aplicacion).filter(
    (a) => a.thresholds,
  );
  const plants = sorted(catalogue.plants.values(), (p) => p.nombre);
  const typeName = new Map(types.map((t) => [t.id, t.descripcion]));

  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Huella';
  const sheet = workbook.addWorksheet('vehiculos');
  const dataColumns = [
    ...VEHICLE_COLUMNS.map(({ header, key, width }) => ({ header, key, width })),
    ...Array.from({ length: POSITION_COUNT }, (_, index) => ({
      header: positionHeader(index + 1),
      width: 13,
    })),
  ];
  sheet.columns = dataColumns;
  sheet.getRow(1).font = { bold: true };

  const example = await exampleRow(db, params.clientId, catalogue, {
    configurations,
    brands,
    applications,
    plants,
  });
  addExamplesSheet(workbook, dataColumns, example ? [example] : []);

  const help = workbook.addWorksheet('Valores');
  help.columns = [
    { header: 'Tipo', width: 20 },
    { header: 'Marca', width: 18 },
    { header: 'Modelo', width: 20 },
    { header: 'Configuración', width: 34 },
    { header: 'Tipo de la configuración', width: 22 },
    { header: 'Posiciones', width: 14 },
    { header: 'Aplicación', width: 20 },
    { header: 'Planta', width: 26 },
    { header: 'Tipo de costo', width: 14 },
  ];
  help.getRow(1).font = { bold: true };
  const models = brands.flatMap((b) =>
    sorted(catalogue.models.get(b.id)?.values() ?? [], (m) => m.descripcion).map((m) => [
      b.descripcion,
      m.descripcion,
    ]),
  );
  const columns: (string | null)[][] = [
    types.map((t) => t.descripcion),
    models.map(([marca]) => marca ?? null),
    models.map(([, modelo]) => modelo ?? null),
    configurations.map((c) => c.nombre),
    configurations.map((c) => typeName.get(c.id_tipo) ?? ''),
    configurations.map((c) => `P1 a P${catalogue.positions.get(c.id)?.size ?? 0}`),
    applications.map((a) => a.aplicacion),
    plants.map((p) => p.nombre),
    Object.values(COST_TYPES),
  ];
  const length = Math.max(...columns.map((column) => column.length));
  for (let index = 0; index < length; index += 1) help.addRow(columns.map((column) => column[index] ?? null));
  const notes = workbook.addWorksheet('Instrucciones');
  notes.getColumn(1).width = 110;
  for (const line of [
    examplesNote('vehiculos'),
    'Una fila por vehículo. Obligatorios: Placa, Tipo, Marca, Modelo, Aplicación, Tipo de costo y Configuración.',
    'Use los nombres de la hoja "Valores" (mayúsculas y tildes no importan). El modelo debe ser de la marca y la configuración del tipo.',
    'Tipo de costo: Kilómetros u Horas. Kilometraje: la lectura actual del vehículo (km u horas). Código y planta: "-" o vacío si no tiene.',
    'Posición P1 … Posición P22 (opcional): la serie de un neumático del cliente, listo para instalar, que ya está montado en esa posición.',
    'Se registra instalado hoy con el kilometraje del vehículo. Su unidad (K/H) debe coincidir con el tipo de costo del vehículo.',
    'Si alguna fila tiene errores no se registra nada: corrija las filas indicadas y vuelva a cargar el archivo.',
  ])
    notes.addRow([line]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
