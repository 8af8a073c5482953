import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { describe, expect, it } from 'vitest';
import {
  CRITERION_COLOURS,
  type ConsolidatedSectionsC,
  SCRAP_LOSS_MSG,
  SECTIONS_C_MSG,
  SECTIONS_C_TITLES,
} from '@huella/contracts';
import { pdfSectionsC } from './sections-c';

const criterion = (objective: number, deficient: number, min: number, max: number) => ({
  criterio_superior: objective,
  criterio_inferior: deficient,
  rango_c_inferior: min,
  rango_c_superior: max,
  tolerable_inferior: min,
  tolerable_superior: max,
});
const costCriterion = criterion(0.006, 0.01, 0.0065, 0.008);

/** The answer of the API fixture (sections-c.test-support.ts) for March–April 2025. */
const FULL: ConsolidatedSectionsC = {
  indice_reencauche: {
    datos: [
      { descripcion: 'Nuevos', cantidad: 6, porcentaje: 60 },
      { descripcion: 'Reencauchados', cantidad: 4, porcentaje: 40 },
    ],
    vidas: 10,
    vidas_reencauchadas: 4,
    indicador: 0.4,
    porcentaje: 40,
    criterio: criterion(0.6, 0.4, 0.45, 0.55),
  },
  reencauchabilidad: {
    meses: [
      { mes: 3, nombre: 'Marzo', vidas_reencauchadas: 2, suma_reencauches: 2, indicador: 1 },
      { mes: 4, nombre: 'Abril', vidas_reencauchadas: 2, suma_reencauches: 9, indicador: 4.5 },
    ],
    periodo: { vidas_reencauchadas: 4, suma_reencauches: 11, indicador: 2.75 },
    criterio: null,
  },
  costo_por_km: {
    meses: [
      { mes: 3, nombre: 'Marzo' },
      { mes: 4, nombre: 'Abril' },
    ],
    datos: [
      {
        marca: 'SCA-MARCA',
        modelo: 'SCA-MOD',
        medida: 'SCA 295/80R22.5',
        rango_c_inferior: 0.0065,
        rango_c_superior: 0.008,
        criterio_superior: 0.006,
        criterio_inferior: 0.01,
        criterio: costCriterion,
        indicador_mes_3: 0.0075,
        indicador_mes_4: 0.005,
        total_lote: 4,
        suma_precio: 1400,
        suma_km_recorrido: 200_000,
        indicador: 0.007,
      },
    ],
    kpi: { total_lote: 4, suma_precio: 1400, suma_km_recorrido: 200_000, indicador: 0.007 },
    hay_horas: true,
  },
  perdidas_scrap: {
    data: [
      {
        id: 1,
        id_neumatico: 1,
        num_serie: 'SCA-X1',
        serie_cliente: null,
        marca: 'SCA-MARCA',
        modelo: 'SCA-MOD',
        medida: 'SCA 295/80R22.5',
        condicion: 'N',
        fecha_scrap: '2025-04-10',
        motivo: 'Desgaste',
        remanente_original: 16,
        remanente_final: 7,
        remanente_limite: 3,
        costo: 418.08,
        costo_perdido: 128.64,
      },
    ],
    totales: { cantidad: 1, costo: 418.08, costo_perdido: 128.64 },
    total: 1,
    limitado: false,
    mensaje: null,
  },
  servicio_reencauche: {
    data: [
      {
        id: 7,
        placa: 'SCA-1',
        posicion: 1,
        num_serie: 'SCA-S1',
        marca: 'SCA-MARCA',
        medida: 'SCA 295/80R22.5',
        disenio: 'SCA-DN',
        condicion: 'N',
        nsd: 4.5,
        remanente_limite: 5,
      },
    ],
    total: 1,
    limitado: false,
  },
};

const EMPTY: ConsolidatedSectionsC = {
  indice_reencauche: {
    datos: [],
    vidas: 0,
    vidas_reencauchadas: 0,
    indicador: null,
    porcentaje: null,
    criterio: null,
  },
  reencauchabilidad: {
    meses: [],
    periodo: { vidas_reencauchadas: 0, suma_reencauches: 0, indicador: null },
    criterio: null,
  },
  costo_por_km: {
    meses: [],
    datos: [],
    kpi: { total_lote: 0, suma_precio: 0, suma_km_recorrido: 0, indicador: null },
    hay_horas: false,
  },
  perdidas_scrap: {
    data: [],
    totales: { cantidad: 0, costo: 0, costo_perdido: 0 },
    total: 0,
    limitado: false,
    mensaje: SCRAP_LOSS_MSG.sinDatos,
  },
  servicio_reencauche: { data: [], total: 0, limitado: false },
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

describe('pdfSectionsC', () => {
  it('titles the five sections for the contents page, in the order of the screen', () => {
    expect(titles(pdfSectionsC(FULL))).toEqual([
      SECTIONS_C_TITLES.indiceReencauche,
      SECTIONS_C_TITLES.reencauchabilidad,
      SECTIONS_C_TITLES.costoKm,
      SECTIONS_C_TITLES.perdidasScrap,
      SECTIONS_C_TITLES.servicioReencauche,
    ]);
  });

  it('prints the figures as Peru writes them (es-PE: 1,234.56), with charts', () => {
    const all = texts(pdfSectionsC(FULL));
    expect(all.filter((text) => text === '<svg>')).toHaveLength(2);
    for (const figure of ['40.00 %', '2.75', '0.0075', '0.0050', '0.0070', '128.64', '418.08', 'SCA-S1'])
      expect(all).toContain(figure);
    expect(all).toContain(SECTIONS_C_MSG.horas);
  });

  it('paints each cost cell with its criterion (lower is better) and leaves cells without one unpainted', () => {
    const content = pdfSectionsC(FULL);
    // 0.0075: inside the tolerable range → yellow; 0.005 ≤ objective → green; 0.007 tolerable → yellow.
    expect(cellsWith(content, '0.0075')[0]).toMatchObject({ fillColor: CRITERION_COLOURS.amarillo.cell });
    expect(cellsWith(content, '0.0050')[0]).toMatchObject({ fillColor: CRITERION_COLOURS.verde.cell });
    // The index 40 % against 0.4 deficient: not under it, not tolerable → yellow (domain.md §6).
    expect(cellsWith(content, '40.00 %').at(-1)).toMatchObject({
      fillColor: CRITERION_COLOURS.amarillo.cell,
    });
    // Retreadability without criterion: no colour.
    expect(cellsWith(content, '2.75')[0]).not.toHaveProperty('fillColor');
  });

  it('says each section is empty with its text', () => {
    const content = pdfSectionsC(EMPTY);
    expect(titles(content)).toHaveLength(5);
    const notes = content
      .filter((node) => typeof node === 'object' && node !== null && 'style' in node)
      .filter((node) => (node as { style: string }).style === 'emptyNote')
      .map((node) => (node as { text: string }).text);
    expect(notes).toEqual([
      SECTIONS_C_MSG.sinIndiceReencauche,
      SECTIONS_C_MSG.sinReencauchabilidad,
      SECTIONS_C_MSG.sinCostoKm,
      SCRAP_LOSS_MSG.sinDatos,
      SECTIONS_C_MSG.sinServicioReencauche,
    ]);
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
      content: [{ toc: { title: { text: 'Contenido' } } }, ...pdfSectionsC(FULL), ...pdfSectionsC(EMPTY)],
    };
    const buffer = await pdfmake.createPdf(document).getBuffer();
    expect(buffer.subarray(0, 5).toString()).toBe('%PDF-');
    // SECTIONS_C_PDF=/tmp/x.pdf keeps the file, to look at its pages (pdftoppm).
    const keep = process.env.SECTIONS_C_PDF;
    if (keep) fs.writeFileSync(keep, buffer);
  });
});
