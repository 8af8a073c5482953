import type { ChartSlice } from '@huella/contracts';
import type { ExportColumn } from '../../../lib/export';
import type { DashboardData } from './dashboard.queries';

/** A row of a home export: a chart's slice, or a year of the scrap chart. */
export type HomeExportRow = ChartSlice | { anio: number; cantidad: number };

export interface HomeExport {
  /** GET path under /api (spec 3 §7 Home exports). */
  path: string;
  summary: string;
  /** File name without extension (also the `nombre-archivo` header, with `.xlsx`). */
  fileName: string;
  /** At most 31 characters (Excel's limit). */
  sheetName: string;
  columns: ExportColumn<HomeExportRow>[];
  /** The rows, from the same answer the dashboard sends; the brand export asks for every brand. */
  rows: (data: DashboardData) => HomeExportRow[];
  allBrands?: boolean;
}

const sliceColumns = (label: string): ExportColumn<HomeExportRow>[] => [
  { header: label, width: 36, value: (row) => ('descripcion' in row ? row.descripcion : row.anio) },
  { header: 'Cantidad', width: 12, value: (row) => row.cantidad },
  { header: 'Porcentaje (%)', width: 14, value: (row) => ('porcentaje' in row ? row.porcentaje : null) },
];

/** The six exports of the home cards, in the spec's order. */
export const HOME_EXPORTS: HomeExport[] = [
  {
    path: '/excel/reporteneumaticospormarca',
    summary: 'Exportar los neumáticos por marca (todas las marcas, sin scrap)',
    fileName: 'reporte-neumaticos-por-marca',
    // The pie shows the top 5 and OTROS; the file lists every brand, and says so.
    sheetName: 'Por marca (todas las marcas)',
    columns: sliceColumns('Marca'),
    rows: (data) => data.marcas,
    allBrands: true,
  },
  {
    path: '/excel/reporteneumaticosporcondicion',
    summary: 'Exportar los neumáticos por condición (nuevos y reencauchados, sin scrap)',
    fileName: 'reporte-neumaticos-por-condicion',
    sheetName: 'Por condición',
    columns: sliceColumns('Condición'),
    rows: (data) => data.condicion,
  },
  {
    path: '/excel/reporteneumaticospormodeloydisenio',
    summary: 'Exportar los neumáticos por modelo y diseño (10 primeros y OTROS, sin scrap)',
    fileName: 'reporte-neumaticos-por-modelo-y-disenio',
    sheetName: 'Por modelo y diseño',
    columns: sliceColumns('Modelo / Diseño'),
    rows: (data) => data.modelos,
  },
  {
    path: '/excel/reporteneumaticosporestado',
    summary: 'Exportar los neumáticos por estado (sin scrap)',
    fileName: 'reporte-neumaticos-por-estado',
    sheetName: 'Por estado',
    columns: sliceColumns('Estado'),
    rows: (data) => data.estados,
  },
  {
    path: '/excel/reporteneumaticospormedida',
    summary: 'Exportar los neumáticos por medida (10 primeras y OTROS, sin scrap)',
    fileName: 'reporte-neumaticos-por-medida',
    sheetName: 'Por medida',
    columns: sliceColumns('Medida'),
    rows: (data) => data.medidas,
  },
  {
    path: '/excel/reporteneumaticosenscrapporanio',
    summary: 'Exportar los neumáticos en scrap por año (últimos 5 años)',
    fileName: 'reporte-neumaticos-en-scrap-por-anio',
    sheetName: 'Scrap por año',
    columns: [
      { header: 'Año', width: 10, value: (row) => ('anio' in row ? row.anio : null) },
      { header: 'Cantidad', width: 12, value: (row) => row.cantidad },
    ],
    rows: (data) => data.neumaticosscrap,
  },
];
