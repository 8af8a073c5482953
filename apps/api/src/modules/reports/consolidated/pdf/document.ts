import type { Content, StyleDictionary, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { ConsolidatedReport } from '@huella/contracts';
import { pdfCover } from './frame-cover';
import { pdfFollowUp, pdfRecommendations } from './frame-sections';
import { type PdfSigner, pdfSignature } from './frame-signature';
import { renderPdf } from './render';
import type { PdfPhotos } from './a-sections';
import { pdfSectionsA } from './sections-a';
import { pdfSectionsB } from './sections-b';
import { pdfSectionsC } from './sections-c';

export type { PdfSigner } from './frame-signature';

const BRAND = '#1f4e79';
const GREY = '#5f6b76';

/** The named styles blocks.ts and the frame use: one look for every section. */
const STYLES: StyleDictionary = {
  coverTitle: { fontSize: 30, bold: true, color: BRAND, alignment: 'center' },
  coverClient: { fontSize: 18, bold: true, alignment: 'center', margin: [0, 0, 0, 4] },
  coverLine: { fontSize: 12, color: GREY, alignment: 'center' },
  coverPeriod: { fontSize: 15, alignment: 'center', margin: [0, 18, 0, 0] },
  coverLabel: { bold: true, color: GREY },
  tocTitle: { fontSize: 18, bold: true, color: BRAND, margin: [0, 0, 0, 14] },
  tocItem: { fontSize: 10 },
  sectionTitle: { fontSize: 14, bold: true, color: BRAND, margin: [0, 16, 0, 6] },
  subTitle: { fontSize: 11, bold: true, color: '#333333', margin: [0, 8, 0, 3] },
  tableHeader: { bold: true, color: '#1b2a38' },
  emptyNote: { fontSize: 10, italics: true, color: GREY, margin: [0, 2, 0, 10] },
  note: { fontSize: 8, color: GREY, margin: [0, 0, 0, 8] },
};

export interface PdfOptions {
  /** When the document is generated (the cover's date); tests pass a fixed one. */
  now?: Date;
  /** The bad-condition and withdrawn tyres' photos, read beforehand (loadSectionsAPhotos). */
  photos?: PdfPhotos;
}

/**
 * The consolidated report as an A4 PDF (spec 3 §2.5): cover, contents, follow-up status, recommendations,
 * every section A, B and C, and the generating user's signature. Every page but the cover carries the client
 * and period at its head and 'Página n de m' at its foot.
 */
export function buildConsolidatedPdf(
  report: ConsolidatedReport,
  signer: PdfSigner,
  logo: Buffer | null,
  options: PdfOptions = {},
): Promise<Buffer> {
  return renderPdf(consolidatedDocument(report, signer, logo, options));
}

/** The document definition alone (tests read its structure without laying it out). */
export function consolidatedDocument(
  report: ConsolidatedReport,
  signer: PdfSigner,
  logo: Buffer | null,
  options: PdfOptions = {},
): TDocumentDefinitions {
  const now = options.now ?? new Date();
  const title = `Reporte consolidado ${report.periodo.etiqueta}`;
  const content: Content[] = [
    ...pdfCover(report, logo, now),
    { text: '', pageBreak: 'after' },
    { toc: { title: { text: 'Contenido', style: 'tocTitle' } } },
    { text: '', pageBreak: 'after' },
    ...pdfFollowUp(report),
    ...pdfRecommendations(report),
    ...pdfSectionsA(report, options.photos),
    ...pdfSectionsB(report),
    ...pdfSectionsC(report),
    pdfSignature(signer),
  ];
  return {
    pageSize: 'A4',
    pageMargins: [40, 56, 40, 48],
    info: { title, author: 'Huella', subject: report.cliente.razon_social, creator: 'Huella' },
    defaultStyle: { font: 'Roboto', fontSize: 9, color: '#222222' },
    styles: STYLES,
    header: (page) =>
      page === 1
        ? null
        : {
            margin: [40, 22, 40, 0],
            stack: [
              {
                columns: [
                  { text: report.cliente.razon_social, bold: true },
                  { text: report.periodo.etiqueta, alignment: 'right' },
                ],
                fontSize: 8,
                color: GREY,
              },
              {
                canvas: [
                  { type: 'line', x1: 0, y1: 3, x2: 515, y2: 3, lineWidth: 0.5, lineColor: '#c5ccd3' },
                ],
              },
            ],
          },
    footer: (page, pages) =>
      page === 1
        ? null
        : {
            text: `Página ${page} de ${pages}`,
            alignment: 'right',
            fontSize: 8,
            color: GREY,
            margin: [40, 16, 40, 0],
          },
    content,
  };
}
