import { APP_VERSION_MSG, appVersionForm } from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { type FormEvent, useState } from 'react';
import { FileDropZone } from '../../../components/file-drop-zone';
import { FormTextField } from '../../../components/form-text-field';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import { usePublishAppVersion } from '../api/publish-app-version';
import { useAppForm } from '../../../lib/use-app-form';

/** Spec 1 §9: uploads up to 10 MB; the server enforces it, this spares a doomed upload. */
export const MAX_APK_BYTES = 10 * 1024 * 1024;

export interface PublishAppDialogProps {
  onClose: () => void;
}

/** 'Publicar aplicación móvil': the superadmin uploads the Android package with its version label. */
export function PublishAppDialog({ onClose }: PublishAppDialogProps) {
  const publish = usePublishAppVersion();
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useAppForm({
    resolver: zodResolver(appVersionForm),
    defaultValues: { version: '' },
  });

  const submitForm = handleSubmit(async (values) => {
    if (!file) return setFileError(APP_VERSION_MSG.archivoRequerido);
    try {
      await publish.mutateAsync({ ...values, file });
      notify({ severity: 'success', message: APP_VERSION_MSG.publicada });
      onClose();
    } catch (error) {
      if (!isApiError(error) || error.handled) return;
      const versionError = error.errors?.version?.[0];
      if (versionError) setError('version', { type: 'server', message: versionError });
      else setFileError(error.message);
    }
  });

  // The missing file is reported with the version's message, on the same click.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!file) setFileError(APP_VERSION_MSG.archivoRequerido);
    void submitForm(event);
  };

  const close = () => {
    if (!publish.isPending) onClose();
  };

  return (
    <Dialog open onClose={close} maxWidth="sm" fullWidth aria-labelledby="publish-app-dialog-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="publish-app-dialog-title">Publicar aplicación móvil</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormTextField
              control={control}
              name="version"
              label="Versión"
              placeholder="2.5"
              required
              autoFocus
              disabled={publish.isPending}
            />
            <div>
              <FileDropZone
                accept=".apk"
                maxBytes={MAX_APK_BYTES}
                file={file}
                disabled={publish.isPending}
                prompt="Arrastre aquí el archivo APK o haga clic para seleccionarlo"
                onFile={(chosen) => {
                  setFile(chosen);
                  setFileError(null);
                }}
                onReject={(message) => {
                  setFile(null);
                  setFileError(message);
                }}
              />
              {fileError && (
                <FormHelperText error role="alert">
                  {fileError}
                </FormHelperText>
              )}
            </div>
            {publish.isPending && <LinearProgress aria-label="Publicando aplicación" />}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={publish.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={publish.isPending}>
            Publicar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
