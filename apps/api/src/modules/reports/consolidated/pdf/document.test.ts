import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it, vi } from 'vitest';
import type { ConsolidatedReport } from '@huella/contracts';
import { sectionTitle } from './blocks';
import { buildConsolidatedPdf, consolidatedDocument } from './document';
import { FRAME_TITLES, SIN_RECOMENDACIONES } from './frame-sections';

// The sections are other files' work (and tested there): here each stands for itself with one title.
vi.mock('./sections-a', () => ({ pdfSectionsA: () => [sectionTitle('Sección A de prueba')] }));
vi.mock('./sections-b', () => ({ pdfSectionsB: () => [sectionTitle('Sección B de prueba')] }));
vi.mock('./sections-c', () => ({ pdfSectionsC: () => [sectionTitle('Sección C de prueba')] }));

/** A 1×1 PNG: the logo and the signature. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The frame of a report; the sections are mocked above, so their fields are never read. */
const REPORT = {
  cliente: { id: 7, razon_social: 'Transportes Prueba S.A.C.', ruc: '20123456789', ruta_logo: 'logos/x.png' },
  periodo: {
    year: 2026,
    month1: 1,
    month2: 3,
    desde: '2026-01-01',
    hasta: '2026-03-31',
    etiqueta: 'Enero – Marzo 2026',
  },
  seguimiento: {
    estado: 'PROCESO',
    etiqueta: 'En proceso',
    id_reporte: 4,
    fecha: '2026-04-02',
    inspecciones: 17,
    vehiculos_inspeccionados: 9,
    neumaticos_inspeccionados: 104,
  },
  recomendaciones: [
    { id: 1, descripcion: 'Calibrar la presión semanalmente' },
    { id: 2, descripcion: 'Retirar los neumáticos con remanente crítico' },
  ],
} as unknown as ConsolidatedReport;

const SIGNER = { nombres: 'Ana María', apellidos: 'Quispe Rojas', firma: PNG };
// 2026-04-01 03:00 UTC is still the 31st of March in Lima (UTC−5).
const NOW = new Date('2026-04-01T03:00:00Z');

async function textOf(pdf: Buffer) {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const pages = await extractText(document);
  return { pages: pages.totalPages, text: pages.text };
}

describe('buildConsolidatedPdf', () => {
  it('prints the cover, the contents, the frame, every section and the signature', async () => {
    const pdf = await buildConsolidatedPdf(REPORT, SIGNER, PNG, { now: NOW });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, text } = await textOf(pdf);
    expect(pages).toBeGreaterThanOrEqual(3);
    const [cover = '', contents = '', ...rest] = text;
    expect(cover).toContain('Reporte consolidado');
    expect(cover).toContain('Transportes Prueba S.A.C.');
    expect(cover).toContain('RUC 20123456789');
    expect(cover).toContain('Enero – Marzo 2026');
    expect(cover).toContain('31/03/2026');
    expect(cover).toContain('En proceso');
    // No page head or foot on the cover.
    expect(cover).not.toContain('Página');
    expect(contents).toContain('Contenido');
    for (const title of [
      FRAME_TITLES.seguimiento,
      FRAME_TITLES.recomendaciones,
      'Sección A de prueba',
      'Sección B de prueba',
      'Sección C de prueba',
    ])
      expect(contents).toContain(title);
    expect(contents).toContain(`Página 2 de ${pages}`);
    const body = rest.join('\n');
    expect(body).toMatch(/En proceso\s+17\s+9\s+104/);
    expect(body).toContain('Calibrar la presión semanalmente');
    expect(body).toContain('Retirar los neumáticos con remanente crítico');
    expect(body).not.toContain(SIN_RECOMENDACIONES);
    expect(body).toContain('Elaborado por');
    expect(body).toContain('Ana María Quispe Rojas');
    expect(body).toContain('Transportes Prueba S.A.C.');
    expect(body).toContain(`Página ${pages} de ${pages}`);
  });

  it('prints the empty recommendations text, and no image for a missing logo, signature or a non-image file', async () => {
    const report = { ...REPORT, recomendaciones: [] } as ConsolidatedReport;
    const signer = { ...SIGNER, firma: Buffer.from('GIF89a') };
    const document = consolidatedDocument(report, signer, null, { now: NOW });
    expect(JSON.stringify(document.content)).not.toContain('data:image');
    const { text } = await textOf(await buildConsolidatedPdf(report, signer, null, { now: NOW }));
    expect(text.join('\n')).toContain(SIN_RECOMENDACIONES);
  });

  it('embeds the logo and the signature as data URLs (no file or URL is read by pdfmake)', () => {
    const document = consolidatedDocument(REPORT, SIGNER, PNG, { now: NOW });
    const images = JSON.stringify(document.content).match(/data:image\/png;base64,/g) ?? [];
    expect(images).toHaveLength(2);
  });
});
