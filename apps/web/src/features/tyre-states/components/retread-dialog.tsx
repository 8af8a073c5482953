import { retreadForm, type StateTyre, type TyreCatalog } from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import { FormDateField } from '../../../components/form-date-field';
import { FormTextField } from '../../../components/form-text-field';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useRegisterRetread } from '../api/register-retread';
import { todayIso } from './format';
import { useAppForm } from '../../../lib/use-app-form';

export interface RetreadDialogProps {
  clientId: number;
  userId: number | null;
  tyre: Pick<StateTyre, 'id' | 'num_serie' | 'cantidad_reencauche' | 'id_disenio' | 'id_empresa'>;
  designs: TyreCatalog['disenios'];
  retreaders: TyreCatalog['empresas'];
  onClose: () => void;
}

const FIELDS = [
  'costo',
  'tipo_moneda',
  'id_disenio',
  'id_empresa',
  'remanente_original',
  'fecha',
  'observacion',
] as const;

/**
 * The retread list's cost action (spec 2 §5 cost edit for retreads): cost, currency, design, retreader and the
 * new tread depth. Saving starts the tyre's next life (R1, R2…) and puts it back in stock.
 */
export function RetreadDialog({ clientId, userId, tyre, designs, retreaders, onClose }: RetreadDialogProps) {
  const register = useRegisterRetread(clientId, userId);
  const notify = useNotify();
  const { control, handleSubmit, setError } = useAppForm({
    resolver: zodResolver(retreadForm),
    defaultValues: {
      costo: '',
      tipo_moneda: 2,
      id_disenio: tyre.id_disenio ?? '',
      id_empresa: tyre.id_empresa ?? '',
      remanente_original: '',
      fecha: todayIso(),
      observacion: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await register.mutateAsync({ tyreId: tyre.id, form: values });
      notify({ severity: 'success', message: answer.message });
      onClose();
    } catch (error) {
      if (!isApiError(error) || error.handled) return;
      // The route takes the form inside `neumatico`; the catalogue checks answer on the bare field.
      const applied = applyFieldErrors(error, setError, FIELDS, 'neumatico.');
      if (!applied) notify({ severity: 'error', message: error.message, duration: 6000 });
    }
  });

  const life = tyre.cantidad_reencauche + 1;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="retread-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="retread-title">Datos del reencauche · {tyre.num_serie}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gap: 2.5, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormTextField
              control={control}
              name="costo"
              label="Costo (sin IGV)"
              required
              autoFocus
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <FormTextField control={control} name="tipo_moneda" label="Moneda" select required>
              <MenuItem value={1}>Soles (S/)</MenuItem>
              <MenuItem value={2}>Dólares (US$)</MenuItem>
            </FormTextField>
            <FormTextField control={control} name="id_disenio" label="Diseño" select required>
              {designs.map((design) => (
                <MenuItem key={design.id} value={design.id}>
                  {design.nombre}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField control={control} name="id_empresa" label="Empresa reencauchadora" select required>
              {retreaders.map((company) => (
                <MenuItem key={company.id} value={company.id}>
                  {company.razon_social}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField
              control={control}
              name="remanente_original"
              label="Nuevo remanente (mm)"
              required
              helperText="Profundidad recomendada debe ser (rec. <= 125 mm)"
              slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 6 } }}
            />
            <FormDateField control={control} name="fecha" label="Fecha de reencauche" required />
            <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
              <FormTextField control={control} name="observacion" label="Observación" multiline minRows={2} />
            </Box>
          </Box>
          <Alert severity="info" variant="outlined" sx={{ mt: 2.5 }}>
            Empieza la vida R{life > 6 ? ' (más de 6)' : life}: el nuevo remanente pasa a ser el remanente
            original y actual del neumático, que vuelve a quedar listo para instalar.
          </Alert>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={register.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={register.isPending}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
