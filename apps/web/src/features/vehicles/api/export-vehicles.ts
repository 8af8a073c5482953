import { VEHICLE_MSG } from '@huella/contracts';
import { download, EXPORT_TYPES, type ExportType, fetchFile } from '../../../lib/download';

/** POST vehiculos/export: downloads the client's vehicles as Excel or CSV (default name 'Vehiculos'). */
export async function exportVehicles(clientId: number, tipo: ExportType) {
  const file = await fetchFile(
    '/vehiculos/export',
    { id_cliente: clientId, tipo },
    {
      fallbackName: `Vehiculos${tipo}`,
      acceptTypes: [EXPORT_TYPES[tipo]],
      wrongTypeMessage: VEHICLE_MSG.noEsExcel,
    },
  );
  download(file.blob, file.fileName);
}
