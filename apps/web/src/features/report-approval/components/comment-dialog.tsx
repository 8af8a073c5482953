import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { REPORT_APPROVAL_MSG } from '@huella/contracts';
import { useState } from 'react';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import { useAddReportComment } from '../api/review-report';
import { CommentThread } from './comment-thread';

/** 'Comentar' of a rejected report (spec 3 §2.6): the thread so far and a new comment. */
export function CommentDialog(props: {
  clientId: number;
  reportId: number;
  reporte: string;
  onClose: () => void;
}) {
  const notify = useNotify();
  const add = useAddReportComment();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (text.trim().length === 0) return setError(REPORT_APPROVAL_MSG.respuestaRequerida);
    try {
      const answer = await add.mutateAsync({
        clientId: props.clientId,
        reportId: props.reportId,
        comentario: text.trim(),
      });
      notify({ message: answer.success });
      setText('');
    } catch (failure) {
      if (isApiError(failure) && !failure.handled) notify({ message: failure.message, severity: 'error' });
    }
  };

  return (
    <Dialog open onClose={props.onClose} aria-labelledby="comment-dialog-title" maxWidth="sm" fullWidth>
      <DialogTitle id="comment-dialog-title">Comentarios · {props.reporte}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <CommentThread clientId={props.clientId} reportId={props.reportId} />
          <TextField
            label="Comentario"
            required
            multiline
            minRows={3}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError(null);
            }}
            error={error !== null}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cerrar</Button>
        <Button variant="contained" onClick={() => void submit()} loading={add.isPending}>
          Comentar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
