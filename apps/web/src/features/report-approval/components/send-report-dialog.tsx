import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ConsolidatedState, REPORT_APPROVAL_MSG } from '@huella/contracts';
import { useState } from 'react';
import { FileDropZone } from '../../../components/file-drop-zone';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import { fetchPdf } from '../../consolidated-report/api/fetch-pdf';
import { useSendReport } from '../api/send-report';
import { CommentThread } from './comment-thread';

/** The upload cap of the server (lib/uploads.ts MAX_UPLOAD_BYTES). */
const MAX_PDF_BYTES = 10 * 1024 * 1024;

export interface SendReportDialogProps {
  open: boolean;
  onClose: () => void;
  clientId: number;
  year: number;
  month1: number;
  month2: number;
  /** The period's tracking: RECHAZADO shows the earlier comments and requires a reply. */
  estado: ConsolidatedState | null;
  /** The report already sent for this period, when there is one (its comments). */
  idReporte: number | null;
  /** The PDF generated on the server (reporte/savePdf), offered as the document. */
  generatedUuid?: string | null;
  onSent?: () => void;
}

type Source = 'generated' | 'file';

/**
 * 'Cargar reporte' (spec 3 §2.5, §4, §5): sends the period's PDF for approval. A rejected report shows the
 * reviewers' comments and needs a reply, which is stored with the new PDF in one step.
 */
export function SendReportDialog(props: SendReportDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={props.open}
      onClose={busy ? undefined : props.onClose}
      aria-labelledby="send-report-title"
      maxWidth="sm"
      fullWidth
    >
      {/* Mounted per opening: every opening starts clean, the generated PDF preselected when there is one. */}
      {props.open && <SendReportForm {...props} busy={busy} setBusy={setBusy} />}
    </Dialog>
  );
}

function SendReportForm(props: SendReportDialogProps & { busy: boolean; setBusy: (busy: boolean) => void }) {
  const { onClose, clientId, year, month1, month2, estado, idReporte, generatedUuid, onSent, busy, setBusy } =
    props;
  const notify = useNotify();
  const send = useSendReport();
  const [source, setSource] = useState<Source>(generatedUuid ? 'generated' : 'file');
  const [file, setFile] = useState<File | null>(null);
  const [reply, setReply] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [replyError, setReplyError] = useState<string | null>(null);
  const rejected = estado === 'RECHAZADO';
  const approved = estado === 'APROBADO';

  const submit = async () => {
    const useGenerated = source === 'generated' && Boolean(generatedUuid);
    const missingFile = !useGenerated && !file;
    const missingReply = rejected && reply.trim().length === 0;
    setFileError(missingFile ? REPORT_APPROVAL_MSG.documentoRequerido : null);
    setReplyError(missingReply ? REPORT_APPROVAL_MSG.respuestaRequerida : null);
    if (missingFile || missingReply) return;
    setBusy(true);
    try {
      const document = useGenerated && generatedUuid ? await fetchPdf(generatedUuid) : (file as File);
      const answer = await send.mutateAsync({
        clientId,
        year,
        month1,
        month2,
        file: document,
        comentario: rejected ? reply.trim() : undefined,
      });
      notify({ message: answer.success });
      onSent?.();
      onClose();
    } catch (error) {
      if (isApiError(error) && !error.handled) {
        const replyProblem = error.errors.comentario?.[0];
        if (replyProblem) setReplyError(replyProblem);
        notify({ message: error.message, severity: 'error' });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <DialogTitle id="send-report-title">Enviar reporte consolidado para aprobación</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {approved && <Alert severity="info">{REPORT_APPROVAL_MSG.yaAprobado}</Alert>}
          {estado === 'PROCESO' && (
            <Alert severity="info">
              El reporte del periodo está en espera de aprobación: el PDF que envíe reemplazará al anterior.
            </Alert>
          )}
          {generatedUuid && (
            <RadioGroup
              aria-label="Documento"
              value={source}
              onChange={(event) => {
                setSource(event.target.value as Source);
                setFileError(null);
              }}
            >
              <FormControlLabel value="generated" control={<Radio />} label="Usar el PDF generado" />
              <FormControlLabel value="file" control={<Radio />} label="Seleccionar un archivo PDF" />
            </RadioGroup>
          )}
          {source === 'file' && (
            <FileDropZone
              accept=".pdf"
              maxBytes={MAX_PDF_BYTES}
              file={file}
              disabled={busy}
              prompt="Arrastre aquí el PDF del reporte o haga clic para seleccionarlo"
              onFile={(chosen) => {
                setFile(chosen);
                setFileError(null);
              }}
              onReject={setFileError}
            />
          )}
          {fileError && (
            <Alert severity="error" role="alert">
              {fileError}
            </Alert>
          )}
          {rejected && idReporte !== null && (
            <>
              <Typography variant="subtitle2">Comentarios del revisor</Typography>
              <CommentThread clientId={clientId} reportId={idReporte} />
            </>
          )}
          {rejected && (
            <TextField
              label="Respuesta"
              required
              multiline
              minRows={3}
              value={reply}
              onChange={(event) => {
                setReply(event.target.value);
                if (replyError) setReplyError(null);
              }}
              error={replyError !== null}
              helperText={replyError ?? ' '}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
              disabled={busy}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={() => void submit()} loading={busy} disabled={approved}>
          Enviar
        </Button>
      </DialogActions>
    </>
  );
}
