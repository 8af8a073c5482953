import { MSG } from '@huella/contracts/shell';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Component, type ReactNode } from 'react';
import { reloadPage } from '../lib/browser';

interface ErrorBoundaryState {
  error: Error | null;
}

/**
 * A screen's code that could not be downloaded (connection lost, or a new version deployed meanwhile): the lazy
 * import keeps its failure, so only a reload fetches it again.
 */
export function isChunkLoadError(error: Error): boolean {
  return /dynamically imported module|importing a module script failed|loading (css )?chunk/i.test(
    error.message,
  );
}

/**
 * Keeps a failing screen from blanking the whole app: the error shows inside the page area, the drawer and the
 * top bar stay usable, and 'Reintentar' renders the screen again (a failed download needs 'Actualizar'). The
 * route table keys it by path, so navigating away gives the next screen a fresh start.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  private readonly handleRetry = () => this.setState({ error: null });

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const needsReload = isChunkLoadError(error);
    return (
      <Alert
        severity="error"
        sx={{ my: 2 }}
        action={
          <Button
            color="inherit"
            sx={{ minHeight: 44 }}
            onClick={needsReload ? reloadPage : this.handleRetry}
          >
            {needsReload ? 'Actualizar' : 'Reintentar'}
          </Button>
        }
      >
        <AlertTitle>{MSG.errorInterno}</AlertTitle>
        {needsReload
          ? 'No se pudo descargar esta pantalla. Actualice la ventana para intentarlo de nuevo.'
          : 'No se pudo mostrar esta pantalla. Puede reintentar o ir a otra desde el menú.'}
      </Alert>
    );
  }
}
