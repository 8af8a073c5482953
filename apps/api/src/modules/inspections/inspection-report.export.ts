import { type InspectionRow, NUT_STATES, TYRE_VERDICTS } from '@huella/contracts';
import { IRREGULAR_WEAR_CODES } from '@huella/domain';
import type { ExportColumn } from '../../lib/export';
import type { ExportReading } from './inspection-report.queries';

const yesNo = (value: number) => (value === 1 ? 'Sí' : 'No');
/** A code list as the names the inspector picked, in code order ('ONDULADO, CHIPPING'). */
const namesOf = (codes: number[], names: readonly string[]) =>
  codes
    .map((code) => names[code - 1])
    .filter((name) => name !== undefined)
    .join(', ');

/** 'Exportar': a row per reading, with its inspection's header (spec 2 §3 Partial inspection). */
export const READING_COLUMNS: ExportColumn<ExportReading>[] = [
  { header: 'Identificador', width: 12, value: (row) => row.identificador },
  { header: 'Código', width: 12, value: (row) => row.insp_codigo },
  { header: 'Placa', width: 12, value: (row) => row.placa },
  { header: 'Fecha', width: 12, value: (row) => row.fecha_inspeccion_local },
  { header: 'Km / Horas', width: 12, value: (row) => row.km_inspeccion },
  { header: 'Posición', width: 9, value: (row) => row.d_posicion },
  { header: 'Serie', width: 16, value: (row) => row.num_serie },
  { header: 'Marca', width: 16, value: (row) => row.marca },
  { header: 'Medida', width: 14, value: (row) => row.medida },
  { header: 'Presión (PSI)', width: 10, value: (row) => row.presion },
  { header: 'Válvula', width: 18, value: (row) => row.valvula_dato ?? row.valvula },
  { header: 'Accesibilidad', width: 10, value: (row) => yesNo(row.accesibilidad) },
  { header: 'Exterior (mm)', width: 10, value: (row) => row.exterior },
  { header: 'Medio (mm)', width: 10, value: (row) => row.medio },
  { header: 'Interior (mm)', width: 10, value: (row) => row.interior },
  { header: 'NSD (mm)', width: 9, value: (row) => row.nsd },
  {
    header: 'Tuercas',
    width: 14,
    value: (row) =>
      `${NUT_STATES[row.tuercaestado as keyof typeof NUT_STATES] ?? ''}${row.tuercacantidad ? ` (${row.tuercacantidad})` : ''}`,
  },
  { header: 'Observaciones', width: 28, value: (row) => row.otros.join(', ') },
  {
    header: 'Desgaste irregular',
    width: 28,
    value: (row) => namesOf(row.desgirregular, IRREGULAR_WEAR_CODES),
  },
  { header: 'Estado', width: 22, value: (row) => TYRE_VERDICTS[row.estado as keyof typeof TYRE_VERDICTS] },
  { header: 'Recomendación', width: 30, value: (row) => row.recomendacion },
];

/** 'Exportar' of the report itself (reporteinspeccionesminified): the list's columns, one row per inspection. */
export const INSPECTION_COLUMNS: ExportColumn<InspectionRow>[] = [
  { header: 'Identificador', width: 12, value: (row) => row.identificador },
  { header: 'Código', width: 12, value: (row) => row.insp_codigo },
  { header: 'Placa', width: 12, value: (row) => row.placa },
  { header: 'Código vehículo', width: 14, value: (row) => row.vehi_codigo },
  { header: 'Tipo', width: 16, value: (row) => row.vehi_tipo },
  { header: 'Fecha', width: 12, value: (row) => row.fecha_inspeccion_local },
  { header: 'Km / Horas', width: 12, value: (row) => row.km_inspeccion },
  { header: 'Planta', width: 18, value: (row) => row.planta },
  { header: 'Repuesto', width: 9, value: (row) => yesNo(row.repuesto) },
  { header: 'Portallantas', width: 11, value: (row) => yesNo(row.portallantas) },
  { header: 'Neumáticos', width: 10, value: (row) => row.neumaticos },
  { header: 'Usuario', width: 22, value: (row) => row.usuario },
];
