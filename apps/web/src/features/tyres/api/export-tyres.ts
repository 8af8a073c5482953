import { TYRE_MSG } from '@huella/contracts';
import { useMutation } from '@tanstack/react-query';
import { download, fetchFile } from '../../../lib/download';

const TYPES = {
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.csv': 'text/csv',
} as const;
export type TyreExportType = keyof typeof TYPES;

/** POST neumaticos/export: downloads the client's tyres as Excel or CSV (default name 'Neumaticos'). */
export async function exportTyres(clientId: number, tipo: TyreExportType) {
  const file = await fetchFile(
    '/neumaticos/export',
    { id_cliente: clientId, tipo },
    { fallbackName: `Neumaticos${tipo}`, acceptTypes: [TYPES[tipo]], wrongTypeMessage: TYRE_MSG.noEsExcel },
  );
  download(file.blob, file.fileName);
}

export const useExportTyres = (clientId: number) =>
  useMutation({ mutationFn: (tipo: TyreExportType) => exportTyres(clientId, tipo) });
