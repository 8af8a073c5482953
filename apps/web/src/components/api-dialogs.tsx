import { MSG } from '@huella/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useSyncExternalStore } from 'react';
import { getApiProblem, subscribeApiProblem } from '../lib/api-events';
import { loadPage, reloadPage } from '../lib/browser';

const SERVER_DOWN_TEXT = 'Servidor desconectado, por favor actualice la ventana!';

/** The API client's global answers (spec 1 §8): session ended → login; server down → reload. */
export function ApiDialogs() {
  const problem = useSyncExternalStore(subscribeApiProblem, getApiProblem);

  return (
    <>
      {/* Closing by backdrop or Escape is ignored on purpose: both states need the button. */}
      <Dialog open={problem === 'session-ended'} aria-labelledby="session-ended-title">
        <DialogTitle id="session-ended-title">{MSG.sesionFinalizada}</DialogTitle>
        <DialogContent>
          <DialogContentText>{MSG.sesionCaducada}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" autoFocus onClick={() => loadPage('/login')}>
            Aceptar
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={problem === 'server-down'} aria-labelledby="server-down-title">
        <DialogTitle id="server-down-title">{MSG.errorInterno}</DialogTitle>
        <DialogContent>
          <DialogContentText>{SERVER_DOWN_TEXT}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" autoFocus onClick={reloadPage}>
            Actualizar
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
