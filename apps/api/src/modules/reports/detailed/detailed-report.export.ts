import { PRESSURE_STATUS_LABELS } from '@huella/contracts';
import type { ExportColumn } from '../../../lib/export';
import type { DetailedExportRow } from './detailed-report.queries';

/** The band's words (domain.md §9), as the screen's legend says them. */
const BAND_NAMES = {
  'a-reencauchar': 'A reencauchar',
  proximo: 'Próximo a reencauchar',
  operativo: 'Operativo',
};
/** yyyy-mm-dd → dd/mm/yyyy, the date of every other export. */
const localDate = (iso: string) => iso.split('-').reverse().join('/');

/** 'Exportar': one row per reading of the period, the screen's columns with the inspection's header beside. */
export const DETAILED_COLUMNS: ExportColumn<DetailedExportRow>[] = [
  { header: 'Identificador', width: 12, value: (row) => row.id_inspeccion },
  { header: 'Código', width: 10, value: (row) => row.codigo },
  { header: 'Fecha', width: 12, value: (row) => localDate(row.fecha_inspeccion) },
  { header: 'Placa', width: 12, value: (row) => row.placa },
  { header: 'Tipo de vehículo', width: 16, value: (row) => row.tipovehiculo },
  { header: 'Marca de vehículo', width: 16, value: (row) => row.marcavehiculo },
  { header: 'Aplicación', width: 16, value: (row) => row.aplicacion },
  { header: 'Km / Horas', width: 12, value: (row) => row.km_inspeccion },
  { header: 'Posición', width: 9, value: (row) => row.posicion },
  { header: 'Marca', width: 14, value: (row) => row.marcaneumatico },
  { header: 'Medida', width: 14, value: (row) => row.medidaneumatico },
  { header: 'Modelo', width: 14, value: (row) => row.modeloneumatico },
  { header: 'Diseño', width: 14, value: (row) => row.disenioneumatico },
  { header: 'Condición', width: 10, value: (row) => row.condicion },
  { header: 'Reencauchadora', width: 18, value: (row) => row.razon_social },
  { header: 'Serie', width: 16, value: (row) => row.num_serie },
  { header: 'Válvula', width: 18, value: (row) => row.valvula },
  { header: 'Accesibilidad', width: 10, value: (row) => (row.accesibilidad === 1 ? 'Sí' : 'No') },
  { header: 'Presión actual (PSI)', width: 12, value: (row) => row.presionactual },
  { header: 'Presión recomendada (PSI)', width: 14, value: (row) => row.presion_recomendada },
  {
    header: 'Estado de presión',
    width: 12,
    value: (row) => (row.estadopresion ? PRESSURE_STATUS_LABELS[row.estadopresion] : null),
  },
  { header: 'Remanente original (mm)', width: 12, value: (row) => row.remanente_original },
  { header: 'Exterior (mm)', width: 10, value: (row) => row.exterior },
  { header: 'Medio (mm)', width: 10, value: (row) => row.medio },
  { header: 'Interior (mm)', width: 10, value: (row) => row.interior },
  { header: 'NSD (mm)', width: 9, value: (row) => row.nsk_minimo },
  { header: 'Banda', width: 20, value: (row) => (row.banda ? BAND_NAMES[row.banda] : null) },
  { header: 'Recomendación', width: 30, value: (row) => row.recomendacion },
];
