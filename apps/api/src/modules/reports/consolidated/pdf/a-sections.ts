import type { Content } from 'pdfmake/interfaces';
import {
  type ConsolidatedSectionsA,
  SECTIONS_A_HOW,
  SECTIONS_A_MSG,
  SECTIONS_A_TITLES,
} from '@huella/contracts';
import { type Cell, dataTable, formatCell, emptyNote, note, sectionTitle, subTitle } from './blocks';
import { brandBars, pieChart, slicesTable } from './a-charts';
import { keepWithNext } from './c-keep';

/** Photos already read (loadSectionsAPhotos), by protected URL; a row without one prints '-'. */
export type PdfPhotos = ReadonlyMap<string, string>;

const photoCell = (photos: PdfPhotos, url: string | null): Cell => {
  const data = url ? photos.get(url) : undefined;
  return data ? { image: data, fit: [44, 33], alignment: 'center' } : null;
};

const limited = (limitado: boolean): Content[] => (limitado ? [note(SECTIONS_A_MSG.limitado)] : []);

/** Equipos inspeccionados: vehicles per type, brand and model, with their tyre slots per axle type. */
export function pdfEquipment(section: ConsolidatedSectionsA['equipos_inspeccionados']): Content[] {
  const title = sectionTitle(SECTIONS_A_TITLES.equipos);
  if (section.data.length === 0) return [title, emptyNote(SECTIONS_A_MSG.sinEquipos)];
  const sum = (pick: (row: (typeof section.data)[number]) => number) =>
    section.data.reduce((total, row) => total + pick(row), 0);
  return [
    keepWithNext(
      title,
      dataTable({
        headers: [
          'Tipo',
          'Marca',
          'Modelo',
          'Vehículos',
          'Direccional',
          'Tracción',
          'Eje libre',
          'Neumáticos',
        ],
        widths: ['*', '*', '*', 50, 55, 50, 50, 55],
        rows: section.data.map((row) => [
          row.nomtipo,
          row.marca,
          row.modelo,
          row.total_vehiculos,
          row.ejes_delanteros.cantidad,
          row.ejes_posteriores.cantidad,
          row.ejes_libres.cantidad,
          row.total_neumaticos,
        ]),
        footer: [
          'Total',
          '',
          '',
          sum((row) => row.total_vehiculos),
          sum((row) => row.ejes_delanteros.cantidad),
          sum((row) => row.ejes_posteriores.cantidad),
          sum((row) => row.ejes_libres.cantidad),
          sum((row) => row.total_neumaticos),
        ],
      }),
    ),
    ...limited(section.limitado),
  ];
}

/** A pie section (sizes, brands): the pie, its table and how it is counted; the empty text when none. */
function pieSection(
  title: string,
  header: string,
  slices: ConsolidatedSectionsA['distribucion_medidas'],
  how: string,
) {
  const heading = sectionTitle(title);
  if (slices.length === 0) return [heading, emptyNote(SECTIONS_A_MSG.sinInspeccionados)];
  return [keepWithNext(heading, pieChart(slices)), slicesTable(header, slices), note(how)];
}

export const pdfSizes = (slices: ConsolidatedSectionsA['distribucion_medidas']) =>
  pieSection(SECTIONS_A_TITLES.medidas, 'Medida', slices, SECTIONS_A_HOW.medidas);

export const pdfBrands = (slices: ConsolidatedSectionsA['marcas_por_posicion']) =>
  pieSection(SECTIONS_A_TITLES.marcas, 'Marca', slices, SECTIONS_A_HOW.marcas);

/** Marcas por tipo de eje: one bar chart per axle type (direccional, tracción, eje libre). */
export function pdfAxleBrands(axles: ConsolidatedSectionsA['marcas_por_eje']): Content[] {
  const title = sectionTitle(SECTIONS_A_TITLES.marcasEje);
  if (axles.every((axle) => axle.datos.length === 0))
    return [title, emptyNote(SECTIONS_A_MSG.sinInspeccionados)];
  return [
    title,
    ...axles.map((axle): Content =>
      axle.datos.length === 0
        ? { stack: [subTitle(axle.descripcion), emptyNote(SECTIONS_A_MSG.sinInspeccionados)] }
        : keepWithNext(subTitle(axle.descripcion), brandBars(axle.datos)),
    ),
  ];
}

/** Neumáticos en mal estado, with the photo when its file could be read. */
export function pdfBadCondition(
  section: ConsolidatedSectionsA['neumaticos_mal_estado'],
  photos: PdfPhotos,
): Content[] {
  const title = sectionTitle(SECTIONS_A_TITLES.malEstado);
  if (section.data.length === 0) return [title, emptyNote(SECTIONS_A_MSG.sinMalEstado)];
  return [
    keepWithNext(title, note(SECTIONS_A_HOW.malEstado)),
    dataTable({
      headers: [
        'Placa',
        'Pos.',
        'Eje',
        'Serie',
        'Marca',
        'Medida',
        'Modelo',
        'Diseño',
        'NSD',
        'Estado',
        'Obs.',
        'Foto',
      ],
      widths: ['*', 16, '*', '*', '*', '*', '*', '*', 20, '*', '*', 46],
      fontSize: 6.5,
      rows: section.data.map((row) => [
        row.placa,
        row.neumatico_posicion,
        row.eje,
        row.serieneumatico,
        row.marca,
        row.medida,
        row.modelo,
        row.disenio,
        row.nsd,
        row.estado,
        row.observaciones || null,
        photoCell(photos, row.ruta1),
      ]),
    }),
    ...limited(section.limitado),
  ];
}

/** Scrap por motivo: the pie and the table, the percentages adding to 100. */
export function pdfScrapReasons(section: ConsolidatedSectionsA['scrap_motivos']): Content[] {
  const title = sectionTitle(SECTIONS_A_TITLES.scrap);
  if (section.data.length === 0) return [title, emptyNote(SECTIONS_A_MSG.sinScrap)];
  const slices = section.data.map((row) => ({
    descripcion: row.motivo,
    cantidad: row.cantidad,
    porcentaje: row.porcentaje,
  }));
  return [keepWithNext(title, pieChart(slices)), slicesTable('Motivo', slices)];
}

/** Neumáticos en retiro, with the photo when its file could be read. */
export function pdfWithdrawn(
  section: ConsolidatedSectionsA['neumaticos_retiro'],
  photos: PdfPhotos,
): Content[] {
  const title = sectionTitle(SECTIONS_A_TITLES.retiro);
  if (section.data.length === 0) return [title, emptyNote(SECTIONS_A_MSG.sinRetiro)];
  return [
    keepWithNext(title, note(SECTIONS_A_HOW.retiro)),
    dataTable({
      headers: [
        'Placa',
        'Pos.',
        'Serie',
        'Marca',
        'Medida',
        'Diseño',
        'Cond.',
        'Ext. / Int.',
        'NSD',
        'Estado',
        'Recom.',
        'Foto',
      ],
      widths: ['*', 16, '*', '*', '*', '*', '*', 34, 20, '*', '*', 46],
      fontSize: 6.5,
      rows: section.data.map((row) => [
        row.placa,
        row.posicion,
        row.num_serie,
        row.marca,
        row.medida,
        row.disenio,
        row.condicion,
        { text: `${formatCell(row.exterior)} / ${formatCell(row.interior)}`, alignment: 'right' },
        row.nsd,
        row.estado,
        row.recomendacion || null,
        photoCell(photos, row.imagen1),
      ]),
    }),
    ...limited(section.limitado),
  ];
}
