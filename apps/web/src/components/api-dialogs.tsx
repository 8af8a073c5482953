import { MSG } from '@huella/contracts/shell';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useSyncExternalStore } from 'react';
import { SERVER_DOWN_MESSAGE, SERVER_ERROR_MESSAGE } from '../lib/api-client';
import { getApiProblem, resetApiProblem, subscribeApiProblem } from '../lib/api-events';
import { loadPage, reloadPage } from '../lib/browser';

/** The API client's global answers (spec 1 §8): session ended → login; server down or failing → reload. */
export function ApiDialogs() {
  const problem = useSyncExternalStore(subscribeApiProblem, getApiProblem);
  const isServerProblem = problem === 'server-down' || problem === 'server-error';

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
      <Dialog open={isServerProblem} aria-labelledby="server-problem-title">
        <DialogTitle id="server-problem-title">{MSG.errorInterno}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {problem === 'server-down' ? SERVER_DOWN_MESSAGE : SERVER_ERROR_MESSAGE}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          {/* The server answered: what was on screen may still be worth keeping (a form being filled). */}
          {problem === 'server-error' && <Button onClick={resetApiProblem}>Cerrar</Button>}
          <Button variant="contained" autoFocus onClick={reloadPage}>
            Actualizar
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
