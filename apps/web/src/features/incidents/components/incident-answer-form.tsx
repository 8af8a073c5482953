import {
  INCIDENT_REPLY_MAX,
  INCIDENT_STATE_LABELS,
  INCIDENT_STATES,
  incidentReplyForm,
  type IncidentState,
} from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormTextField } from '../../../components/form-text-field';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useAppForm } from '../../../lib/use-app-form';
import { useReplyIncident, useSetIncidentState } from '../api/answer-incident';

const STATES = Object.values(INCIDENT_STATES);

/** Answering moves an open incident to 'en atención'; otherwise it keeps its status unless support picks one. */
const stateAfterReply = (estado: number): IncidentState =>
  estado === INCIDENT_STATES.abierta ? INCIDENT_STATES.enAtencion : (estado as IncidentState);

/**
 * 'Atender' (issue 11 item 9): the status, saved as soon as it changes, and a reply with the status it leaves
 * the incident in. The reply reaches the reporter by e-mail and in their headset menu.
 */
export function IncidentAnswerForm({ id, estado }: { id: number; estado: number }) {
  const notify = useNotify();
  const setState = useSetIncidentState();
  const reply = useReplyIncident();
  const { control, handleSubmit, reset, setError, setValue } = useAppForm({
    resolver: zodResolver(incidentReplyForm),
    defaultValues: { mensaje: '', estado: stateAfterReply(estado) },
  });

  const changeState = async (next: IncidentState) => {
    try {
      const answer = await setState.mutateAsync({ id, estado: next });
      notify({ severity: 'success', message: answer.success.message });
      // A reply being written keeps its text; it now leaves the incident where support just put it.
      setValue('estado', next);
    } catch (error) {
      if (isApiError(error) && !error.handled) notify({ severity: 'error', message: error.message });
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await reply.mutateAsync({ id, ...values });
      notify({ severity: 'success', message: answer.success.message });
      reset({ mensaje: '', estado: stateAfterReply(answer.success.estado) });
    } catch (error) {
      if (!isApiError(error) || error.handled) return;
      if (!applyFieldErrors(error, setError, ['mensaje', 'estado']))
        notify({ severity: 'error', message: error.message, duration: 6000 });
    }
  });

  return (
    <Box component="section" aria-labelledby="incident-answer-title">
      <Typography id="incident-answer-title" variant="subtitle2" sx={{ mb: 1.5 }}>
        Atender
      </Typography>
      <Stack spacing={2}>
        <TextField
          select
          label="Estado de la incidencia"
          value={estado}
          disabled={setState.isPending}
          onChange={(event) => void changeState(Number(event.target.value) as IncidentState)}
          helperText="Se guarda al cambiarlo."
          sx={{ maxWidth: 280 }}
        >
          {STATES.map((value) => (
            <MenuItem key={value} value={value}>
              {INCIDENT_STATE_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        <form onSubmit={onSubmit} noValidate>
          <Stack spacing={2}>
            <FormTextField
              control={control}
              name="mensaje"
              label="Respuesta"
              required
              multiline
              minRows={3}
              helperText={`Llega al usuario por correo y en su menú de soporte. Máximo ${INCIDENT_REPLY_MAX} caracteres.`}
            />
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { sm: 'flex-start' } }}
            >
              <FormTextField
                control={control}
                name="estado"
                label="Estado tras responder"
                select
                sx={{ maxWidth: { sm: 280 } }}
              >
                {STATES.map((value) => (
                  <MenuItem key={value} value={value}>
                    {INCIDENT_STATE_LABELS[value]}
                  </MenuItem>
                ))}
              </FormTextField>
              <Button
                type="submit"
                variant="contained"
                loading={reply.isPending}
                sx={{ minHeight: 56, flexShrink: 0 }}
              >
                Enviar respuesta
              </Button>
            </Stack>
          </Stack>
        </form>
      </Stack>
    </Box>
  );
}
