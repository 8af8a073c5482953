import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { showInlineError } from '../lib/api-events';

interface ErrorStateProps {
  message?: string;
  onRetry?: () => void;
}

/**
 * A load that failed, said in place. While it is on screen a server failure opens no dialog over it (one failure,
 * one message): this state is that message, and 'Reintentar' is the way on.
 */
export function ErrorState({ message = 'No se pudo cargar la información.', onRetry }: ErrorStateProps) {
  useEffect(showInlineError, []);
  return (
    <Alert
      severity="error"
      sx={{ my: 2 }}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry} sx={{ minHeight: 44 }}>
            Reintentar
          </Button>
        )
      }
    >
      {message}
    </Alert>
  );
}
