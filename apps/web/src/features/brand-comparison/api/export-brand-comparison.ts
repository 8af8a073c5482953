import type { BrandComparisonFilter } from '@huella/contracts';
import { downloadSpreadsheet, SPREADSHEET_TEXT } from '../../../lib/spreadsheet-download';

/** GET excel/reportecomparativomarcas: the chosen columns and filters; lists travel comma-separated. */
export const exportBrandComparison = (clientId: number, filters: BrandComparisonFilter, ids: number[]) =>
  downloadSpreadsheet(
    '/excel/reportecomparativomarcas',
    {
      id_cliente: clientId,
      array_id_neumaticos: ids.join(','),
      tipo_costo: filters.tipo_costo,
      condicion_neumatico: filters.condicion_neumatico,
      eje: filters.eje ?? null,
      aplicacion: filters.aplicacion ?? null,
      modelos: filters.modelos.join(',') || null,
      medidas: filters.medidas.join(',') || null,
      disenios: filters.disenios.join(',') || null,
      reencauches: filters.reencauches.join(',') || null,
    },
    { wrongTypeMessage: SPREADSHEET_TEXT.noEsExcel, fallbackName: 'ComparativoMarcas.xlsx' },
  );
