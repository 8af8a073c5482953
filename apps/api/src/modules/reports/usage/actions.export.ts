import type { ExportColumn } from '../../../lib/export';
import type { ActionExportRow } from './actions.queries';

/** The screen's columns (spec 3 §2.15): Nombre, Email, Acción, Vista, Detalle, Fecha Acción (Lima time). */
export const ACTION_COLUMNS: ExportColumn<ActionExportRow>[] = [
  { header: 'Nombre', width: 30, value: (row) => row.usuario },
  { header: 'Email', width: 32, value: (row) => row.email },
  { header: 'Acción', width: 24, value: (row) => row.accion },
  { header: 'Vista', width: 28, value: (row) => row.vista },
  { header: 'Detalle', width: 60, value: (row) => row.detalle },
  { header: 'Fecha Acción', width: 20, value: (row) => row.fecha },
];
