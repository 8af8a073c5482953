import HeadsetMicOutlinedIcon from '@mui/icons-material/HeadsetMicOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { IncidentDialog } from './incident-dialog';

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
      {isOpen && <IncidentDialog clientId={clientId} userId={userId} onClose={() => setOpen(false)} />}
    </>
  );
}
