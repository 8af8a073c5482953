import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type {
  MarketingCompanyRow,
  MarketingConditionRow,
  MarketingDesignRow,
  MarketingPerformanceRow,
  MarketingSectorClientRow,
  MarketingSectorRow,
  MarketingSectorSizeRow,
  MarketingSizeRow,
} from '@huella/contracts';
import {
  contentDisposition,
  EXPORT_CONTENT_TYPES,
  type ExportColumn,
  type ExportValue,
  FILE_NAME_HEADER,
} from '../../../lib/export';
import type { EtlExportRow } from './etl-export.queries';

/** One sheet of a report's workbook: the screen's table, every row (not only the top 10). */
export interface ReportSheet<Row> {
  name: string;
  columns: ExportColumn<Row>[];
  rows: Row[];
}

/** A sheet for `sendReportWorkbook`: each sheet has its own row type, read only through its own columns. */
export const reportSheet = <Row>(sheet: ReportSheet<Row>) => sheet as unknown as ReportSheet<unknown>;

/**
 * Streams a marketing report's workbook (one sheet per table of the screen) with the spec's `nombre-archivo`
 * header. lib/export's sendExport writes one sheet; these reports have two tables (by company and by
 * condition, companies and their designs), so the same streaming writer is driven here sheet by sheet. The
 * rows are the report's aggregate (hundreds at most), already read: a failure is a normal error, before any
 * byte goes out.
 */
export function sendReportWorkbook(
  reply: FastifyReply,
  fileName: string,
  sheets: ReportSheet<unknown>[],
): FastifyReply {
  const name = `${fileName}.xlsx`;
  const stream = new PassThrough();
  reply
    .header('content-type', EXPORT_CONTENT_TYPES.xlsx)
    .header('content-disposition', contentDisposition(name))
    .header(FILE_NAME_HEADER, name)
    .header('cache-control', 'no-store');
  void reply.send(stream);
  writeSheets(stream, sheets).catch((error: unknown) => {
    reply.log.error({ err: error }, 'marketing export failed mid-stream');
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply;
}

async function writeSheets(stream: PassThrough, sheets: ReportSheet<unknown>[]) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    worksheet.columns = sheet.columns.map((column) => ({ header: column.header, width: column.width ?? 16 }));
    worksheet.getRow(1).font = { bold: true };
    worksheet.getRow(1).commit();
    for (const row of sheet.rows) {
      worksheet.addRow(sheet.columns.map((column): ExportValue => column.value(row) ?? null)).commit();
    }
    worksheet.commit();
  }
  await workbook.commit();
}

const cantidad = { header: 'Cantidad', width: 12, value: (row: { cantidad: number }) => row.cantidad };
const porcentaje = {
  header: 'Porcentaje (%)',
  width: 14,
  value: (row: { porcentaje: number }) => row.porcentaje,
};

export const COMPANY_COLUMNS: ExportColumn<MarketingCompanyRow>[] = [
  { header: 'Empresa', width: 36, value: (row) => row.empresa },
  cantidad,
  porcentaje,
];
export const CONDITION_COLUMNS: ExportColumn<MarketingConditionRow>[] = [
  { header: 'Condición', width: 12, value: (row) => row.condicion },
  cantidad,
  porcentaje,
];
export const SIZE_COLUMNS: ExportColumn<MarketingSizeRow>[] = [
  { header: 'Medida', width: 20, value: (row) => row.medida },
  cantidad,
  porcentaje,
];
export const DESIGN_COLUMNS: ExportColumn<MarketingDesignRow>[] = [
  { header: 'Empresa', width: 36, value: (row) => row.empresa },
  { header: 'Diseño', width: 20, value: (row) => row.disenio },
  cantidad,
  porcentaje,
];
export const SECTOR_COLUMNS: ExportColumn<MarketingSectorRow>[] = [
  { header: 'Sector', width: 24, value: (row) => row.sector },
  cantidad,
  porcentaje,
];
export const SECTOR_SIZE_COLUMNS: ExportColumn<MarketingSectorSizeRow>[] = [
  { header: 'Sector', width: 24, value: (row) => row.sector },
  { header: 'Medida', width: 20, value: (row) => row.medida },
  cantidad,
  porcentaje,
];
export const SECTOR_CLIENT_COLUMNS: ExportColumn<MarketingSectorClientRow>[] = [
  { header: 'Sector', width: 24, value: (row) => row.sector },
  { header: 'Cliente', width: 36, value: (row) => row.cliente },
  cantidad,
  porcentaje,
];
export const PERFORMANCE_COLUMNS: ExportColumn<MarketingPerformanceRow>[] = [
  { header: 'Sector', width: 24, value: (row) => row.sector },
  cantidad,
  { header: 'Km recorrido', width: 16, value: (row) => row.km_recorrido },
  { header: 'Promedio (km)', width: 16, value: (row) => row.promedio },
  porcentaje,
];

/** yyyy-mm-dd → dd/mm/yyyy, the date of every other export. */
const localDate = (iso: string) => iso.split('-').reverse().join('/');

/** excel/reporteetlinspecciones: one row per reading, its inspection and client beside it. */
export const ETL_COLUMNS: ExportColumn<EtlExportRow>[] = [
  { header: 'Cliente', width: 30, value: (row) => row.cliente },
  { header: 'Sector', width: 18, value: (row) => row.sector },
  { header: 'Identificador', width: 12, value: (row) => row.id_inspeccion },
  { header: 'Código', width: 10, value: (row) => row.codigo },
  { header: 'Fecha', width: 12, value: (row) => localDate(row.fecha_inspeccion) },
  { header: 'Placa', width: 12, value: (row) => row.placa },
  { header: 'Tipo de vehículo', width: 16, value: (row) => row.tipovehiculo },
  { header: 'Km / Horas', width: 12, value: (row) => row.km_inspeccion },
  { header: 'Posición', width: 9, value: (row) => row.posicion },
  { header: 'Serie', width: 16, value: (row) => row.num_serie },
  { header: 'Marca', width: 14, value: (row) => row.marca },
  { header: 'Medida', width: 14, value: (row) => row.medida },
  { header: 'Modelo', width: 14, value: (row) => row.modelo },
  { header: 'Diseño', width: 14, value: (row) => row.disenio },
  { header: 'Condición', width: 10, value: (row) => row.condicion },
  { header: 'Empresa reencauchadora', width: 24, value: (row) => row.empresa },
  { header: 'Remanente original (mm)', width: 12, value: (row) => row.remanente_original },
  { header: 'Exterior (mm)', width: 10, value: (row) => row.exterior },
  { header: 'Medio (mm)', width: 10, value: (row) => row.medio },
  { header: 'Interior (mm)', width: 10, value: (row) => row.interior },
  { header: 'NSD (mm)', width: 9, value: (row) => row.nsd },
  { header: 'Presión (PSI)', width: 10, value: (row) => row.presion },
  { header: 'Recomendación', width: 30, value: (row) => row.recomendacion },
];
