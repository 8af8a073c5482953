import { TYRE_STATES_MSG } from '@huella/contracts';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';

export interface FinalTreadNoticeProps {
  /** Null when the user may not edit: the notice then only informs. */
  onFill: (() => void) | null;
  onClose: () => void;
}

/** Spec 2 §4: a tyre without a final tread cannot be sent on; 'Llenar remanente' opens the edit dialog. */
export function FinalTreadNotice({ onFill, onClose }: FinalTreadNoticeProps) {
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="final-tread-title">
      <DialogTitle id="final-tread-title">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <WarningAmberIcon color="warning" />
          <span>{TYRE_STATES_MSG.aviso}</span>
        </Stack>
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{TYRE_STATES_MSG.ingreseRemanenteFinal}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancelar</Button>
        {onFill && (
          <Button variant="contained" onClick={onFill} autoFocus>
            {TYRE_STATES_MSG.llenarRemanente}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
