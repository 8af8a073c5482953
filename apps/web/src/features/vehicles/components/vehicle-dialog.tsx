import {
  COST_TYPES,
  VEHICLE_ESTADOS,
  VEHICLE_MSG,
  vehicleForm,
  type VehicleDetail,
  type VehicleForm,
  type VehicleFormInput,
  type VehicleModel,
  type VehicleType,
} from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';

import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useController, useWatch, type Control, type FieldPath } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '../../../components/form-text-field';
import { LoadingState } from '../../../components/loading-state';
import { useNotify } from '../../../components/notification-provider';
import { PositionDiagram } from '../../../components/position-diagram';
import { isApiError } from '../../../lib/api-client';
// The vehicle dialog reuses the catalogue's small dialogs and lists (spec 2 §2); docs/decisions/0010 says why
// this one feature imports another.
import { useConfiguration } from '../../vehicle-catalog/api/get-configuration';
import { useVehicleBrands } from '../../vehicle-catalog/api/get-vehicle-brands';
import { useVehicleModels } from '../../vehicle-catalog/api/get-vehicle-models';
import { useVehicleTypes } from '../../vehicle-catalog/api/get-vehicle-types';
import { axleColor } from '../../vehicle-catalog/components/axle-colors';
import { VehicleBrandDialog } from '../../vehicle-catalog/components/vehicle-brand-dialog';
import { VehicleModelDialog } from '../../vehicle-catalog/components/vehicle-model-dialog';
import { VehicleTypeDialog } from '../../vehicle-catalog/components/vehicle-type-dialog';
import { useVehicle } from '../api/get-vehicle';
import { usePlantOptions, useVehicleExtraData } from '../api/get-vehicle-extra-data';
import { useTypeConfigurations } from '../api/get-type-configurations';
import { isPlateRegistered } from '../api/get-vehicles';
import { useStoreVehicle } from '../api/store-vehicle';
import { PositionTyreDialog } from './position-tyre-dialog';
import { useAppForm } from '../../../lib/use-app-form';

/** Spec 2 §9: the plate error stays 4 s. */
const PLATE_ALERT_MS = 4000;
const FIELDS = [
  'id_planta',
  'placa',
  'codigo',
  'id_tipo',
  'id_marca',
  'id_modelo',
  'ruta',
  'tipo_costo',
  'id_configuracion',
  'fecha_fabricacion',
  'estado',
  'kilometraje',
] as const satisfies readonly FieldPath<VehicleFormInput>[];

export interface VehicleDialogProps {
  clientId: number;
  /** The vehicle to edit (its id), or null for a new one. */
  vehicleId: number | null;
  canEditCatalog: boolean;
  onClose: () => void;
}

/** 'Registro de Vehículo' / 'Editar Vehículo'; when editing waits for the vehicle (its `editkm`). */
export function VehicleDialog({ clientId, vehicleId, canEditCatalog, onClose }: VehicleDialogProps) {
  const vehicle = useVehicle(clientId, vehicleId);
  const title = vehicleId ? 'Editar Vehículo' : 'Registro de Vehículo';
  if (vehicleId && !vehicle.data) {
    return (
      <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="vehicle-dialog-title">
        <DialogTitle id="vehicle-dialog-title">{title}</DialogTitle>
        <DialogContent>
          {vehicle.isError ? <Alert severity="error">{vehicle.error.message}</Alert> : <LoadingState />}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <VehicleFormDialog
      clientId={clientId}
      vehicle={vehicle.data ?? null}
      title={title}
      canEditCatalog={canEditCatalog}
      onClose={onClose}
    />
  );
}

type CatalogDialog =
  | { kind: 'none' }
  | { kind: 'type'; type: VehicleType | null }
  | { kind: 'brand'; brand: { id: number; descripcion: string } | null }
  | { kind: 'model'; model: VehicleModel | null };

const defaultsOf = (vehicle: VehicleDetail | null): VehicleFormInput => ({
  id: vehicle?.id ?? null,
  id_planta: vehicle?.id_planta ?? null,
  placa: vehicle?.placa ?? '',
  // Spec 2 §3: a code of '-' is empty on edit.
  codigo: vehicle?.codigo === '-' ? '' : (vehicle?.codigo ?? ''),
  id_tipo: vehicle?.id_tipo ?? (null as unknown as number),
  id_marca: vehicle?.id_marca ?? (null as unknown as number),
  id_modelo: vehicle?.id_modelo ?? (null as unknown as number),
  ruta: vehicle?.ruta ?? (null as unknown as number),
  tipo_costo: vehicle?.tipo_costo ?? (null as unknown as number),
  id_configuracion: vehicle?.id_configuracion ?? (null as unknown as number),
  fecha_fabricacion: vehicle?.fecha_fabricacion ?? '',
  estado: vehicle ? (vehicle.estado === 0 ? 0 : 1) : null,
  kilometraje: vehicle ? String(vehicle.kilometraje) : '',
  edit_kilometraje: false,
});

function VehicleFormDialog({
  clientId,
  vehicle,
  title,
  canEditCatalog,
  onClose,
}: {
  clientId: number;
  vehicle: VehicleDetail | null;
  title: string;
  canEditCatalog: boolean;
  onClose: () => void;
}) {
  const notify = useNotify();
  const storeVehicle = useStoreVehicle(clientId);
  const extra = useVehicleExtraData(clientId);
  const plants = usePlantOptions(clientId);
  const types = useVehicleTypes();
  const brands = useVehicleBrands();
  const [catalogDialog, setCatalogDialog] = useState<CatalogDialog>({ kind: 'none' });
  const [kmNote, setKmNote] = useState<{ severity: 'info' | 'warning'; text: string } | null>(null);
  const [tyrePosition, setTyrePosition] = useState<number | null>(null);
  const isEditing = vehicle !== null;

  const { control, handleSubmit, setError, setValue, getValues } = useAppForm<
    VehicleFormInput,
    unknown,
    VehicleForm
  >({
    resolver: zodResolver(vehicleForm),
    defaultValues: defaultsOf(vehicle),
  });
  const [typeId, brandId, modelId, configurationId, costType, isUnlocked] = useWatch({
    control,
    name: ['id_tipo', 'id_marca', 'id_modelo', 'id_configuracion', 'tipo_costo', 'edit_kilometraje'],
  });
  const models = useVehicleModels(brandId ?? null, Boolean(brandId));
  const configurations = useTypeConfigurations(typeId ?? null);
  const configuration = useConfiguration(configurationId ?? null);

  const kmLabel = costType === 2 ? 'Horas de Vehículo' : 'Kilometraje de Vehículo';

  const handleToggleLock = () => {
    if (!vehicle) return;
    if (isUnlocked) {
      setValue('edit_kilometraje', false);
      setValue('kilometraje', String(vehicle.kilometraje), { shouldValidate: true });
      setKmNote(null);
      return;
    }
    // Spec 2 §4: unlocking is refused once the vehicle has accepted readings (editkm 0).
    if (vehicle.editkm === 0) return setKmNote({ severity: 'warning', text: VEHICLE_MSG.kmBloqueado });
    setValue('edit_kilometraje', true);
    setKmNote({ severity: 'info', text: VEHICLE_MSG.kmSeModifica });
  };

  const showPlateTaken = () => {
    setError('placa', { type: 'server', message: VEHICLE_MSG.placaDuplicada });
    notify({ severity: 'error', message: VEHICLE_MSG.placaDuplicada, duration: PLATE_ALERT_MS });
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      // Spec 2 §5: on create the plate is looked up first (the server refuses it again with 409).
      if (!isEditing && (await isPlateRegistered(clientId, values.placa))) return showPlateTaken();
      const answer = await storeVehicle.mutateAsync(values);
      notify({ severity: 'success', message: answer.message });
      onClose();
    } catch (error) {
      if (!isApiError(error) || error.handled) return;
      if (error.status === 409 && error.message === VEHICLE_MSG.placaDuplicada) return showPlateTaken();
      let applied = false;
      for (const [key, messages] of Object.entries(error.errors)) {
        const field = FIELDS.find((name) => name === key.replace(/^vehiculo\./, ''));
        if (field && messages[0]) {
          setError(field, { type: 'server', message: messages[0] });
          applied = true;
        }
      }
      if (!applied) notify({ severity: 'error', message: error.message, duration: 6000 });
    }
  });

  const slots = new Map((configuration.data?.posiciones ?? []).map((p) => [p.ubicacion, p]));
  const typeOptions = types.data ?? [];
  const selectedType = typeOptions.find((type) => type.id === typeId) ?? null;
  const selectedBrand = (brands.data ?? []).find((brand) => brand.id === brandId) ?? null;
  const selectedModel = (models.data ?? []).find((model) => model.id === modelId) ?? null;

  return (
    <>
      <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="vehicle-dialog-title">
        <form onSubmit={onSubmit} noValidate>
          <DialogTitle id="vehicle-dialog-title">
            {title}
            {isEditing && (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1.5 }}>
                Id {vehicle.id}
              </Typography>
            )}
          </DialogTitle>
          <DialogContent dividers>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1.25fr) minmax(0, 1fr)' },
              }}
            >
              <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
                <Section title="Cliente">
                  <TextField
                    label="Razón social"
                    value={extra.data?.cliente.razon_social ?? ''}
                    slotProps={{ input: { readOnly: true } }}
                    size="small"
                  />
                  <TextField
                    label="RUC"
                    value={extra.data?.cliente.ruc ?? ''}
                    slotProps={{ input: { readOnly: true } }}
                    size="small"
                  />
                  <FormSelect
                    control={control}
                    name="id_planta"
                    label="Planta"
                    emptyLabel="Sin planta"
                    options={(plants.data ?? []).map((plant) => ({ value: plant.id, label: plant.nombre }))}
                    wide
                  />
                </Section>
                <Section title="Vehículo">
                  <FormTextField
                    control={control}
                    name="placa"
                    label="Placa"
                    required
                    size="small"
                    autoFocus={!isEditing}
                    slotProps={{ htmlInput: { style: { textTransform: 'uppercase' } } }}
                  />
                  <FormTextField control={control} name="codigo" label="Código" size="small" />
                  <FormSelect
                    control={control}
                    name="id_tipo"
                    label="Tipo"
                    required
                    options={typeOptions.map((type) => ({ value: type.id, label: type.descripcion }))}
                    onPick={() => setValue('id_configuracion', null as unknown as number)}
                    actions={
                      canEditCatalog && (
                        <CatalogActions
                          what="tipo"
                          canEdit={selectedType !== null}
                          onAdd={() => setCatalogDialog({ kind: 'type', type: null })}
                          onEdit={() => setCatalogDialog({ kind: 'type', type: selectedType })}
                        />
                      )
                    }
                  />
                  <FormSelect
                    control={control}
                    name="id_marca"
                    label="Marca"
                    required
                    options={(brands.data ?? []).map((brand) => ({
                      value: brand.id,
                      label: brand.descripcion,
                    }))}
                    onPick={() => setValue('id_modelo', null as unknown as number)}
                    actions={
                      canEditCatalog && (
                        <CatalogActions
                          what="marca"
                          canEdit={selectedBrand !== null}
                          onAdd={() => setCatalogDialog({ kind: 'brand', brand: null })}
                          onEdit={() => setCatalogDialog({ kind: 'brand', brand: selectedBrand })}
                        />
                      )
                    }
                  />
                  <FormSelect
                    control={control}
                    name="id_modelo"
                    label="Modelo"
                    required
                    disabled={!brandId}
                    options={(models.data ?? []).map((model) => ({
                      value: model.id,
                      label: model.descripcion,
                    }))}
                    actions={
                      canEditCatalog && (
                        <CatalogActions
                          what="modelo"
                          canAdd={Boolean(brandId)}
                          canEdit={selectedModel !== null}
                          onAdd={() => setCatalogDialog({ kind: 'model', model: null })}
                          onEdit={() => setCatalogDialog({ kind: 'model', model: selectedModel })}
                        />
                      )
                    }
                  />
                  <FormSelect
                    control={control}
                    name="ruta"
                    label="Aplicación"
                    required
                    options={(extra.data?.aplicaciones ?? []).map((application) => ({
                      value: application.id,
                      label: application.aplicacion,
                    }))}
                    helperText={
                      extra.data && extra.data.aplicaciones.length === 0 ? (
                        <>
                          Ninguna aplicación tiene sus remanentes.{' '}
                          <Link component={RouterLink} to="/aplicacion">
                            Configúrelos en Remanente por aplicación
                          </Link>
                        </>
                      ) : undefined
                    }
                  />
                  <FormSelect
                    control={control}
                    name="id_configuracion"
                    label="Configuración"
                    required
                    disabled={!typeId}
                    options={(configurations.data ?? []).map((item) => ({
                      value: item.id,
                      label: `${item.nombre} (${item.tipo_configuracion})`,
                    }))}
                    wide
                  />
                  <FormSelect
                    control={control}
                    name="tipo_costo"
                    label="Tipo de costo"
                    required
                    options={Object.entries(COST_TYPES).map(([value, label]) => ({
                      value: Number(value),
                      label,
                    }))}
                  />
                  <FormTextField
                    control={control}
                    name="kilometraje"
                    label={kmLabel}
                    size="small"
                    disabled={isEditing && !isUnlocked}
                    slotProps={{
                      htmlInput: { inputMode: 'decimal' },
                      input: isEditing
                        ? {
                            endAdornment: (
                              <InputAdornment position="end">
                                <Tooltip title={isUnlocked ? 'Bloquear' : 'Desbloquear para modificar'}>
                                  <IconButton
                                    aria-label={
                                      isUnlocked ? 'Bloquear kilometraje' : 'Desbloquear kilometraje'
                                    }
                                    onClick={handleToggleLock}
                                    edge="end"
                                    size="small"
                                  >
                                    {isUnlocked ? (
                                      <LockOpenIcon fontSize="small" />
                                    ) : (
                                      <LockIcon fontSize="small" />
                                    )}
                                  </IconButton>
                                </Tooltip>
                              </InputAdornment>
                            ),
                          }
                        : undefined,
                    }}
                  />
                  <FormTextField
                    control={control}
                    name="fecha_fabricacion"
                    label="Año de fabricación"
                    helperText="Ejemplo: 2016"
                    size="small"
                    slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
                  />
                  {isEditing && (
                    <FormSelect
                      control={control}
                      name="estado"
                      label="Estado"
                      options={Object.entries(VEHICLE_ESTADOS).map(([value, label]) => ({
                        value: Number(value),
                        label,
                      }))}
                    />
                  )}
                  {kmNote && (
                    <Alert severity={kmNote.severity} sx={{ gridColumn: '1 / -1', py: 0 }}>
                      {kmNote.text}
                    </Alert>
                  )}
                </Section>
              </Box>
              <Section title="Posiciones de neumáticos" single>
                {configuration.data ? (
                  <Box sx={{ overflowX: 'auto' }}>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                      {configuration.data.nombre} · {configuration.data.nroneumaticos} neumáticos
                      {isEditing ? ' · elija una posición para ver su neumático' : ''}
                    </Typography>
                    <PositionDiagram
                      title={`Posiciones de ${configuration.data.nombre}`}
                      hideInactive
                      getSlot={(ubicacion) => {
                        const slot = slots.get(ubicacion);
                        return slot
                          ? { isActive: true, label: `P${slot.posicion}`, color: axleColor(slot.id_ejes) }
                          : { isActive: false };
                      }}
                      onSlotClick={isEditing ? (ubicacion) => setTyrePosition(ubicacion) : undefined}
                    />
                  </Box>
                ) : (
                  <Typography variant="body2" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
                    Elija el tipo de vehículo y su configuración para ver las posiciones.
                  </Typography>
                )}
              </Section>
            </Box>
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5 }}>
            <Button onClick={onClose} disabled={storeVehicle.isPending}>
              Cancelar
            </Button>
            <Button type="submit" variant="contained" loading={storeVehicle.isPending}>
              {isEditing ? 'Actualizar' : 'Guardar'}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      {catalogDialog.kind === 'type' && (
        <VehicleTypeDialog
          type={catalogDialog.type}
          clientId={clientId}
          onClose={() => setCatalogDialog({ kind: 'none' })}
          onSaved={(type) => {
            if (type.id !== getValues('id_tipo')) setValue('id_configuracion', null as unknown as number);
            setValue('id_tipo', type.id, { shouldValidate: true });
          }}
        />
      )}
      {catalogDialog.kind === 'brand' && (
        <VehicleBrandDialog
          brand={catalogDialog.brand ? { ...catalogDialog.brand } : null}
          onClose={() => setCatalogDialog({ kind: 'none' })}
          onSaved={(brand) => {
            if (brand.id !== getValues('id_marca')) setValue('id_modelo', null as unknown as number);
            setValue('id_marca', brand.id, { shouldValidate: true });
          }}
        />
      )}
      {catalogDialog.kind === 'model' && (
        <VehicleModelDialog
          model={catalogDialog.model}
          brandId={brandId ?? null}
          onClose={() => setCatalogDialog({ kind: 'none' })}
          onSaved={(model) => {
            setValue('id_marca', model.id_marca, { shouldValidate: true });
            setValue('id_modelo', model.id, { shouldValidate: true });
          }}
        />
      )}
      {vehicle && tyrePosition !== null && (
        <PositionTyreDialog
          clientId={clientId}
          vehicleId={vehicle.id}
          ubicacion={tyrePosition}
          posicion={slots.get(tyrePosition)?.posicion ?? null}
          onClose={() => setTyrePosition(null)}
        />
      )}
    </>
  );
}

function Section({ title, children, single }: { title: string; children: ReactNode; single?: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle2" color="primary" sx={{ mb: 1.5, fontWeight: 600 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: single ? '1fr' : { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {children}
      </Box>
    </Paper>
  );
}

function CatalogActions({
  what,
  canAdd = true,
  canEdit,
  onAdd,
  onEdit,
}: {
  what: string;
  canAdd?: boolean;
  canEdit: boolean;
  onAdd: () => void;
  onEdit: () => void;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', pt: 0.5 }}>
      <Tooltip title={`Agregar ${what}`}>
        <span>
          <IconButton aria-label={`Agregar ${what}`} size="small" onClick={onAdd} disabled={!canAdd}>
            <AddIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={`Editar ${what}`}>
        <span>
          <IconButton aria-label={`Editar ${what}`} size="small" onClick={onEdit} disabled={!canEdit}>
            <EditIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}

/** A select bound to a numeric form field; null is "nothing chosen" (the empty option when `emptyLabel`). */
function FormSelect({
  control,
  name,
  label,
  options,
  required,
  disabled,
  emptyLabel,
  helperText,
  actions,
  wide,
  onPick,
}: {
  control: Control<VehicleFormInput, unknown, VehicleForm>;
  name: FieldPath<VehicleFormInput>;
  label: string;
  options: { value: number; label: string }[];
  required?: boolean;
  disabled?: boolean;
  emptyLabel?: string;
  /** Shown under the field; with no options it stays even over the required message, as it says how to fix it. */
  helperText?: ReactNode;
  actions?: ReactNode;
  wide?: boolean;
  onPick?: (value: number | null) => void;
}) {
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'number' ? field.value : '';
  // A value the options do not (yet) hold shows empty instead of MUI's out-of-range warning.
  const shown = options.some((option) => option.value === value) ? value : '';
  return (
    <Box sx={{ display: 'flex', gap: 0.5, gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
      <TextField
        select
        fullWidth
        size="small"
        label={label}
        required={required}
        disabled={disabled}
        name={field.name}
        value={shown}
        inputRef={field.ref}
        onBlur={field.onBlur}
        onChange={(event) => {
          const next = event.target.value === '' ? null : Number(event.target.value);
          field.onChange(next);
          onPick?.(next);
        }}
        error={Boolean(fieldState.error)}
        helperText={
          options.length === 0 && helperText ? helperText : (fieldState.error?.message ?? helperText)
        }
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
      >
        {emptyLabel !== undefined && (
          <MenuItem value="">
            <em>{emptyLabel}</em>
          </MenuItem>
        )}
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      {actions}
    </Box>
  );
}
