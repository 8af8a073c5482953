import type { Content, TableCell } from 'pdfmake/interfaces';
import { type ChartOption, chartSvg } from './charts';

/**
 * The building blocks every section of the consolidated PDF is written with, so the document has one look:
 * section titles that feed the contents page, sub-titles, tables with a header row that repeats on each page,
 * the spec's empty texts and charts drawn by ECharts. The document (document.ts) defines the named styles.
 */

/** A section's title: starts the section and is listed on the contents page. */
export function sectionTitle(text: string): Content {
  return { text, style: 'sectionTitle', tocItem: true, tocStyle: 'tocItem', tocMargin: [0, 2, 0, 2] };
}

/** A heading inside a section (an application, an axle, a vehicle). */
export function subTitle(text: string): Content {
  return { text, style: 'subTitle' };
}

/** The spec's text for a section without data ('No hay neumáticos en scrap'…). */
export function emptyNote(text: string): Content {
  return { text, style: 'emptyNote' };
}

/** A short explanation under a figure ('¿Cómo se calcula?' on the screen). */
export function note(text: string): Content {
  return { text, style: 'note' };
}

export type Cell = string | number | null | undefined | TableCell;

/**
 * A table: a header row repeated on every page it spans, then the rows. Numbers are right-aligned; null and
 * undefined print as '-'. `widths` defaults to sharing the page evenly; `footer` is a totals row in bold.
 */
export function dataTable(params: {
  headers: string[];
  rows: Cell[][];
  widths?: (string | number)[];
  footer?: Cell[];
  fontSize?: number;
}): Content {
  const cell = (value: Cell): TableCell => {
    if (value === null || value === undefined) return { text: '-', alignment: 'center' };
    if (typeof value === 'number') return { text: formatCell(value), alignment: 'right' };
    if (typeof value === 'string') return { text: value };
    return value;
  };
  const body: TableCell[][] = [
    params.headers.map((header) => ({ text: header, style: 'tableHeader' })),
    ...params.rows.map((row) => row.map(cell)),
  ];
  if (params.footer) body.push(params.footer.map((value) => bold(cell(value))));
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: params.widths ?? params.headers.map(() => '*'),
      body,
    },
    layout: 'report',
    fontSize: params.fontSize ?? 8,
    margin: [0, 4, 0, 10],
  };
}

/** A cell of the totals row: the same cell, bold. */
function bold(cell: TableCell): TableCell {
  return typeof cell === 'object' && cell !== null && !Array.isArray(cell)
    ? ({ ...(cell as object), bold: true } as TableCell)
    : { text: String(cell), bold: true };
}

/** Numbers as Peru writes them (es-PE: 1,234.5), at most 2 decimals; a section rounds first when it needs fewer. */
export function formatCell(value: number): string {
  return value.toLocaleString('es-PE', { maximumFractionDigits: 2 });
}

/** A chart drawn on the server as SVG, `width` points wide on the page (A4 portrait has 515 between margins). */
export function chart(option: ChartOption, size: { width: number; height: number }): Content {
  return {
    svg: chartSvg(option, { width: size.width * 2, height: size.height * 2 }),
    width: size.width,
    margin: [0, 4, 0, 10],
  };
}
