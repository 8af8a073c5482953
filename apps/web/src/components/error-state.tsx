import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

interface ErrorStateProps {
  message?: string;
  onRetry?: () => void;
}

/** A load that failed with an answer for the screen (4xx); server failures already opened the global dialog. */
export function ErrorState({ message = 'No se pudo cargar la información.', onRetry }: ErrorStateProps) {
  return (
    <Alert
      severity="error"
      sx={{ my: 2 }}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            Reintentar
          </Button>
        )
      }
    >
      {message}
    </Alert>
  );
}
