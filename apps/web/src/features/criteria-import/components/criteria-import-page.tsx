import { IMPORT_MSG, IMPORT_SEPARATOR } from '@huella/contracts';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { FileDropZone } from '../../../components/file-drop-zone';
import { useNotify } from '../../../components/notification-provider';
import { PageTitle } from '../../../components/page-title';
import { isApiError } from '../../../lib/api-client';
import { downloadCriteriaTemplate } from '../api/download-criteria-template';
import { useImportCriteria } from '../api/import-criteria';

/** Spec 1 §9: imports up to 12 MB. */
const MAX_BYTES = 12 * 1024 * 1024;

export interface CriteriaImportPageProps {
  clientId: number;
  canImport: boolean;
}

type Outcome = { ok: true; messages: string[] } | { ok: false; messages: string[] };

/** Spec 1 §7: errors follow '&&&&', one per line; otherwise the text is the success message. */
export function readImportAnswer(text: string): Outcome {
  const at = text.indexOf(IMPORT_SEPARATOR);
  if (at < 0) return { ok: true, messages: text ? [text] : [] };
  const lines = text
    .slice(at + IMPORT_SEPARATOR.length)
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  return { ok: false, messages: lines };
}

/** '/importarcriterio' (menu 28): upload the criteria Excel; all rows or none are registered. */
export function CriteriaImportPage({ clientId, canImport }: CriteriaImportPageProps) {
  const importCriteria = useImportCriteria(clientId);
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const handleUpload = async () => {
    if (!file) return;
    setOutcome(null);
    try {
      setOutcome(readImportAnswer(await importCriteria.mutateAsync(file)));
      setFile(null);
    } catch (error) {
      if (isApiError(error) && !error.handled) setOutcome({ ok: false, messages: [error.message] });
    }
  };

  const handleTemplate = () =>
    downloadCriteriaTemplate(clientId).catch((error: Error) =>
      notify({ severity: 'error', message: error.message }),
    );

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageTitle
        title="Importar Criterios de Aceptación"
        subtitle={
          <>
            Registre varios criterios desde Excel. Vea los registrados en{' '}
            <Link component={RouterLink} to="/criterioaceptacion">
              Criterios de aceptación
            </Link>
            .
          </>
        }
        actions={
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void handleTemplate()}>
            Descargar plantilla
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            Complete la plantilla (una fila por criterio). Se valida cada fila con las mismas reglas del
            formulario; si alguna fila tiene errores no se registra ninguna.
          </Typography>
          <FileDropZone
            accept=".xlsx"
            maxBytes={MAX_BYTES}
            file={file}
            disabled={!canImport || importCriteria.isPending}
            onFile={(chosen) => {
              setFile(chosen);
              setOutcome(null);
            }}
            onReject={(message) => notify({ severity: 'error', message })}
            hint="Excel .xlsx · máximo 12 MB"
          />
          {importCriteria.isPending && <LinearProgress aria-label="Cargando archivo" />}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button
              variant="contained"
              startIcon={<UploadIcon />}
              disabled={!file || !canImport}
              loading={importCriteria.isPending}
              onClick={() => void handleUpload()}
            >
              Cargar
            </Button>
          </Box>
          {outcome && (
            <Alert severity={outcome.ok ? 'success' : 'error'}>
              <AlertTitle>{outcome.ok ? IMPORT_MSG.exito : IMPORT_MSG.error}</AlertTitle>
              <List dense disablePadding>
                {outcome.messages.map((message) => (
                  <ListItem key={message} disableGutters sx={{ py: 0 }}>
                    {message}
                  </ListItem>
                ))}
              </List>
            </Alert>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
