import { directScrapForm, type ScrapReason, type TyreCatalog } from '@huella/contracts';
import { todayInLima } from '@huella/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { FormDateField } from '../../../components/form-date-field';
import { FormTextField } from '../../../components/form-text-field';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import { useStoreDirectScrap } from '../api/store-direct-scrap';
import { placeFieldErrors } from './scrap-form-errors';
import { ScrapPhotosField } from './scrap-photos-field';
import { useAppForm } from '../../../lib/use-app-form';

export interface DirectScrapDialogProps {
  clientId: number;
  userId: number | null;
  catalog: TyreCatalog | undefined;
  reasons: ScrapReason[];
  onClose: () => void;
}

const FIELDS = [
  'num_serie',
  'dot',
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
  'remanente_final',
  'remanente_limite',
  'km_inicial',
  'km_final',
  'id_motivo_scrap',
  'fecha_scrap',
  'ruta1',
  'ruta2',
] as const;

/** A group title inside the dialog. */
const Section = ({ children }: { children: string }) => (
  <Typography variant="subtitle2" color="text.secondary" component="h3" sx={{ mb: -1 }}>
    {children}
  </Typography>
);

const grid = (columns: object) => ({ display: 'grid', gap: 2, gridTemplateColumns: columns });
const threeColumns = { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' };

/**
 * Direct registration to scrap (neumaticos/storescrap, spec 2 §3, §5): a tyre that never went through the app is
 * registered already scrapped, with its purchase, treads, distance, reason and photos. The server's refusal (e.g.
 * a serial already registered) is shown as an error notification (spec 2 §8).
 */
export function DirectScrapDialog({ clientId, userId, catalog, reasons, onClose }: DirectScrapDialogProps) {
  const store = useStoreDirectScrap(clientId, userId);
  const notify = useNotify();
  // Validated on Guardar first (then on change): a blur that added a message before the first submit would move
  // Guardar under the pointer between press and release, and the click would be lost.
  const { control, handleSubmit, setError, setValue } = useAppForm({
    resolver: zodResolver(directScrapForm),
    defaultValues: {
      num_serie: '',
      dot: '',
      precio: '',
      tipo_moneda: '',
      nuevo: 1,
      cantidad_reencauche: '',
      id_disenio: '',
      id_empresa: '',
      id_marca: '',
      id_modelo: '',
      id_medida: '',
      remanente_original: '',
      remanente_final: '',
      remanente_limite: '',
      // Spec 2 §9: km_inicial defaults to 0.
      km_inicial: 0,
      km_final: '',
      id_motivo_scrap: '',
      fecha_scrap: todayInLima(),
      ruta1: null,
      ruta2: null,
    },
  });
  const [nuevo, brandId, modelId, ruta1, ruta2] = useWatch({
    control,
    name: ['nuevo', 'id_marca', 'id_modelo', 'ruta1', 'ruta2'],
  });
  const isRetreaded = Number(nuevo) === 0;
  const models = (catalog?.modelos ?? []).filter((model) => model.id_marca === Number(brandId));
  useEffect(() => {
    // As in the tyre form: changing the brand clears a model of another brand.
    if (catalog && modelId !== '' && !models.some((model) => model.id === Number(modelId)))
      setValue('id_modelo', '');
  }, [catalog, modelId, models, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await store.mutateAsync(values);
      notify({ severity: 'success', message: answer.message });
      onClose();
    } catch (error) {
      if (!isApiError(error) || error.handled) return;
      // Spec 2 §8: the server's error is shown as an error notification; field messages also under their field.
      placeFieldErrors(error, setError, FIELDS);
      notify({ severity: 'error', message: error.message, duration: 6000 });
    }
  });

  const handleConditionChange = (value: number) => {
    setValue('nuevo', value);
    setValue('cantidad_reencauche', '');
    setValue('id_disenio', '');
    setValue('id_empresa', '');
  };

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="direct-scrap-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="direct-scrap-title">Registrar neumático en scrap</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            <Typography variant="body2" color="text.secondary">
              Para un neumático que no está registrado en el sistema: se registra directamente en scrap.
            </Typography>
            <Section>Neumático</Section>
            <Box sx={grid(threeColumns)}>
              <FormTextField control={control} name="num_serie" label="Número de serie" required autoFocus />
              <FormTextField control={control} name="dot" label="DOT" required />
              <TextField
                select
                label="Condición"
                required
                value={Number(nuevo)}
                onChange={(event) => handleConditionChange(Number(event.target.value))}
              >
                <MenuItem value={1}>Nuevo</MenuItem>
                <MenuItem value={0}>Reencauchado</MenuItem>
              </TextField>
              <FormTextField
                control={control}
                name="precio"
                label="Costo sin IGV"
                required
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <FormTextField control={control} name="tipo_moneda" label="Tipo de moneda" select required>
                <MenuItem value={1}>Soles (S/)</MenuItem>
                <MenuItem value={2}>Dólares (US$)</MenuItem>
              </FormTextField>
              {isRetreaded && (
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
              )}
              {isRetreaded && (
                <FormTextField control={control} name="id_disenio" label="Diseño" select required>
                  {(catalog?.disenios ?? []).map((design) => (
                    <MenuItem key={design.id} value={design.id}>
                      {design.nombre}
                    </MenuItem>
                  ))}
                </FormTextField>
              )}
              {isRetreaded && (
                <FormTextField control={control} name="id_empresa" label="Empresa" select required>
                  {(catalog?.empresas ?? []).map((company) => (
                    <MenuItem key={company.id} value={company.id}>
                      {company.razon_social}
                    </MenuItem>
                  ))}
                </FormTextField>
              )}
              <FormTextField control={control} name="id_marca" label="Marca" select required>
                {(catalog?.marcas ?? []).map((brand) => (
                  <MenuItem key={brand.id} value={brand.id}>
                    {brand.descripcion}
                  </MenuItem>
                ))}
              </FormTextField>
              <FormTextField
                control={control}
                name="id_modelo"
                label="Modelo"
                select
                required
                disabled={brandId === ''}
                helperText={brandId === '' ? 'Elija primero la marca' : undefined}
              >
                {models.map((model) => (
                  <MenuItem key={model.id} value={model.id}>
                    {model.descripcion}
                  </MenuItem>
                ))}
              </FormTextField>
              <FormTextField control={control} name="id_medida" label="Medida" select required>
                {(catalog?.medidas ?? []).map((size) => (
                  <MenuItem key={size.id} value={size.id}>
                    {size.descripcion}
                  </MenuItem>
                ))}
              </FormTextField>
            </Box>
            <Section>Remanentes, recorrido y scrap</Section>
            <Box sx={grid(threeColumns)}>
              {(
                [
                  ['remanente_original', 'Remanente original (mm)'],
                  ['remanente_final', 'Remanente final (mm)'],
                  ['remanente_limite', 'Remanente límite (mm)'],
                ] as const
              ).map(([name, label]) => (
                <FormTextField
                  key={name}
                  control={control}
                  name={name}
                  label={label}
                  required
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
              ))}
              <FormTextField
                control={control}
                name="km_inicial"
                label="Km inicial"
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <FormTextField
                control={control}
                name="km_final"
                label="Km final"
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <FormDateField
                control={control}
                name="fecha_scrap"
                label="Fecha de scrap o retiro"
                required
                disableFuture
              />
            </Box>
            <FormTextField control={control} name="id_motivo_scrap" label="Motivo de scrap" select required>
              {reasons.map((reason) => (
                <MenuItem key={reason.id} value={reason.id}>
                  {reason.motivo}
                </MenuItem>
              ))}
            </FormTextField>
            <ScrapPhotosField
              clientId={clientId}
              value={{ ruta1, ruta2 }}
              onChange={(slot, name) => setValue(slot, name)}
              disabled={store.isPending}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={store.isPending} sx={{ minHeight: 44 }}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={store.isPending} sx={{ minHeight: 44 }}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
