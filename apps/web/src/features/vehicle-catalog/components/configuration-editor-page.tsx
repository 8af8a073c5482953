import {
  CONFIGURATION_MSG,
  CONFIGURATION_TYPES,
  configurationForm,
  type ConfigurationDetail,
  type VehicleType,
} from '@huella/contracts';
import { AXLE_TYPES, axleProblem, lineOf, numberPositions } from '@huella/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { FormTextField } from '../../../components/form-text-field';
import { LoadingState } from '../../../components/loading-state';
import { useNotify } from '../../../components/notification-provider';
import { PageTitle } from '../../../components/page-title';
import { PositionDiagram } from '../../../components/position-diagram';
import { isApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useConfiguration } from '../api/get-configuration';
import { useVehicleTypes } from '../api/get-vehicle-types';
import { useStoreConfiguration } from '../api/store-configuration';
import { axleColor } from './axle-colors';
import { CONFIGURATIONS_PATH } from './configurations-page';
import { VehicleTypeDialog } from './vehicle-type-dialog';
import { useAppForm } from '../../../lib/use-app-form';

export interface ConfigurationEditorPageProps {
  /** The configuration to edit; null for a new one. */
  id: number | null;
  clientId: number | null;
  canSave: boolean;
  canAddType: boolean;
  canEditType: boolean;
}

/** '/configuracionvehiculo/instalacion[/{id}]': loads the configuration (when editing), then the editor. */
export function ConfigurationEditorPage(props: ConfigurationEditorPageProps) {
  const configuration = useConfiguration(props.id);
  // The type selector needs its options before it shows a value.
  const types = useVehicleTypes();
  if ((props.id !== null && configuration.isPending) || types.isPending) return <LoadingState />;
  if (configuration.isError) {
    return <ErrorState message={configuration.error.message} onRetry={() => void configuration.refetch()} />;
  }
  if (types.isError) return <ErrorState message={types.error.message} onRetry={() => void types.refetch()} />;
  return <ConfigurationEditor {...props} configuration={configuration.data ?? null} />;
}

interface Axle {
  key: number;
  id_ejes: number;
  ubicaciones: number[];
}

let nextKey = 1;
const newAxle = (id_ejes: number, ubicaciones: number[] = []): Axle => ({
  key: nextKey++,
  id_ejes,
  ubicaciones,
});

function ConfigurationEditor({
  id,
  clientId,
  canSave,
  canAddType,
  canEditType,
  configuration,
}: ConfigurationEditorPageProps & { configuration: ConfigurationDetail | null }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const types = useVehicleTypes();
  const storeConfiguration = useStoreConfiguration();
  // The type dialog: a new type (null) or the selected one to rename or give an image.
  const [typeDialog, setTypeDialog] = useState<{ type: VehicleType | null } | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [axles, setAxles] = useState<Axle[]>(() =>
    configuration
      ? configuration.ejes.map((axle) => newAxle(axle.id_ejes, axle.ubicaciones))
      : [newAxle(1), newAxle(2)],
  );
  const [activeKey, setActiveKey] = useState<number | null>(axles[0]?.key ?? null);
  // Vehicles use it: the layout is fixed; name, type and configuration type may still change (issue 4).
  const isLayoutLocked = configuration?.en_uso === true || !canSave;

  const { control, handleSubmit, setError, setValue } = useAppForm({
    resolver: zodResolver(configurationForm),
    defaultValues: {
      id: configuration?.id ?? null,
      nombre: configuration?.nombre ?? '',
      id_vehiculotipo: configuration?.id_vehiculotipo ?? '',
      nroneumaticos: configuration?.nroneumaticos ?? '',
      tipo_configuracion: (configuration?.tipo_configuracion ?? '') as (typeof CONFIGURATION_TYPES)[number],
      ejes: [],
    },
  });
  const nroneumaticos = Number(useWatch({ control, name: 'nroneumaticos' })) || 0;
  const typeId = Number(useWatch({ control, name: 'id_vehiculotipo' })) || 0;
  const selectedType = types.data?.find((type) => type.id === typeId) ?? null;

  const axleInput = axles.map(({ id_ejes, ubicaciones }) => ({ id_ejes, ubicaciones }));
  const assigned = axles.reduce((total, axle) => total + axle.ubicaciones.length, 0);
  const problem = axleProblem(axleInput, nroneumaticos);
  const numbered = (() => {
    const byLine = new Map<number, number>();
    for (const axle of axleInput) {
      const lines = new Set(axle.ubicaciones.map(lineOf));
      if (lines.size > 1) return null; // mixed lines: no sensible numbering yet
      const [line] = [...lines];
      if (line !== undefined) byLine.set(line, (byLine.get(line) ?? 0) + 1);
    }
    if ([...byLine.values()].some((count) => count > 1)) return null;
    return new Map(numberPositions(axleInput).map((position) => [position.ubicacion, position.posicion]));
  })();

  const axleOf = (ubicacion: number) => axles.find((axle) => axle.ubicaciones.includes(ubicacion));

  const handleSlotClick = (ubicacion: number) => {
    if (isLayoutLocked || activeKey === null) return;
    setServerError(null);
    setAxles((current) => {
      const owner = current.find((axle) => axle.ubicaciones.includes(ubicacion));
      return current.map((axle) => {
        if (owner?.key === activeKey && axle.key === activeKey) {
          return { ...axle, ubicaciones: axle.ubicaciones.filter((slot) => slot !== ubicacion) };
        }
        if (axle.key === activeKey) return { ...axle, ubicaciones: [...axle.ubicaciones, ubicacion] };
        if (axle.key === owner?.key)
          return { ...axle, ubicaciones: axle.ubicaciones.filter((slot) => slot !== ubicacion) };
        return axle;
      });
    });
  };

  const addAxle = () => {
    const axle = newAxle(axles.length === 0 ? 1 : 3);
    setAxles((current) => [...current, axle]);
    setActiveKey(axle.key);
  };

  const removeAxle = (key: number) => {
    setAxles((current) => current.filter((axle) => axle.key !== key));
    if (activeKey === key) setActiveKey(axles.find((axle) => axle.key !== key)?.key ?? null);
  };

  const onSubmit = handleSubmit(async (values) => {
    if (problem) return;
    setServerError(null);
    try {
      await storeConfiguration.mutateAsync({ ...values, ejes: axleInput });
      notify({ severity: 'success', message: CONFIGURATION_MSG.guardada });
      void navigate(CONFIGURATIONS_PATH);
    } catch (error) {
      if (!isApiError(error) || error.handled) return;
      if (
        !applyFieldErrors(error, setError, [
          'nombre',
          'id_vehiculotipo',
          'nroneumaticos',
          'tipo_configuracion',
        ])
      ) {
        setServerError(error.message);
      }
    }
  });

  const handleTypeSaved = (type: VehicleType) =>
    setValue('id_vehiculotipo', type.id, { shouldValidate: true, shouldDirty: true });

  const title =
    id === null
      ? 'Nueva configuración vehicular'
      : canSave
        ? 'Editar configuración vehicular'
        : 'Configuración vehicular';

  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto' }}>
      <PageTitle
        title={title}
        subtitle={
          id === null ? 'Defina los ejes y las posiciones de neumáticos sobre el diagrama' : `ID ${id}`
        }
      />
      <form onSubmit={onSubmit} noValidate>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', lg: 'minmax(340px, 400px) 1fr' },
            // Narrow screens put the diagram between the data and the axles, so it stays near the axle list.
            gridTemplateAreas: { xs: '"datos" "diagrama" "ejes"', lg: '"datos diagrama" "ejes diagrama"' },
            gridTemplateRows: { lg: 'auto 1fr' },
            alignItems: 'start',
          }}
        >
          <Paper variant="outlined" sx={{ p: 2.5, gridArea: 'datos' }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 2 }}>
              Datos de la configuración
            </Typography>
            <Stack spacing={2.5}>
              <FormTextField
                control={control}
                name="nombre"
                label="Nombre"
                required
                disabled={!canSave}
                placeholder="Ej.: Tracto 6x4 - 10 neumáticos"
              />
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <FormTextField
                  control={control}
                  name="id_vehiculotipo"
                  label="Tipo de vehículo"
                  select
                  required
                  disabled={!canSave}
                >
                  {(types.data ?? []).map((type) => (
                    <MenuItem key={type.id} value={type.id}>
                      {type.descripcion}
                    </MenuItem>
                  ))}
                </FormTextField>
                {canAddType && canSave && (
                  <Tooltip title="Nuevo tipo de vehículo">
                    <IconButton
                      aria-label="Nuevo tipo de vehículo"
                      onClick={() => setTypeDialog({ type: null })}
                      sx={{ mt: 1 }}
                    >
                      <AddIcon />
                    </IconButton>
                  </Tooltip>
                )}
                {canEditType && canSave && selectedType && (
                  <Tooltip title="Editar tipo de vehículo">
                    <IconButton
                      aria-label="Editar tipo de vehículo"
                      onClick={() => setTypeDialog({ type: selectedType })}
                      sx={{ mt: 1, ml: '0 !important' }}
                    >
                      <EditIcon />
                    </IconButton>
                  </Tooltip>
                )}
              </Stack>
              {selectedType?.imagen && (
                <Box
                  component="img"
                  src={selectedType.imagen}
                  alt={`Imagen de ${selectedType.descripcion}`}
                  sx={{ maxHeight: 96, maxWidth: '100%', objectFit: 'contain', alignSelf: 'flex-start' }}
                />
              )}
              <FormTextField
                control={control}
                name="tipo_configuracion"
                label="Tipo de configuración"
                select
                required
                disabled={!canSave}
              >
                {CONFIGURATION_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {type}
                  </MenuItem>
                ))}
              </FormTextField>
              <FormTextField
                control={control}
                name="nroneumaticos"
                label="N° de neumáticos"
                type="number"
                required
                disabled={isLayoutLocked}
                slotProps={{ htmlInput: { min: 1, max: 22 } }}
              />
            </Stack>
          </Paper>

          <Paper variant="outlined" sx={{ p: 2.5, gridArea: 'ejes' }}>
            <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
              <Typography variant="subtitle1" sx={{ fontWeight: 600, flexGrow: 1 }}>
                Ejes
              </Typography>
              {!isLayoutLocked && (
                <Button size="small" startIcon={<AddIcon />} onClick={addAxle} disabled={axles.length >= 6}>
                  Agregar eje
                </Button>
              )}
            </Stack>
            <Stack spacing={1}>
              {axles.map((axle, index) => {
                const isActive = axle.key === activeKey;
                return (
                  <Paper
                    key={axle.key}
                    variant="outlined"
                    onClick={() => !isLayoutLocked && setActiveKey(axle.key)}
                    sx={{
                      p: 1,
                      pl: 0.5,
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1,
                      cursor: isLayoutLocked ? 'default' : 'pointer',
                      borderColor: isActive && !isLayoutLocked ? 'primary.main' : 'divider',
                      borderLeft: `5px solid ${axleColor(axle.id_ejes)}`,
                      bgcolor: isActive && !isLayoutLocked ? 'action.hover' : 'background.paper',
                    }}
                  >
                    {!isLayoutLocked && (
                      <Radio
                        size="small"
                        checked={isActive}
                        onChange={() => setActiveKey(axle.key)}
                        slotProps={{ input: { 'aria-label': `Editar posiciones del eje ${index + 1}` } }}
                      />
                    )}
                    <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                          Eje {index + 1}
                        </Typography>
                        <TextField
                          select
                          size="small"
                          value={axle.id_ejes}
                          disabled={isLayoutLocked}
                          onClick={(event) => event.stopPropagation()}
                          onChange={(event) =>
                            setAxles((current) =>
                              current.map((item) =>
                                item.key === axle.key
                                  ? { ...item, id_ejes: Number(event.target.value) }
                                  : item,
                              ),
                            )
                          }
                          slotProps={{ htmlInput: { 'aria-label': `Tipo del eje ${index + 1}` } }}
                          sx={{ minWidth: 140 }}
                        >
                          {AXLE_TYPES.map((type) => (
                            <MenuItem key={type.id} value={type.id}>
                              {type.descripcion}
                            </MenuItem>
                          ))}
                        </TextField>
                      </Stack>
                      <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
                        {axle.ubicaciones.length === 0
                          ? isLayoutLocked
                            ? 'Sin posiciones'
                            : 'Elija sus posiciones en el diagrama'
                          : `Posiciones: ${[...axle.ubicaciones].sort((a, b) => a - b).join(', ')}`}
                      </Typography>
                    </Box>
                    {!isLayoutLocked && (
                      <Tooltip title="Quitar eje">
                        <IconButton
                          size="small"
                          aria-label={`Quitar eje ${index + 1}`}
                          onClick={(event) => {
                            event.stopPropagation();
                            removeAxle(axle.key);
                          }}
                        >
                          <DeleteOutlinedIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                  </Paper>
                );
              })}
            </Stack>
          </Paper>

          <Paper variant="outlined" sx={{ p: 2.5, minWidth: 0, gridArea: 'diagrama' }}>
            <Stack direction="row" sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', gap: 1 }}>
              <Typography variant="subtitle1" sx={{ fontWeight: 600, flexGrow: 1 }}>
                Diagrama de posiciones
              </Typography>
              <Chip
                size="small"
                color={nroneumaticos > 0 && assigned === nroneumaticos ? 'success' : 'default'}
                label={`${assigned} de ${nroneumaticos || '—'} posiciones asignadas`}
              />
            </Stack>
            {configuration?.en_uso && (
              <Alert severity="info" sx={{ mb: 2 }}>
                Esta configuración está asignada a vehículos: sus ejes y posiciones no se pueden cambiar.
              </Alert>
            )}
            {!isLayoutLocked && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                Seleccione un eje y haga clic en las posiciones que ocupa; un segundo clic la libera. Cada eje
                va en una sola columna del diagrama.
              </Typography>
            )}
            <Box sx={{ overflowX: 'auto', py: 1, display: 'flex', justifyContent: 'center' }}>
              <PositionDiagram
                canPickInactive={!isLayoutLocked}
                onSlotClick={isLayoutLocked ? undefined : handleSlotClick}
                getSlot={(ubicacion) => {
                  const owner = axleOf(ubicacion);
                  const posicion = numbered?.get(ubicacion);
                  return {
                    isActive: Boolean(owner),
                    color: owner ? axleColor(owner.id_ejes) : undefined,
                    label: owner && posicion ? `P${posicion}` : String(ubicacion),
                    tooltip: owner
                      ? `Ubicación ${ubicacion} · ${AXLE_TYPES.find((type) => type.id === owner.id_ejes)?.descripcion ?? ''}`
                      : `Ubicación ${ubicacion}`,
                  };
                }}
              />
            </Box>
            <Stack direction="row" spacing={2} sx={{ mt: 2, flexWrap: 'wrap' }}>
              {AXLE_TYPES.map((type) => (
                <Stack key={type.id} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                  <Box sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: axleColor(type.id) }} />
                  <Typography variant="caption">{type.descripcion}</Typography>
                </Stack>
              ))}
            </Stack>
            {problem && !isLayoutLocked && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                {problem}
              </Alert>
            )}
            {serverError && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {serverError}
              </Alert>
            )}
          </Paper>
        </Box>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
          <Button onClick={() => void navigate(CONFIGURATIONS_PATH)} disabled={storeConfiguration.isPending}>
            {canSave ? 'Cancelar' : 'Volver'}
          </Button>
          {canSave && (
            <Button type="submit" variant="contained" loading={storeConfiguration.isPending}>
              Guardar
            </Button>
          )}
        </Stack>
      </form>
      {typeDialog && (
        <VehicleTypeDialog
          type={typeDialog.type}
          clientId={clientId}
          onClose={() => setTypeDialog(null)}
          onSaved={handleTypeSaved}
        />
      )}
    </Box>
  );
}
