import { checkRetread, type Tyre, type TyreCatalog, TYRE_MSG, tyreFields } from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { type Path, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useStoreTyre } from '../api/store-tyre';
import { isSerialFree } from '../api/validate-serial';
import { useAppForm } from '../../../lib/use-app-form';

export type CatalogKind = 'marca' | 'modelo' | 'medida' | 'disenio' | 'empresa';

/** The master dialog the screen plugs in (features do not import each other; the screen composes them). */
export type CatalogDialogComponent = ComponentType<{
  kind: CatalogKind;
  brandId?: number | null;
  onClose: () => void;
  onSaved: (id: number) => void;
}>;

export interface TyreDialogProps {
  clientId: number;
  /** The tyre to edit, or null for new ones. */
  tyre: Tyre | null;
  catalog: TyreCatalog | undefined;
  CatalogDialog?: CatalogDialogComponent;
  onClose: () => void;
}

interface SerialPair {
  num_serie: string;
  serie_cliente: string;
}

/** The form: the tyre item plus, outside batch mode, its one serial and DOT. */
const dialogSchema = tyreFields
  .extend({
    lote: z.boolean(),
    num_serie: z.string().trim().max(50),
    serie_cliente: z.string().trim().max(50),
  })
  .superRefine((values, ctx) => {
    checkRetread(values, ctx);
    if (!values.lote && values.num_serie === '')
      ctx.addIssue({ code: 'custom', path: ['num_serie'], message: TYRE_MSG.serieRequerida });
  });
type DialogValues = z.input<typeof dialogSchema>;

const SERIAL_FIELDS: Path<DialogValues>[] = ['num_serie', 'serie_cliente'];
const TYRE_FIELDS: Path<DialogValues>[] = [
  'precio',
  'tipo_moneda',
  'nuevo',
  'cantidad_reencauche',
  'id_disenio',
  'id_empresa',
  'id_marca',
  'id_modelo',
  'id_medida',
  'remanente_original',
  'remanente_actual',
  'presion_recomendada',
  'unidad_medida',
  'k_recorridos',
];

const MISSING_SERIAL_MS = 4000;

function defaultsOf(tyre: Tyre | null): DialogValues {
  return {
    lote: false,
    num_serie: tyre?.num_serie ?? '',
    serie_cliente: tyre?.serie_cliente ?? '',
    precio: tyre?.precio ?? '',
    tipo_moneda: tyre?.tipo_moneda ?? '',
    nuevo: tyre?.nuevo ?? 1,
    cantidad_reencauche: tyre?.cantidad_reencauche || '',
    id_disenio: tyre?.id_disenio ?? '',
    id_empresa: tyre?.id_empresa ?? '',
    id_marca: tyre?.id_marca ?? '',
    id_modelo: tyre?.id_modelo ?? '',
    id_medida: tyre?.id_medida ?? '',
    remanente_original: tyre?.remanente_original ?? '',
    remanente_actual: tyre?.remanente_actual ?? '',
    // Spec 2 §4: the recommended pressure defaults to 0 on a new tyre.
    presion_recomendada: tyre?.presion_recomendada ?? 0,
    unidad_medida: (tyre?.unidad_medida as 'K' | 'H' | undefined) ?? 'K',
    k_recorridos: tyre?.k_recorridos ?? 0,
  } as DialogValues;
}

/** A select with a '+' that opens the matching master dialog. */
function WithAdd({ label, onAdd, children }: { label: string; onAdd?: () => void; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      {onAdd && (
        <Tooltip title={label}>
          <IconButton aria-label={label} onClick={onAdd} sx={{ mt: 1 }}>
            <AddIcon />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}

/**
 * 'Registro de neumático' / 'Editar neumático' (spec 2 §2, §4, §5). A new registration can switch to batch mode:
 * one form, a list of serial + DOT pairs, each serial checked by the server and not repeated in the group; the
 * server writes all of them or none.
 */
export function TyreDialog({ clientId, tyre, catalog, CatalogDialog, onClose }: TyreDialogProps) {
  const storeTyre = useStoreTyre(clientId);
  const notify = useNotify();
  const isEdit = tyre !== null;
  const [group, setGroup] = useState<SerialPair[]>([]);
  const [pair, setPair] = useState<SerialPair>({ num_serie: '', serie_cliente: '' });
  const [pairError, setPairError] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const [openCatalog, setOpenCatalog] = useState<CatalogKind | null>(null);
  const { control, handleSubmit, setError, setValue } = useAppForm<DialogValues>({
    resolver: zodResolver(dialogSchema),
    defaultValues: defaultsOf(tyre),
  });
  const [isBatch, nuevo, brandId, modelId, unit, originalTread] = useWatch({
    control,
    name: ['lote', 'nuevo', 'id_marca', 'id_modelo', 'unidad_medida', 'remanente_original'],
  });
  const previousTread = useRef(originalTread);
  useEffect(() => {
    if (previousTread.current === originalTread) return;
    previousTread.current = originalTread;
    // Spec 2 §4: the original tread is copied into the current one unless the tyre has an inspection.
    if (!tyre?.has_inspeccion) setValue('remanente_actual', originalTread, { shouldValidate: true });
  }, [originalTread, tyre?.has_inspeccion, setValue]);
  const isRetreaded = Number(nuevo) === 0;
  const models = (catalog?.modelos ?? []).filter((model) => model.id_marca === Number(brandId));
  useEffect(() => {
    // Spec 2 §4: changing the brand clears the model (models are filtered by brand).
    if (catalog && modelId !== '' && !models.some((model) => model.id === Number(modelId)))
      setValue('id_modelo', '', { shouldValidate: true });
  }, [catalog, modelId, models, setValue]);

  const handleAddPair = async () => {
    const numSerie = pair.num_serie.trim().toUpperCase();
    if (!numSerie) return setPairError(TYRE_MSG.serieRequerida);
    if (group.some((item) => item.num_serie === numSerie)) return setPairError(TYRE_MSG.serieDuplicada);
    setIsChecking(true);
    try {
      if (!(await isSerialFree(clientId, numSerie))) return setPairError(TYRE_MSG.serieRegistrada(numSerie));
      setGroup((current) => [...current, { num_serie: numSerie, serie_cliente: pair.serie_cliente.trim() }]);
      setPair({ num_serie: '', serie_cliente: '' });
      setPairError(null);
    } catch (error) {
      if (isApiError(error) && !error.handled) setPairError(error.message);
    } finally {
      setIsChecking(false);
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    const { lote, num_serie, serie_cliente, ...neumatico } = values;
    const grupo = lote ? group : [{ num_serie, serie_cliente }];
    if (grupo.length === 0) {
      notify({ severity: 'warning', message: TYRE_MSG.agregueSerie, duration: MISSING_SERIAL_MS });
      return;
    }
    try {
      const answer = await storeTyre.mutateAsync({
        grupo,
        neumatico: { ...neumatico, id: tyre?.id ?? null },
      });
      notify({ severity: 'success', message: answer.message });
      onClose();
    } catch (error) {
      if (!isApiError(error) || error.handled) return;
      // The tyre's fields travel inside `neumatico`; outside batch mode the one serial is `grupo.0` (a batch's
      // serials are not form fields: their errors go to the toast).
      let placed = applyFieldErrors(error, setError, TYRE_FIELDS, 'neumatico.');
      if (!lote) placed = applyFieldErrors(error, setError, SERIAL_FIELDS, 'grupo.0.') || placed;
      if (error.status === 409 && !lote) {
        setError('num_serie', { type: 'server', message: error.message });
        placed = true;
      }
      if (!placed) notify({ severity: 'error', message: error.message, duration: 6000 });
    }
  });

  const handleConditionChange = (value: number) => {
    // Spec 2 §4: on a new tyre, changing the condition clears design, retread count and company.
    setValue('nuevo', value, { shouldValidate: true });
    setValue('cantidad_reencauche', '', { shouldValidate: true });
    setValue('id_disenio', '', { shouldValidate: true });
    setValue('id_empresa', '', { shouldValidate: true });
  };

  const handleCatalogSaved = (kind: CatalogKind, id: number) => {
    const field = (
      {
        marca: 'id_marca',
        modelo: 'id_modelo',
        medida: 'id_medida',
        disenio: 'id_disenio',
        empresa: 'id_empresa',
      } as const
    )[kind];
    setValue(field, id, { shouldValidate: true });
  };

  const addLabel = (kind: CatalogKind, label: string) =>
    CatalogDialog ? { label, onAdd: () => setOpenCatalog(kind) } : { label };

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="tyre-dialog-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="tyre-dialog-title">
          {isEdit ? 'Editar neumático' : 'Registro de neumático'}
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            {!isEdit && (
              <FormControlLabel
                control={
                  <Switch
                    checked={Boolean(isBatch)}
                    onChange={(event) => setValue('lote', event.target.checked, { shouldValidate: true })}
                  />
                }
                label="Registro por lote (varias series con los mismos datos)"
                // The whole label toggles it: a finger-sized target on a tablet (the switch alone is 38 px).
                sx={{ minHeight: 44 }}
              />
            )}
            {isBatch ? (
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Typography variant="subtitle2" sx={{ mb: 1.5 }}>
                  Series del lote
                </Typography>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1.5}
                  sx={{ alignItems: 'flex-start' }}
                >
                  <TextField
                    label="Serie Cliente"
                    value={pair.num_serie}
                    onChange={(event) => setPair({ ...pair, num_serie: event.target.value })}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') {
                        event.preventDefault();
                        void handleAddPair();
                      }
                    }}
                    error={pairError !== null}
                    helperText={pairError ?? ' '}
                    fullWidth
                    slotProps={{ htmlInput: { maxLength: 50 } }}
                  />
                  <TextField
                    label="DOT"
                    value={pair.serie_cliente}
                    onChange={(event) => setPair({ ...pair, serie_cliente: event.target.value })}
                    helperText="'-' o vacío: sin DOT"
                    fullWidth
                    slotProps={{ htmlInput: { maxLength: 50 } }}
                  />
                  <Button
                    variant="outlined"
                    startIcon={<AddIcon />}
                    onClick={() => void handleAddPair()}
                    loading={isChecking}
                    sx={{ mt: { sm: 1 }, flexShrink: 0 }}
                  >
                    Agregar
                  </Button>
                </Stack>
                {group.length > 0 && (
                  <List dense aria-label="Series agregadas">
                    {group.map((item, index) => (
                      <ListItem
                        key={item.num_serie}
                        secondaryAction={
                          <IconButton
                            edge="end"
                            aria-label={`Quitar ${item.num_serie}`}
                            onClick={() => setGroup(group.filter((other) => other !== item))}
                          >
                            <DeleteIcon fontSize="small" />
                          </IconButton>
                        }
                      >
                        <ListItemText
                          primary={`${index + 1}. ${item.num_serie}`}
                          secondary={`DOT: ${item.serie_cliente && item.serie_cliente !== '-' ? item.serie_cliente : '-'}`}
                        />
                      </ListItem>
                    ))}
                  </List>
                )}
                <Chip size="small" label={`${group.length} series`} sx={{ mt: 1 }} />
              </Paper>
            ) : (
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', sm: isEdit ? '120px 1fr 1fr' : '1fr 1fr' },
                }}
              >
                {isEdit && <TextField label="ID" value={tyre.id} disabled />}
                <FormTextField control={control} name="num_serie" label="Serie Cliente" required autoFocus />
                <FormTextField
                  control={control}
                  name="serie_cliente"
                  label="DOT"
                  helperText="'-' o vacío: sin DOT"
                />
              </Box>
            )}
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
              }}
            >
              <FormTextField
                control={control}
                name="precio"
                label="Costo (sin IGV)"
                required
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <FormTextField control={control} name="tipo_moneda" label="Moneda" select required>
                <MenuItem value={1}>Soles (S/)</MenuItem>
                <MenuItem value={2}>Dólares (US$)</MenuItem>
              </FormTextField>
              <TextField
                select
                label="Condición"
                required
                value={Number(nuevo)}
                onChange={(event) => handleConditionChange(Number(event.target.value))}
                disabled={isEdit}
                helperText={isEdit ? 'No se puede cambiar después del registro' : ' '}
              >
                <MenuItem value={1}>Nuevo</MenuItem>
                <MenuItem value={0}>Reencauchado</MenuItem>
              </TextField>
              {isRetreaded && (
                <>
                  <FormTextField
                    control={control}
                    name="cantidad_reencauche"
                    label="Cantidad de reencauches"
                    select
                    required
                  >
                    {[1, 2, 3, 4, 5, 6].map((count) => (
                      <MenuItem key={count} value={count}>
                        {count}
                      </MenuItem>
                    ))}
                  </FormTextField>
                  <WithAdd {...addLabel('disenio', 'Agregar diseño')}>
                    <FormTextField control={control} name="id_disenio" label="Diseño" select required>
                      {(catalog?.disenios ?? []).map((design) => (
                        <MenuItem key={design.id} value={design.id}>
                          {design.nombre}
                        </MenuItem>
                      ))}
                    </FormTextField>
                  </WithAdd>
                  <WithAdd {...addLabel('empresa', 'Agregar empresa')}>
                    <FormTextField
                      control={control}
                      name="id_empresa"
                      label="Empresa reencauchadora"
                      select
                      required
                    >
                      {(catalog?.empresas ?? []).map((company) => (
                        <MenuItem key={company.id} value={company.id}>
                          {company.razon_social}
                        </MenuItem>
                      ))}
                    </FormTextField>
                  </WithAdd>
                </>
              )}
              <WithAdd {...addLabel('marca', 'Agregar marca')}>
                <FormTextField control={control} name="id_marca" label="Marca" select required>
                  {(catalog?.marcas ?? []).map((brand) => (
                    <MenuItem key={brand.id} value={brand.id}>
                      {brand.descripcion}
                    </MenuItem>
                  ))}
                </FormTextField>
              </WithAdd>
              <WithAdd {...addLabel('modelo', 'Agregar modelo')}>
                <FormTextField
                  control={control}
                  name="id_modelo"
                  label="Modelo"
                  select
                  required
                  disabled={!brandId}
                >
                  {models.map((model) => (
                    <MenuItem key={model.id} value={model.id}>
                      {model.descripcion}
                    </MenuItem>
                  ))}
                </FormTextField>
              </WithAdd>
              <WithAdd {...addLabel('medida', 'Agregar medida')}>
                <FormTextField control={control} name="id_medida" label="Medida" select required>
                  {(catalog?.medidas ?? []).map((measure) => (
                    <MenuItem key={measure.id} value={measure.id}>
                      {measure.descripcion}
                    </MenuItem>
                  ))}
                </FormTextField>
              </WithAdd>
              <FormTextField
                control={control}
                name="remanente_original"
                label="Remanente original (mm)"
                required
                helperText="Profundidad recomendada debe ser (rec. <= 125 mm)"
                slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 6 } }}
              />
              <FormTextField
                control={control}
                name="remanente_actual"
                label="Remanente actual (mm)"
                required
                slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 6 } }}
              />
              <FormTextField
                control={control}
                name="presion_recomendada"
                label="Presión recomendada (PSI)"
                required
                helperText="Máximo 160 PSI"
                slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 5 } }}
              />
              <FormTextField
                control={control}
                name="unidad_medida"
                label="Opciones de instalación"
                select
                required
              >
                <MenuItem value="K">Kilómetros (K)</MenuItem>
                <MenuItem value="H">Horas (H)</MenuItem>
              </FormTextField>
              <FormTextField
                control={control}
                name="k_recorridos"
                label={unit === 'H' ? 'Horas recorridas' : 'Km recorridos'}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={storeTyre.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={storeTyre.isPending}>
            {isEdit ? 'Actualizar' : isBatch ? `Guardar ${group.length} neumáticos` : 'Guardar'}
          </Button>
        </DialogActions>
      </form>
      {openCatalog && CatalogDialog && (
        <CatalogDialog
          kind={openCatalog}
          brandId={Number(brandId) || null}
          onClose={() => setOpenCatalog(null)}
          onSaved={(id) => handleCatalogSaved(openCatalog, id)}
        />
      )}
    </Dialog>
  );
}
