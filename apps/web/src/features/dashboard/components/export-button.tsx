import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useSpreadsheetExport } from '../../../components/use-spreadsheet-export';
import { downloadSpreadsheet, SPREADSHEET_TEXT } from '../../../lib/spreadsheet-download';
import { useStoredSession } from '../../../lib/use-stored-session';

export interface CardExport {
  /** GET excel/… (spec 3 §7 Exports). */
  path: string;
  /** Extra query beside id_cliente and id_usuario (e.g. the year). */
  query?: Record<string, string | number | null>;
  /** What the notice says while the file streams. */
  progressText: string;
  /** Indicator exports say 'La respuesta no es un archivo Excel' for a reply that is not a spreadsheet. */
  isIndicator?: boolean;
}

/**
 * A card's Excel export with the spec's notices: an icon button named 'Exportar <card> a Excel', or the spec's
 * 'Exportar' button where the spec shows one (the cost card).
 */
export function ExportButton({
  clientId,
  cardTitle,
  exportFile,
  labelled = false,
}: {
  clientId: number;
  cardTitle: string;
  exportFile: CardExport;
  labelled?: boolean;
}) {
  const session = useStoredSession();
  const exporter = useSpreadsheetExport(exportFile.progressText);
  const label = `Exportar ${cardTitle} a Excel`;
  const handleClick = () =>
    void exporter.run(() =>
      downloadSpreadsheet(
        exportFile.path,
        { id_cliente: clientId, id_usuario: session.userId, ...exportFile.query },
        {
          fallbackName: 'reporte.xlsx',
          wrongTypeMessage: exportFile.isIndicator ? SPREADSHEET_TEXT.noEsExcel : undefined,
        },
      ),
    );
  if (labelled)
    return (
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlinedIcon />}
        onClick={handleClick}
        loading={exporter.isPending}
        loadingPosition="start"
        sx={{ minHeight: 44 }}
      >
        Exportar
      </Button>
    );
  return (
    <Tooltip title="Exportar a Excel">
      <span>
        <IconButton
          aria-label={label}
          onClick={handleClick}
          disabled={exporter.isPending}
          sx={{ width: 44, height: 44 }}
        >
          <FileDownloadOutlinedIcon />
        </IconButton>
      </span>
    </Tooltip>
  );
}
