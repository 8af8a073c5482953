import WifiOffIcon from '@mui/icons-material/WifiOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSyncExternalStore } from 'react';
import { loadPage } from '../../../lib/browser';

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Covers the app after the connection dropped and the session was closed; login is offered once back online. */
export function OfflineScreen() {
  const isOnline = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  return (
    <Box
      role="alertdialog"
      aria-labelledby="offline-title"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 10,
        bgcolor: 'background.default',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
      }}
    >
      <WifiOffIcon sx={{ fontSize: 72, color: 'text.disabled' }} aria-hidden />
      <Typography id="offline-title" variant="h4" component="h1">
        Sin conexión
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
        Se perdió la conexión a internet y su sesión se cerró por seguridad. Cuando vuelva la conexión, inicie
        sesión nuevamente.
      </Typography>
      <Button variant="contained" size="large" disabled={!isOnline} onClick={() => loadPage('/login')}>
        {isOnline ? 'Volver a iniciar sesión' : 'Esperando conexión…'}
      </Button>
    </Box>
  );
}
