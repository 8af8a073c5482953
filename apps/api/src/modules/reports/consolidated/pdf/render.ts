import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';
import type { CustomTableLayout, TDocumentDefinitions } from 'pdfmake/interfaces';

/** pdfmake's own Roboto, resolved from the installed package (never a machine path). */
const FONT_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
  'build/fonts/Roboto',
);

const sidePadding = (node: { table: { widths?: unknown } }) =>
  Array.isArray(node.table.widths) && node.table.widths.length >= 10 ? 2 : 4;

/** The 'report' table layout dataTable uses: thin grey rules, a tinted header row, compact padding. */
export const REPORT_TABLE_LAYOUT: CustomTableLayout = {
  hLineWidth: (i, node) => (i === 0 || i === node.table.body.length || i === 1 ? 0.8 : 0.4),
  vLineWidth: () => 0.4,
  hLineColor: (i) => (i <= 1 ? '#7a8794' : '#c5ccd3'),
  vLineColor: () => '#c5ccd3',
  fillColor: (row) => (row === 0 ? '#e8eef4' : null),
  // Wide tables (ten columns and more) take half the side padding: 2 pt × 2 × 13 columns is the room their
  // narrowest content needs on A4.
  paddingLeft: (_i, node) => sidePadding(node),
  paddingRight: (_i, node) => sidePadding(node),
  paddingTop: () => 2.5,
  paddingBottom: () => 2.5,
};

let configured = false;

/**
 * pdfmake is one module-wide instance: fonts, layouts and the access policies are set once. Per architecture
 * §3 no URL is ever fetched and only the font folder may be read from disk, so a document cannot make the
 * server read a file or call out (images arrive as data URLs, charts as SVG strings).
 */
function configure() {
  if (configured) return;
  pdfmake.setFonts({
    Roboto: {
      normal: path.join(FONT_DIR, 'Roboto-Regular.ttf'),
      bold: path.join(FONT_DIR, 'Roboto-Medium.ttf'),
      italics: path.join(FONT_DIR, 'Roboto-Italic.ttf'),
      bolditalics: path.join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
    },
  });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(FONT_DIR + path.sep));
  pdfmake.addTableLayouts({ report: REPORT_TABLE_LAYOUT });
  configured = true;
}

/** A document definition laid out as PDF bytes. */
export async function renderPdf(document: TDocumentDefinitions): Promise<Buffer> {
  configure();
  return pdfmake.createPdf(document).getBuffer();
}

/** A png/jpeg file's bytes as the data URL pdfmake's image node takes; null for anything else. */
export function imageDataUrl(bytes: Buffer | null): string | null {
  if (!bytes || bytes.length < 4) return null;
  if (bytes[0] === 0x89 && bytes.subarray(1, 4).toString('latin1') === 'PNG')
    return `data:image/png;base64,${bytes.toString('base64')}`;
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return `data:image/jpeg;base64,${bytes.toString('base64')}`;
  return null;
}
