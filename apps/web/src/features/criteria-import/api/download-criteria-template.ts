import { getToken } from '../../../lib/storage';

/** GET importar/criterio/plantilla: the template, fetched with the session's token and saved by the browser. */
export async function downloadCriteriaTemplate(clientId: number): Promise<void> {
  const token = getToken();
  const response = await fetch(`/api/importar/criterio/plantilla?id_cliente=${clientId}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error('No se pudo descargar la plantilla');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'criterio_aceptacion.xlsx';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
