import { MSG } from '@huella/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Component, type ReactNode } from 'react';
import { reloadPage } from '../lib/browser';

interface ErrorBoundaryState {
  hasError: boolean;
}

/**
 * Keeps a failing screen from blanking the whole app. The usual cause is a screen's code that could not be
 * downloaded (connection lost, or a new version deployed meanwhile), which a reload fixes.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { hasError: true };
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <Alert
        severity="error"
        sx={{ m: 3 }}
        action={
          <Button color="inherit" onClick={reloadPage}>
            Actualizar
          </Button>
        }
      >
        <AlertTitle>{MSG.errorInterno}</AlertTitle>
        No se pudo mostrar esta pantalla. Actualice la ventana para intentarlo de nuevo.
      </Alert>
    );
  }
}
