import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import { useSpreadsheetExport } from '../../../components/use-spreadsheet-export';

/**
 * The report's 'Exportar' (spec 3 §2.17): the progress notice while the file streams, then 'Archivo exportado
 * correctamente' or the failure's message (spec 3 §8).
 */
export function MarketingExportButton({
  progressText,
  job,
}: {
  progressText: string;
  job: () => Promise<void>;
}) {
  const exporter = useSpreadsheetExport(progressText);
  return (
    <Button
      variant="contained"
      startIcon={<FileDownloadIcon />}
      disabled={exporter.isPending}
      onClick={() => void exporter.run(job)}
      sx={{ minHeight: 44 }}
    >
      Exportar
    </Button>
  );
}
