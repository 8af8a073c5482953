import HeadsetMicOutlinedIcon from '@mui/icons-material/HeadsetMicOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useState } from 'react';

// Opened rarely: its form, pickers and uploads load on the first click, not with the shell.
const IncidentDialog = lazy(() => import('./incident-dialog').then((m) => ({ default: m.IncidentDialog })));

/** The top bar's headset of client users (spec 1 §2.1): opens 'Registrar incidencia'. */
export function IncidentButton({ clientId, userId }: { clientId: number; userId: number }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Tooltip title="Registrar incidencia">
        <IconButton color="inherit" aria-label="Registrar incidencia" onClick={() => setOpen(true)}>
          <HeadsetMicOutlinedIcon />
        </IconButton>
      </Tooltip>
      {/* Mounted only while open, so each report starts empty. */}
      {isOpen && (
        <Suspense fallback={null}>
          <IncidentDialog clientId={clientId} userId={userId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
