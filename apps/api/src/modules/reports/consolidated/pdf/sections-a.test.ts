import fs from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { describe, expect, it } from 'vitest';
import { type ConsolidatedSectionsA, SECTIONS_A_MSG, SECTIONS_A_TITLES } from '@huella/contracts';
import { loadSectionsAPhotos } from './a-photos';
import { pdfSectionsA } from './sections-a';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const BAD_URL = '/api/archivos/imagenes/t1.png';

/** The answer of the API fixture (sections-a.test-support.ts) for March–April 2025, trimmed. */
const FULL: ConsolidatedSectionsA = {
  equipos_inspeccionados: {
    data: [
      {
        nomtipo: 'SAA TRACTO',
        marca: 'VOLVO',
        modelo: 'FH',
        total_vehiculos: 2,
        ejes_delanteros: { descripcion: 'Direccional', cantidad: 4 },
        ejes_posteriores: { descripcion: 'Tracción', cantidad: 8 },
        ejes_libres: { descripcion: 'Eje libre', cantidad: 0 },
        total_neumaticos: 12,
      },
    ],
    limitado: false,
  },
  distribucion_medidas: [
    { descripcion: '295/80R22.5', cantidad: 3, porcentaje: 60 },
    { descripcion: '11R22.5', cantidad: 2, porcentaje: 40 },
  ],
  marcas_por_posicion: [
    { descripcion: 'MICHELIN', cantidad: 1234, porcentaje: 66.67 },
    { descripcion: 'OTROS', cantidad: 617, porcentaje: 33.33 },
  ],
  marcas_por_eje: [
    {
      id_ejes: 1,
      descripcion: 'Direccional',
      datos: [{ descripcion: 'MICHELIN', cantidad: 2, porcentaje: 100 }],
    },
    { id_ejes: 2, descripcion: 'Tracción', datos: [] },
    { id_ejes: 3, descripcion: 'Eje libre', datos: [] },
  ],
  neumaticos_mal_estado: {
    data: [
      {
        id_neumatico: 1,
        placa: 'SAA-1',
        neumatico_posicion: 1,
        eje: 'Direccional',
        marca: 'MICHELIN',
        medida: '295/80R22.5',
        modelo: 'X MULTI',
        estado: 'Lista para Reemplazar',
        disenio: null,
        serieneumatico: 'SAA-T1',
        nsd: 2.5,
        observaciones: 'Cambiar',
        ruta1: BAD_URL,
      },
    ],
    limitado: true,
  },
  scrap_motivos: {
    data: [
      { motivo: 'Corte', cantidad: 1, porcentaje: 33.34 },
      { motivo: 'Desgaste', cantidad: 1, porcentaje: 33.33 },
      { motivo: 'Reventón', cantidad: 1, porcentaje: 33.33 },
    ],
    total: 3,
  },
  neumaticos_retiro: {
    data: [
      {
        id_neumatico: 3,
        placa: 'SAA-1',
        posicion: 3,
        marca: 'MICHELIN',
        medida: '295/80R22.5',
        disenio: 'XDN2',
        condicion: 'Nuevo',
        num_serie: 'SAA-T3',
        exterior: 7,
        interior: 6,
        nsd: 6,
        estado: 'Lista para Reencauchar',
        recomendacion: 'Reencauchar',
        imagen1: null,
      },
    ],
    limitado: false,
  },
};

const WITHDRAWN = FULL.neumaticos_retiro
  .data[0] as ConsolidatedSectionsA['neumaticos_retiro']['data'][number];

const EMPTY: ConsolidatedSectionsA = {
  equipos_inspeccionados: { data: [], limitado: false },
  distribucion_medidas: [],
  marcas_por_posicion: [],
  marcas_por_eje: [1, 2, 3].map((id) => ({ id_ejes: id, descripcion: String(id), datos: [] })),
  neumaticos_mal_estado: { data: [], limitado: false },
  scrap_motivos: { data: [], total: 0 },
  neumaticos_retiro: { data: [], limitado: false },
};

/** Every text of the content tree, in order. */
function texts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(texts);
  if (node && typeof node === 'object') {
    const object = node as Record<string, unknown>;
    if ('svg' in object) return ['<svg>'];
    if ('image' in object) return ['<image>'];
    return Object.entries(object)
      .filter(([key]) => ['text', 'stack', 'table', 'body', 'columns'].includes(key))
      .flatMap(([, value]) => texts(value));
  }
  return [];
}

/** The texts of the nodes listed on the contents page (a title may sit in a stack with what follows it). */
function titles(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(titles);
  if (!node || typeof node !== 'object') return [];
  const object = node as Record<string, unknown>;
  if (object.tocItem) return [String(object.text)];
  return Array.isArray(object.stack) ? titles(object.stack) : [];
}

describe('pdfSectionsA', () => {
  it('titles the seven sections for the contents page, in the order of the screen', () => {
    expect(titles(pdfSectionsA(FULL))).toEqual([
      SECTIONS_A_TITLES.equipos,
      SECTIONS_A_TITLES.medidas,
      SECTIONS_A_TITLES.marcas,
      SECTIONS_A_TITLES.marcasEje,
      SECTIONS_A_TITLES.malEstado,
      SECTIONS_A_TITLES.scrap,
      SECTIONS_A_TITLES.retiro,
    ]);
  });

  it('prints the figures as Peru writes them, the pies with their percentages, and says a list is cut', () => {
    const all = texts(pdfSectionsA(FULL));
    expect(all).toContain('1,234');
    expect(all).toContain('66.67 %');
    expect(all).toContain('33.34 %');
    expect(all).toContain('2.5');
    // Sizes, brands, the one axle with tyres and scrap.
    expect(all.filter((text) => text === '<svg>').length).toBe(4);
    expect(all).toContain(SECTIONS_A_MSG.limitado);
    // Without its photo read, the row prints '-'.
    expect(all).not.toContain('<image>');
  });

  it('says each section is empty with the spec text', () => {
    const all = texts(pdfSectionsA(EMPTY));
    for (const text of [
      SECTIONS_A_MSG.sinEquipos,
      SECTIONS_A_MSG.sinMalEstado,
      SECTIONS_A_MSG.sinScrap,
      SECTIONS_A_MSG.sinRetiro,
      SECTIONS_A_MSG.sinInspeccionados,
    ])
      expect(all).toContain(text);
  });

  it('prints the photos read from the uploads folder, leaving out missing files and paths out of it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sections-a-'));
    try {
      await mkdir(path.join(dir, 'imagenes'));
      await writeFile(path.join(dir, 'imagenes', 't1.png'), PNG);
      const report = {
        ...FULL,
        neumaticos_retiro: {
          ...FULL.neumaticos_retiro,
          data: [
            { ...WITHDRAWN, imagen1: '/api/archivos/imagenes/gone.png' },
            { ...WITHDRAWN, imagen1: '/api/archivos/../secret.png' },
          ],
        },
      };
      const photos = await loadSectionsAPhotos(dir, report);
      expect([...photos.keys()]).toEqual([BAD_URL]);
      expect(photos.get(BAD_URL)).toMatch(/^data:image\/png;base64,/);
      expect(texts(pdfSectionsA(report, photos)).filter((text) => text === '<image>')).toHaveLength(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
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
    const photos = new Map([[BAD_URL, `data:image/png;base64,${PNG.toString('base64')}`]]);
    const document: TDocumentDefinitions = {
      pageSize: 'A4',
      content: [
        { toc: { title: { text: 'Contenido' } } },
        ...pdfSectionsA(FULL, photos),
        ...pdfSectionsA(EMPTY),
      ],
    };
    const buffer = await pdfmake.createPdf(document).getBuffer();
    expect(buffer.subarray(0, 5).toString()).toBe('%PDF-');
    // SECTIONS_A_PDF=/tmp/x.pdf keeps the file, to look at its pages (pdftoppm).
    const keep = process.env.SECTIONS_A_PDF;
    if (keep) fs.writeFileSync(keep, buffer);
  });
});
