import { useMutation } from '@tanstack/react-query';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import { INSPECTION_EXPORT_TEXT } from '../api/export-inspections';

/**
 * Runs an inspection export with the notices of spec 2 §8: 'Exportando Inspecciones...' while the file
 * streams, then 'Archivo exportado correctamente' or the failure's message in an alert. Answers whether the
 * file was saved, and the error for a caller that also shows it next to its fields.
 */
export function useInspectionExport() {
  const notify = useNotify();
  const exportFile = useMutation({ mutationFn: (job: () => Promise<void>) => job() });

  const run = async (job: () => Promise<void>): Promise<{ ok: true } | { ok: false; error: unknown }> => {
    notify({ severity: 'info', message: INSPECTION_EXPORT_TEXT.exportando, duration: 60_000 });
    try {
      await exportFile.mutateAsync(job);
      notify({ severity: 'success', message: INSPECTION_EXPORT_TEXT.exportado });
      return { ok: true };
    } catch (error) {
      // Server down or session ended: their dialog already says so.
      if (!(isApiError(error) && error.handled))
        notify({
          severity: 'error',
          message: isApiError(error) ? error.message : INSPECTION_EXPORT_TEXT.errorInesperado,
          duration: 6000,
        });
      return { ok: false, error };
    }
  };

  return { run, isPending: exportFile.isPending };
}
