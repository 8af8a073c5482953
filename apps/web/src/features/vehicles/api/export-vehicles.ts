import { VEHICLE_MSG } from '@huella/contracts';
import { useMutation } from '@tanstack/react-query';
import { download, fetchFile } from '../../../lib/download';

const TYPES = {
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.csv': 'text/csv',
} as const;
export type VehicleExportType = keyof typeof TYPES;

/** POST vehiculos/export: downloads the client's vehicles as Excel or CSV (default name 'Vehiculos'). */
export async function exportVehicles(clientId: number, tipo: VehicleExportType) {
  const file = await fetchFile(
    '/vehiculos/export',
    { id_cliente: clientId, tipo },
    { fallbackName: `Vehiculos${tipo}`, acceptTypes: [TYPES[tipo]], wrongTypeMessage: VEHICLE_MSG.noEsExcel },
  );
  download(file.blob, file.fileName);
}

export const useExportVehicles = (clientId: number) =>
  useMutation({ mutationFn: (tipo: VehicleExportType) => exportVehicles(clientId, tipo) });
