import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { describe, expect, it } from 'vitest';
import { type ConsolidatedSectionsB, SECTIONS_B_MSG, SECTIONS_B_TITLES } from '@huella/contracts';
import { pdfSectionsB } from './sections-b';

const tyre = (posicion: number, extra: Record<string, unknown> = {}) => ({
  posicion,
  marcaneumatico: 'SBA-MARCA',
  medidaneumatico: 'SBA 295/80R22.5',
  modeloneumatico: 'SBA-MOD',
  condicion: 'Nuevo',
  disenioneumatico: 'SBA-DN',
  num_serie: `SBA-T${posicion}`,
  valvula: 'Con tapa',
  accesibilidad: 'Accesible',
  malogrado: 'No',
  presionactual: 75,
  presion_recomendada: 100,
  estadopresion: 'Crítica',
  remanente_original: 16,
  exterior: 9,
  medio: null,
  interior: 9,
  nsk_minimo: 9,
  recomendacion: '',
  ...extra,
});

/** Close to the answer of the API fixture (sections-b.test-support.ts) for March–April 2025. */
const FULL: ConsolidatedSectionsB = {
  remanente_unidad: {
    posiciones: [1, 2],
    datos: [
      {
        id_vehiculo: 1,
        id_inspeccion: 2,
        tipovehiculo: 'SBA TRACTO',
        fecha: '2025-04-10',
        placa: 'SBA-1',
        aplicacion: 'SBA Carretera',
        rem_reencauche: 5,
        rem_proximo: 8,
        total_neumaticos: 2,
        neumaticos_reencauchar: 1,
        neumaticos_proximos_reencauchar: 0,
        nsk_minimo_1: 9,
        nsk_minimo_2: 5,
      },
      {
        id_vehiculo: 2,
        id_inspeccion: 3,
        tipovehiculo: 'SBA TRACTO',
        fecha: '2025-04-05',
        placa: 'SBA-2',
        aplicacion: 'SBA Carretera',
        rem_reencauche: 5,
        rem_proximo: 8,
        total_neumaticos: 2,
        neumaticos_reencauchar: 0,
        neumaticos_proximos_reencauchar: 2,
        nsk_minimo_1: 7,
        nsk_minimo_2: 5.5,
      },
    ],
    aplicaciones: [
      {
        aplicacion: { id: 1, aplicacion: 'SBA Carretera', rem_reencauche: 5, rem_proximo: 8 },
        niveles: [5, 6, 7, 8, 9],
        datos: [
          {
            tipovehiculo: 'SBA TRACTO',
            medida: 'SBA 295/80R22.5',
            total_vehiculo_medidas: 4,
            totalneumaticos_nsk_minimo_5: 2,
            totalneumaticos_nsk_minimo_7: 1,
            totalneumaticos_nsk_minimo_9: 1,
          },
        ],
        totales: {
          total_vehiculo_medidas: 4,
          totalneumaticos_nsk_minimo_5: 2,
          totalneumaticos_nsk_minimo_7: 1,
          totalneumaticos_nsk_minimo_9: 1,
        },
        neumaticos_reencauchar: 1,
        neumaticos_proximo_reencauchar: 2,
        neumaticos_operativos: 1,
        total_general: 4,
      },
    ],
    resumen: {
      total_neumaticos: 4,
      total_neumaticos_reencauchar: 1,
      total_neumaticos_proximos_reencauchar: 2,
    },
    mensaje: null,
    limitado: true,
  },
  rotaciones: {
    data: [
      {
        id_neumatico: 2,
        placa: 'SBA-1',
        posicion: 2,
        marca: 'SBA-MARCA',
        medida: 'SBA 295/80R22.5',
        modelo: 'SBA-MOD',
        condicion: 'Nuevo',
        num_serie: 'SBA-T2',
        exterior: 5,
        interior: 9,
        nsd: 5,
        td: -4,
        td_adicional: 'Desgaste irregular en hombro exterior',
        desgaste_irregular: ['ONDULADO', 'UNILATERAL'],
      },
    ],
    limitado: false,
  },
  inflado: {
    datos: [
      { descripcion: 'Medidos', cantidad: 5, porcentaje: 83.33 },
      { descripcion: 'Válvula inaccesible', cantidad: 1, porcentaje: 16.67 },
    ],
    total: 6,
  },
  presion: {
    datos: [
      { descripcion: 'Crítica', cantidad: 1, porcentaje: 25 },
      { descripcion: 'Baja', cantidad: 1, porcentaje: 25 },
      { descripcion: 'Normal', cantidad: 1, porcentaje: 25 },
      { descripcion: 'Alta', cantidad: 1, porcentaje: 25 },
    ],
    total: 4,
  },
  detalle_inspecciones: {
    data: [
      {
        id_inspeccion: 2,
        fecha_inspeccion: '2025-04-10',
        km_inspeccion: 2000,
        tipovehiculo: 'SBA TRACTO',
        marcavehiculo: 'VOLVO',
        placa: 'SBA-1',
        detalle: [tyre(1), tyre(2, { estadopresion: 'Alta', presionactual: 112 })],
      },
    ],
    limitado: false,
  },
};

const EMPTY: ConsolidatedSectionsB = {
  remanente_unidad: {
    posiciones: [],
    datos: [],
    aplicaciones: [],
    resumen: {
      total_neumaticos: 0,
      total_neumaticos_reencauchar: 0,
      total_neumaticos_proximos_reencauchar: 0,
    },
    mensaje: SECTIONS_B_MSG.sinRemanentes,
    limitado: false,
  },
  rotaciones: { data: [], limitado: false },
  inflado: { datos: [], total: 0 },
  presion: { datos: [], total: 0 },
  detalle_inspecciones: { data: [], limitado: false },
};

/** Every text of the content tree, in order. */
function texts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(texts);
  if (node && typeof node === 'object') {
    const object = node as Record<string, unknown>;
    if ('svg' in object) return ['<svg>'];
    return Object.entries(object)
      .filter(([key]) => ['text', 'stack', 'table', 'body', 'columns'].includes(key))
      .flatMap(([, value]) => texts(value));
  }
  return [];
}

/** The cells of a table whose text is `text`. */
function cellsWith(content: Content[], text: string): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      const object = node as Record<string, unknown>;
      if (object.text === text) found.push(object);
      Object.values(object).forEach(visit);
    }
  };
  visit(content);
  return found;
}

/** The texts of the nodes listed on the contents page (a title may sit in a stack with what follows it). */
function titles(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(titles);
  if (!node || typeof node !== 'object') return [];
  const object = node as Record<string, unknown>;
  if (object.tocItem) return [String(object.text)];
  return Array.isArray(object.stack) ? titles(object.stack) : [];
}

describe('pdfSectionsB', () => {
  it('titles the five sections for the contents page, in the order of the screen', () => {
    const order = [
      SECTIONS_B_TITLES.remanenteUnidad,
      SECTIONS_B_TITLES.rotaciones,
      SECTIONS_B_TITLES.inflado,
      SECTIONS_B_TITLES.presion,
      SECTIONS_B_TITLES.detalleInspecciones,
    ];
    expect(titles(pdfSectionsB(FULL))).toEqual(order);
    expect(titles(pdfSectionsB(EMPTY))).toEqual(order);
  });

  it('prints the figures, colours the remnant bands and notes the cut', () => {
    const content = pdfSectionsB(FULL);
    const all = texts(content);
    expect(all).toEqual(
      expect.arrayContaining(['SBA-1', '-4', 'ONDULADO, UNILATERAL', '83.33 %', 'Crítica']),
    );
    expect(all.filter((text) => text === '<svg>')).toHaveLength(2);
    expect(all).toContain(SECTIONS_B_MSG.limitado);
    // NSD 5 ≤ 5 yellow, 5.5 ≤ 8 blue, 9 plain.
    expect(cellsWith(content, '5')[0]).toMatchObject({ fillColor: '#fff3b0' });
    expect(cellsWith(content, '5.5')[0]).toMatchObject({ fillColor: '#bbdefb' });
    expect(cellsWith(content, '9').every((cell) => !('fillColor' in cell))).toBe(true);
  });

  it('gives each empty section its text', () => {
    const all = texts(pdfSectionsB(EMPTY));
    expect(all).toEqual(
      expect.arrayContaining([
        SECTIONS_B_MSG.sinRemanentes,
        SECTIONS_B_MSG.sinRotaciones,
        SECTIONS_B_MSG.sinInflado,
        SECTIONS_B_MSG.sinPresion,
        SECTIONS_B_MSG.sinInspecciones,
      ]),
    );
    expect(all).not.toContain('<svg>');
  });

  it('lays out as a PDF with pdfmake', async () => {
    const fonts = path.join(
      path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
      'build/fonts/Roboto',
    );
    pdfmake.addFonts({
      Roboto: {
        normal: path.join(fonts, 'Roboto-Regular.ttf'),
        bold: path.join(fonts, 'Roboto-Medium.ttf'),
        italics: path.join(fonts, 'Roboto-Italic.ttf'),
        bolditalics: path.join(fonts, 'Roboto-MediumItalic.ttf'),
      },
    });
    pdfmake.addTableLayouts({ report: { hLineWidth: () => 0.5, vLineWidth: () => 0.5 } });
    const document: TDocumentDefinitions = {
      pageSize: 'A4',
      content: [{ toc: { title: { text: 'Contenido' } } }, ...pdfSectionsB(FULL), ...pdfSectionsB(EMPTY)],
    };
    const buffer = await pdfmake.createPdf(document).getBuffer();
    expect(buffer.subarray(0, 5).toString()).toBe('%PDF-');
    // SECTIONS_B_PDF=/tmp/x.pdf keeps the file, to look at its pages (pdftoppm).
    const keep = process.env.SECTIONS_B_PDF;
    if (keep) fs.writeFileSync(keep, buffer);
  });
});
