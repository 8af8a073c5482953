import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

export interface Notification {
  message: string;
  severity?: AlertColor;
  title?: string;
  /** Milliseconds; defaults follow spec 1 §9 (notification 3 s, error 2 s, warning 4 s as the login failure). */
  duration?: number;
}

const DEFAULT_DURATION: Record<AlertColor, number> = {
  success: 3000,
  info: 3000,
  error: 2000,
  warning: 4000,
};

type Notify = (notification: Notification) => void;

const NotifyContext = createContext<Notify | null>(null);

interface Shown extends Notification {
  key: number;
}

/** Toasts: one at a time, a newer one replaces the older (the original behaved the same way). */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [open, setOpen] = useState(false);

  const notify = useCallback<Notify>((notification) => {
    setShown({ ...notification, key: Date.now() });
    setOpen(true);
  }, []);

  const severity = shown?.severity ?? 'success';
  const handleClose = (_event: unknown, reason?: string) => {
    if (reason !== 'clickaway') setOpen(false);
  };

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <Snackbar
        key={shown?.key}
        open={open}
        autoHideDuration={shown?.duration ?? DEFAULT_DURATION[severity]}
        onClose={handleClose}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Alert severity={severity} variant="filled" onClose={() => setOpen(false)} sx={{ minWidth: 280 }}>
          {shown?.title && <AlertTitle>{shown.title}</AlertTitle>}
          {shown?.message}
        </Alert>
      </Snackbar>
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify needs a NotificationProvider');
  return notify;
}
