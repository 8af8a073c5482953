import { TYRE_STATES_MSG } from '@huella/contracts';
import { ApiError, requestRaw } from '../../../lib/api-client';
import { download, EXPORT_TYPES, type ExportType, fileNameFrom } from '../../../lib/download';

/**
 * GET excel/reporteneumaticosenmalestado?id_cliente&extension: the bad-condition list as Excel or CSV, named
 * by the server (Content-Disposition); an answer that is not a spreadsheet is refused (spec 2 §8).
 */
export async function exportBadCondition(clientId: number, extension: ExportType) {
  const response = await requestRaw('/excel/reporteneumaticosenmalestado', {
    method: 'GET',
    query: { id_cliente: clientId, extension },
  });
  const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  if (type !== EXPORT_TYPES[extension])
    throw new ApiError({ status: 415, message: TYRE_STATES_MSG.noEsExcel });
  const blob = await response.blob();
  download(
    blob,
    fileNameFrom(response.headers.get('content-disposition')) ?? `NeumaticosMalEstado${extension}`,
  );
}
