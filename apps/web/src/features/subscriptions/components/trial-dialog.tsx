import { ROLE, SUBSCRIPTION_MSG } from '@huella/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useRef, useState } from 'react';
import { loadPage } from '../../../lib/browser';
import { clearSession } from '../../../lib/storage';
import { useStoredSession } from '../../../lib/use-stored-session';
// Forced logout revokes the token the same way the shell's own logout does.
import { logout } from '../../../lib/session/logout';
import { useAnswerTrial } from '../api/answer-trial';
import { useTrial } from '../api/get-trial';
import { useRestartTrial } from '../api/restart-trial';
import { useSendTrialNotice } from '../api/send-trial-notice';
import { decideTrial } from './trial-decision';

const isMember = (role: number | null) => role === ROLE.clientAdmin || role === ROLE.operator;

// An acknowledged notice stays hidden for the rest of the tab's life (reloads included), not only this render.
const DISMISSED_KEY = 'huella.avisoPrueba';
function readDismissed(): string | null {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}
function writeDismissed(key: string) {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, key);
  } catch {
    // Storage blocked: the notice simply shows again after a reload.
  }
}

/**
 * The trial-period dialog over the shell (spec 1 §2.1, §4), for members of a client: checked every 100 s.
 * 'OK' hides the notice for the rest of the tab's session; the SI/NO answer is stored; an answered, past-due trial
 * restarts and the user is logged out.
 */
export function TrialDialog() {
  const session = useStoredSession();
  const clientId = session.loggedIn && isMember(session.role) ? session.clientId : null;
  const trial = useTrial(clientId);
  const answer = useAnswerTrial();
  const sendNotice = useSendTrialNotice();
  const restart = useRestartTrial();
  const [dismissed, setDismissed] = useState<string | null>(readDismissed);
  const dismiss = (value: string) => {
    writeDismissed(value);
    setDismissed(value);
  };
  const handled = useRef<Set<string>>(new Set());

  const data = trial.data ?? null;
  const decision = decideTrial(data);
  const key = data ? `${data.id}:${data.today}:${decision.kind}` : '';

  useEffect(() => {
    if (!data || handled.current.has(key)) return;
    if (decision.kind === 'notice' && data.suscripcionfechas_id !== null) {
      handled.current.add(key);
      sendNotice.mutate(data.suscripcionfechas_id);
    }
    if (decision.kind === 'restart') {
      handled.current.add(key);
      void (async () => {
        await restart.mutateAsync(data.id).catch(() => undefined);
        await logout().catch(() => undefined);
        clearSession();
        loadPage('/login');
      })();
    }
  }, [data, decision.kind, key, sendNotice, restart]);

  if (!data || clientId === null || dismissed === key) return null;

  if (decision.kind === 'notice') {
    return (
      <Dialog open maxWidth="xs" fullWidth aria-labelledby="trial-dialog-title">
        <DialogTitle id="trial-dialog-title">Periodo de prueba</DialogTitle>
        <DialogContent>
          <DialogContentText>{SUBSCRIPTION_MSG.vencePronto(decision.days)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => dismiss(key)} autoFocus>
            OK
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  if (decision.kind === 'question') {
    const reply = (rpta: 'SI' | 'NO') =>
      answer.mutate({ id: data.id, id_cliente: clientId, rpta }, { onSettled: () => dismiss(key) });
    return (
      <Dialog open maxWidth="xs" fullWidth aria-labelledby="trial-dialog-title">
        <DialogTitle id="trial-dialog-title">Periodo de prueba</DialogTitle>
        <DialogContent>
          <DialogContentText>{SUBSCRIPTION_MSG.venceHoy}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => reply('NO')} disabled={answer.isPending}>
            NO
          </Button>
          <Button variant="contained" onClick={() => reply('SI')} loading={answer.isPending} autoFocus>
            SI
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return null;
}
