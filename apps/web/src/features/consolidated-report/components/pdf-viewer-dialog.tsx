import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { usePdfObjectUrl } from '../api/fetch-pdf';

export interface PdfViewerDialogProps {
  open: boolean;
  onClose: () => void;
  /** The stored PDF's uuid (reporte/savePdf's datos.uuid); null shows nothing. */
  uuid: string | null;
  /** The client the PDF belongs to: the server checks it; kept for callers that key by client. */
  clientId?: number;
  title?: string;
  /** The download's file name. */
  fileName?: string;
}

const DEFAULT_TITLE = 'Reporte Consolidado (PDF)';

/**
 * A stored consolidated-report PDF in a dialog (spec 3 §9: embedded frame, 70vh) with a download button. The
 * content is mounted only while open, so closing releases the object URL.
 */
export function PdfViewerDialog(props: PdfViewerDialogProps) {
  const title = props.title ?? DEFAULT_TITLE;
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby="pdf-viewer-title"
      maxWidth="lg"
      fullWidth
    >
      <DialogTitle id="pdf-viewer-title">{title}</DialogTitle>
      {props.open && props.uuid !== null ? (
        <PdfViewerBody
          uuid={props.uuid}
          title={title}
          fileName={props.fileName ?? 'Reporte consolidado.pdf'}
          onClose={props.onClose}
        />
      ) : (
        <DialogActions>
          <Button onClick={props.onClose}>Cerrar</Button>
        </DialogActions>
      )}
    </Dialog>
  );
}

function PdfViewerBody(props: { uuid: string; title: string; fileName: string; onClose: () => void }) {
  const pdf = usePdfObjectUrl(props.uuid);
  return (
    <>
      <DialogContent>
        {pdf.isError && <ErrorState message="No se pudo cargar el PDF." onRetry={pdf.retry} />}
        {pdf.isLoading && <LoadingState label="Cargando PDF…" />}
        {pdf.url && (
          <iframe title={props.title} src={pdf.url} style={{ width: '100%', height: '70vh', border: 0 }} />
        )}
      </DialogContent>
      <DialogActions>
        <Button
          component="a"
          href={pdf.url ?? undefined}
          download={props.fileName}
          disabled={!pdf.url}
          variant="contained"
        >
          Descargar
        </Button>
        <Button onClick={props.onClose}>Cerrar</Button>
      </DialogActions>
    </>
  );
}
