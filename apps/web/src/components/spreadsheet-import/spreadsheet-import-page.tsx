import { IMPORT_MSG, IMPORT_SEPARATOR } from '@huella/contracts';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { FileDropZone } from '../file-drop-zone';
import { useNotify } from '../notification-provider';
import { PageTitle } from '../page-title';
import { isApiError } from '../../lib/api-client';
import { downloadTemplate, uploadSpreadsheet } from './spreadsheet-import-api';

/** Spec 1 §9: imports up to 12 MB. */
const MAX_BYTES = 12 * 1024 * 1024;

export interface SpreadsheetImportPageProps {
  clientId: number;
  canImport: boolean;
  title: string;
  /** One line under the title, usually with the link to the list the rows land in. */
  subtitle: ReactNode;
  /** What one row is, for the instructions: 'criterio', 'vehículo', 'neumático'. */
  rowNoun: string;
  /** The import call (`importar/criterio`) and its template (`importar/criterio/plantilla`). */
  uploadPath: string;
  templatePath: string;
  templateFileName: string;
  /** Query keys whose lists show the imported rows. */
  invalidates: string[][];
}

type Outcome = { ok: boolean; messages: string[] };

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

/** The import screens (criteria, vehicles, tyres): template, drop zone, upload, and the row errors. */
export function SpreadsheetImportPage(props: SpreadsheetImportPageProps) {
  const { clientId, canImport } = props;
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadSpreadsheet(props.uploadPath, clientId, chosen),
    onSuccess: () =>
      Promise.all(props.invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });

  const handleUpload = async () => {
    if (!file) return;
    setOutcome(null);
    try {
      setOutcome(readImportAnswer(await upload.mutateAsync(file)));
      setFile(null);
    } catch (error) {
      if (isApiError(error) && !error.handled) setOutcome({ ok: false, messages: [error.message] });
    }
  };

  const handleTemplate = () =>
    downloadTemplate(props.templatePath, clientId, props.templateFileName).catch((error: unknown) => {
      if (!isApiError(error) || !error.handled)
        notify({ severity: 'error', message: 'No se pudo descargar la plantilla' });
    });

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageTitle
        title={props.title}
        subtitle={props.subtitle}
        actions={
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void handleTemplate()}>
            Descargar plantilla
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            Complete la plantilla (una fila por {props.rowNoun}). Se valida cada fila con las mismas reglas
            del formulario; si alguna fila tiene errores no se registra ninguna.
          </Typography>
          <FileDropZone
            accept=".xlsx"
            maxBytes={MAX_BYTES}
            file={file}
            disabled={!canImport || upload.isPending}
            onFile={(chosen) => {
              setFile(chosen);
              setOutcome(null);
            }}
            onReject={(message) => notify({ severity: 'error', message })}
            hint="Excel .xlsx · máximo 12 MB"
          />
          {upload.isPending && <LinearProgress aria-label="Cargando archivo" />}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button
              variant="contained"
              startIcon={<UploadIcon />}
              disabled={!file || !canImport}
              loading={upload.isPending}
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
