import { downloadSpreadsheet, SPREADSHEET_TEXT } from '../../../lib/spreadsheet-download';

/** GET excel/reportecomparativoneumaticos {id_cliente, array_id_neumaticos}: the slots' tyres, in slot order. */
export const exportTyreComparison = (clientId: number, tyreIds: number[]) =>
  downloadSpreadsheet(
    '/excel/reportecomparativoneumaticos',
    { id_cliente: clientId, array_id_neumaticos: tyreIds.join(',') },
    { wrongTypeMessage: SPREADSHEET_TEXT.noEsExcel, fallbackName: 'reporte-comparativo-neumaticos.xlsx' },
  );
