import {
  DUALS_SEPARATION,
  INACCESSIBILITY_REASONS,
  INSPECTION_MSG,
  MISMATCHED_DUALS,
  NOT_APPLICABLE,
  NUT_OK,
  NUT_STATES,
  OBSERVATIONS,
  partialInspectionForm,
  type PartialInspection,
  type PartialInspectionInput,
  type PartialReading,
  SEPARATION_NOT_APPLICABLE,
  SIDEWALL_FAULTS,
  STEER_AXLE,
  TO_REPAIR,
  TYRE_VERDICTS,
  type TyreAtPosition,
  VALVE_TYPES,
  VERDICTS_WITH_PHOTO,
} from '@huella/contracts';
import { IRREGULAR_WEAR_CODES, nsd } from '@huella/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { type ReactNode, useEffect, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { ErrorState } from '../../../components/error-state';
import { FormTextField } from '../../../components/form-text-field';
import { LoadingState } from '../../../components/loading-state';
import { isApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useAppForm } from '../../../lib/use-app-form';
import { checkTread } from '../api/check-tread';
import { useTyreAtPosition } from '../api/get-tyre-at-position';
import { useSaveReading } from '../api/save-reading';
import { ChoiceGroup } from './choice-group';
import { newClave } from './new-clave';
import { ReadingPhotoField } from './reading-photo-field';
import { TyreBlock } from './tyre-block';

export interface ReadingDialogProps {
  clientId: number;
  vehicleId: number;
  ubicacion: number;
  /** The header's reading, stored with the partial. */
  km: number | null;
  isHours: boolean;
  /** Editing: the stored reading (its own key is reused). */
  reading?: PartialReading;
  onSaved: (reading: PartialReading) => void;
  onClose: () => void;
}

/** 'Inspección de neumático' / 'Editar inspección': loads the mounted tyre, then the form. */
export function ReadingDialog(props: ReadingDialogProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const tyre = useTyreAtPosition(props.clientId, props.vehicleId, props.ubicacion);
  const title = props.reading ? `Editar inspección · ID ${props.reading.id}` : 'Inspección de neumático';
  return (
    <Dialog
      open
      onClose={(_event, reason) => {
        // A tap beside the dialog must not throw away a half-typed reading.
        if (reason !== 'backdropClick') props.onClose();
      }}
      fullWidth
      fullScreen={isPhone}
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 950 } } }}
      aria-labelledby="reading-dialog-title"
    >
      <DialogTitle id="reading-dialog-title" sx={{ pr: 7 }}>
        {title}
        {tyre.data && (
          <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
            P{tyre.data.posicion} · {tyre.data.num_serie}
          </Typography>
        )}
        <IconButton
          aria-label="Cerrar"
          onClick={props.onClose}
          sx={{ position: 'absolute', right: 8, top: 8, width: 44, height: 44 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {tyre.data ? (
        <ReadingForm {...props} tyre={tyre.data} />
      ) : (
        <DialogContent>
          {tyre.isError ? (
            <ErrorState
              message={isApiError(tyre.error) ? tyre.error.message : undefined}
              onRetry={() => void tyre.refetch()}
            />
          ) : (
            <LoadingState label="Cargando neumático…" />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}

type FormValues = PartialInspectionInput;

const FIELDS = [
  'tipo_presion',
  'presion',
  'valvula',
  'accesibilidad',
  'motivo_inaccesibilidad',
  'exterior',
  'medio',
  'interior',
  'resultado',
  'separaciond',
  'otros',
  'desgirregular',
  'parareparar',
  'fallasflanco',
  'tuercaestado',
  'tuercacantidad',
  'estado',
  'recomendacion',
  'ruta',
] as const;

const asText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const optionsOf = (table: Record<number, string>) =>
  Object.entries(table).map(([value, label]) => ({ value: Number(value), label }));

function defaultsOf(tyre: TyreAtPosition, reading: PartialReading | undefined): FormValues {
  const isSteer = tyre.id_ejes === STEER_AXLE;
  if (reading)
    return {
      id_ejes: tyre.id_ejes,
      tipo_presion: reading.tipo_presion,
      valvula: reading.valvula,
      accesibilidad: reading.accesibilidad,
      resultado: reading.resultado,
      separaciond: reading.separaciond as PartialInspection['separaciond'],
      otros: reading.otros,
      desgirregular: reading.desgirregular,
      parareparar: reading.parareparar,
      fallasflanco: reading.fallasflanco,
      tuercaestado: reading.tuercaestado,
      estado: reading.estado,
      recomendacion: reading.recomendacion,
      ruta: reading.ruta,
      presion: asText(reading.presion),
      exterior: asText(reading.exterior),
      medio: asText(reading.medio),
      interior: asText(reading.interior),
      tuercacantidad: asText(reading.tuercacantidad),
      motivo_inaccesibilidad: reading.motivo_inaccesibilidad ?? '',
    };
  return {
    id_ejes: tyre.id_ejes,
    tipo_presion: 'PSI',
    presion: '',
    valvula: '',
    accesibilidad: 1,
    motivo_inaccesibilidad: '',
    exterior: '',
    medio: '',
    interior: '',
    resultado: isSteer ? [NOT_APPLICABLE] : [],
    separaciond: SEPARATION_NOT_APPLICABLE,
    otros: [],
    desgirregular: [],
    parareparar: [],
    fallasflanco: [],
    tuercaestado: NUT_OK,
    tuercacantidad: '',
    estado: '',
    recomendacion: '',
    ruta: null,
  };
}

/** A titled block of the form; the grid puts its fields side by side from tablets up. */
function Section({ title, children, columns = 3 }: { title: string; children: ReactNode; columns?: number }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: `repeat(${columns}, minmax(0, 1fr))` },
          '& > .wide': { gridColumn: '1 / -1' },
          '& > .span-2': { gridColumn: { sm: 'span 2' } },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

const decimal = { htmlInput: { inputMode: 'decimal' as const } };

function ReadingForm({
  clientId,
  vehicleId,
  km,
  isHours,
  reading,
  tyre,
  onSaved,
  onClose,
}: ReadingDialogProps & { tyre: TyreAtPosition }) {
  // Chosen once per opening: every retry of this dialog's save sends the same key (issue 12).
  const [clave] = useState(() => reading?.clave ?? newClave());
  const save = useSaveReading();
  const [failure, setFailure] = useState<string | null>(null);
  const [treadWarning, setTreadWarning] = useState('');
  const { control, handleSubmit, setValue, getValues, setError, clearErrors } = useAppForm<
    FormValues,
    unknown,
    PartialInspection
  >({
    resolver: zodResolver(partialInspectionForm({ remProximo: tyre.rem_proximo })),
    defaultValues: defaultsOf(tyre, reading),
  });
  const [accesibilidad, tuercaestado, estado, otros, exterior, interior] = useWatch({
    control,
    name: ['accesibilidad', 'tuercaestado', 'estado', 'otros', 'exterior', 'interior'],
  });
  const photo = useController({ control, name: 'ruta' });
  const isSteer = tyre.id_ejes === STEER_AXLE;
  const isInaccessible = String(accesibilidad) === '0';
  const isNutOk = Number(tuercaestado) === NUT_OK;
  const needsPhoto = VERDICTS_WITH_PHOTO.includes(Number(estado));
  const ticked = Array.isArray(otros) ? (otros as string[]) : [];

  // The dialog's rules of spec 2 §4, applied as the choices change (each is what the schema keeps anyway).
  useEffect(() => {
    if (isInaccessible) setValue('presion', '0');
    else setValue('motivo_inaccesibilidad', '');
    clearErrors(['presion', 'motivo_inaccesibilidad']);
  }, [isInaccessible, setValue, clearErrors]);
  useEffect(() => {
    if (!isNutOk) return;
    setValue('tuercacantidad', '');
    clearErrors('tuercacantidad');
  }, [isNutOk, setValue, clearErrors]);
  useEffect(() => {
    // Continue or retread: the bad tyre's photo no longer applies.
    if (!needsPhoto) setValue('ruta', null);
  }, [needsPhoto, setValue]);
  useEffect(() => {
    // Steer axle: no duals; both inputs are locked on 'No Aplica'.
    if (!isSteer) return;
    setValue('resultado', [NOT_APPLICABLE]);
    setValue('separaciond', SEPARATION_NOT_APPLICABLE);
  }, [isSteer, setValue]);

  /** §13 on blur of the depths: the server compares them with the tyre's original and previous tread. */
  const handleDepthBlur = async () => {
    const read = (value: unknown) =>
      value === '' || value === null || value === undefined ? null : Number(value);
    const exterior = read(getValues('exterior'));
    const medio = read(getValues('medio'));
    const interior = read(getValues('interior'));
    if (exterior === null || interior === null || Number.isNaN(exterior) || Number.isNaN(interior)) return;
    if (medio !== null && Number.isNaN(medio)) return;
    setTreadWarning(
      await checkTread({ clientId, tyreId: tyre.id_neumaticos, exterior, medio, interior, id: reading?.id }),
    );
  };

  const onSubmit = async (values: PartialInspection) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({
        ...values,
        id: reading?.id,
        id_cliente: clientId,
        clave,
        id_vehiculo: vehicleId,
        id_neumaticos: tyre.id_neumaticos,
        posicion: tyre.posicion,
        ubicacion: tyre.ubicacion,
        km_inspeccion_parcial: km,
        proyecto: 'web',
      });
      onSaved(saved);
    } catch (error) {
      // The values stay in the form; Guardar sends them again with the same key.
      if (applyFieldErrors(error, setError, FIELDS)) return;
      setFailure(
        isApiError(error) && error.status !== 0
          ? `No se guardó: ${error.message}`
          : 'No se guardó: sin conexión con el servidor. Sus datos siguen aquí; pulse Guardar para reintentar.',
      );
    }
  };

  const depthOf = (value: unknown) =>
    value === '' || value === null || value === undefined || Number.isNaN(Number(value))
      ? null
      : Number(value);
  // Both sides read: the NSD rule's hint shows before Guardar, so the verdict is chosen right the first time.
  const lowest =
    depthOf(exterior) !== null && depthOf(interior) !== null
      ? nsd({ exterior: depthOf(exterior), interior: depthOf(interior) })
      : null;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate style={{ display: 'contents' }}>
      <DialogContent dividers sx={{ display: 'grid', gap: 3 }}>
        <TyreBlock tyre={tyre} isHours={isHours} />
        <Section title="Presión y válvula">
          <FormTextField control={control} name="valvula" label="Tapa" select required>
            {VALVE_TYPES.map((valve) => (
              <MenuItem key={valve.codigo} value={valve.codigo}>
                {valve.dato}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField control={control} name="tipo_presion" label="Tipo de presión" select required>
            <MenuItem value="PSI">PSI</MenuItem>
          </FormTextField>
          <FormTextField
            control={control}
            name="presion"
            label="Presión actual"
            required
            disabled={isInaccessible}
            helperText={isInaccessible ? 'Sin accesibilidad: 0' : INSPECTION_MSG.presionAyuda}
            slotProps={decimal}
          />
          <FormTextField control={control} name="accesibilidad" label="Accesibilidad" select required>
            <MenuItem value={1}>Sí</MenuItem>
            <MenuItem value={0}>No</MenuItem>
          </FormTextField>
          {isInaccessible && (
            <FormTextField
              className="span-2"
              control={control}
              name="motivo_inaccesibilidad"
              label="Motivo de inaccesibilidad"
              select
              required
            >
              {INACCESSIBILITY_REASONS.map((reason) => (
                <MenuItem key={reason.numero} value={reason.numero}>
                  {reason.dato}
                </MenuItem>
              ))}
            </FormTextField>
          )}
        </Section>
        <Section title="Profundidad de rodado (mm)">
          {(
            [
              ['exterior', 'Profundidad izquierda', true],
              ['medio', 'Profundidad media', false],
              ['interior', 'Profundidad derecha', true],
            ] as const
          ).map(([name, label, required]) => (
            <FormTextField
              key={name}
              control={control}
              name={name}
              label={label}
              required={required}
              slotProps={{ htmlInput: { inputMode: 'decimal', onBlur: () => void handleDepthBlur() } }}
            />
          ))}
          {treadWarning && (
            <Alert severity="warning" className="wide" role="alert">
              {treadWarning}
            </Alert>
          )}
          {tyre.rem_proximo !== null && lowest !== null && lowest <= tyre.rem_proximo && (
            <Alert severity="info" className="wide">
              NSD {lowest} mm: en o bajo el próximo reencauche ({tyre.rem_proximo} mm).{' '}
              {INSPECTION_MSG.nsdOpcion(lowest)}.
            </Alert>
          )}
        </Section>
        <Section title="Duales" columns={2}>
          <ChoiceGroup
            className="wide"
            columns={3}
            control={control}
            name="resultado"
            label="Duales mal hermanados"
            options={MISMATCHED_DUALS.map((value) => ({ value, label: value }))}
            disabled={isSteer}
          />
          <FormTextField
            control={control}
            name="separaciond"
            label="Separación entre duales"
            select
            disabled={isSteer}
            helperText={isSteer ? `Eje direccional: ${NOT_APPLICABLE}` : undefined}
          >
            {DUALS_SEPARATION.map((value) => (
              <MenuItem key={value} value={value}>
                {value}
              </MenuItem>
            ))}
          </FormTextField>
        </Section>
        <Section title="Observaciones" columns={1}>
          <ChoiceGroup
            control={control}
            name="otros"
            label="Observaciones"
            isLabelHidden
            columns={4}
            options={OBSERVATIONS.map((value) => ({ value, label: value }))}
          />
          {ticked.includes('Desg. Irregular') && (
            <ChoiceGroup
              control={control}
              name="desgirregular"
              label="Desgaste irregular"
              columns={3}
              options={IRREGULAR_WEAR_CODES.map((label, index) => ({ value: index + 1, label }))}
            />
          )}
          {ticked.includes('Lista para Reparar') && (
            <ChoiceGroup
              control={control}
              name="parareparar"
              label="Para reparar"
              columns={4}
              options={optionsOf(TO_REPAIR)}
            />
          )}
          {ticked.includes('Fallas en el flanco') && (
            <ChoiceGroup
              control={control}
              name="fallasflanco"
              label="Fallas en el flanco"
              columns={3}
              options={optionsOf(SIDEWALL_FAULTS)}
            />
          )}
        </Section>
        <Section title="Tuercas y estado" columns={2}>
          <FormTextField control={control} name="tuercaestado" label="Estado de tuerca" select required>
            {optionsOf(NUT_STATES).map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            control={control}
            name="tuercacantidad"
            label="Cantidad de tuercas"
            disabled={isNutOk}
            required={!isNutOk}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <FormTextField control={control} name="estado" label="Estado del neumático" select required>
            {optionsOf(TYRE_VERDICTS).map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </FormTextField>
          {needsPhoto && (
            <Box className="wide">
              <ReadingPhotoField
                clientId={clientId}
                value={typeof photo.field.value === 'string' ? photo.field.value : null}
                onChange={(name) => photo.field.onChange(name)}
                error={photo.fieldState.error?.message}
              />
            </Box>
          )}
          <FormTextField
            className="wide"
            control={control}
            name="recomendacion"
            label="Recomendación"
            multiline
            minRows={2}
          />
        </Section>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} disabled={save.isPending} sx={{ minHeight: 44 }}>
          Cancelar
        </Button>
        <Button
          type="submit"
          variant="contained"
          loading={save.isPending}
          sx={{ minHeight: 44, minWidth: 120 }}
        >
          Guardar
        </Button>
      </DialogActions>
    </form>
  );
}
