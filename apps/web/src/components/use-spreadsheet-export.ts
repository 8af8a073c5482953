import { useMutation } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client';
import { SPREADSHEET_TEXT } from '../lib/spreadsheet-download';
import { useNotify } from './notification-provider';

export type SpreadsheetExportResult = { ok: true } | { ok: false; error: unknown };

/**
 * Runs an export with the notices of spec 3 §8: `progressText` (e.g. 'Exportando Inspecciones...') while the
 * file streams, then 'Archivo exportado correctamente' or the failure's message in an alert. Answers whether
 * the file was saved, and the error for a caller that also shows it next to its fields.
 *
 *   const exporter = useSpreadsheetExport('Exportando...');
 *   exporter.run(() => downloadSpreadsheet('/excel/…', { id_cliente }, { fallbackName: 'reporte.xlsx' }));
 */
export function useSpreadsheetExport(progressText: string, options: { errorDuration?: number } = {}) {
  const notify = useNotify();
  const exportFile = useMutation({ mutationFn: (job: () => Promise<void>) => job() });

  const run = async (job: () => Promise<void>): Promise<SpreadsheetExportResult> => {
    notify({ severity: 'info', message: progressText, duration: 60_000 });
    try {
      await exportFile.mutateAsync(job);
      notify({ severity: 'success', message: SPREADSHEET_TEXT.exportado });
      return { ok: true };
    } catch (error) {
      // Server down or session ended: their dialog already says so.
      if (!(isApiError(error) && error.handled))
        notify({
          severity: 'error',
          message: isApiError(error) ? error.message : SPREADSHEET_TEXT.errorInesperado,
          // Spec 3 §9: alerts here stay 4 s.
          duration: options.errorDuration ?? 4000,
        });
      return { ok: false, error };
    }
  };

  return { run, isPending: exportFile.isPending };
}
