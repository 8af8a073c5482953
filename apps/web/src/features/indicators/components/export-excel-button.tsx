import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import { useSpreadsheetExport } from '../../../components/use-spreadsheet-export';

/** 'Exportar Excel' of an indicator: the spec's progress, success and failure notices around `job`. */
export function ExportExcelButton({ progressText, job }: { progressText: string; job: () => Promise<void> }) {
  const exporter = useSpreadsheetExport(progressText);
  return (
    <Button
      variant="contained"
      startIcon={<FileDownloadIcon />}
      disabled={exporter.isPending}
      onClick={() => void exporter.run(job)}
      sx={{ minHeight: 44 }}
    >
      Exportar Excel
    </Button>
  );
}
