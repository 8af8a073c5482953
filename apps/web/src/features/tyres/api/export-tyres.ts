import { TYRE_MSG } from '@huella/contracts';
import { download, EXPORT_TYPES, type ExportType, fetchFile } from '../../../lib/download';

/** POST neumaticos/export: downloads the client's tyres as Excel or CSV (default name 'Neumaticos'). */
export async function exportTyres(clientId: number, tipo: ExportType) {
  const file = await fetchFile(
    '/neumaticos/export',
    { id_cliente: clientId, tipo },
    {
      fallbackName: `Neumaticos${tipo}`,
      acceptTypes: [EXPORT_TYPES[tipo]],
      wrongTypeMessage: TYRE_MSG.noEsExcel,
    },
  );
  download(file.blob, file.fileName);
}
