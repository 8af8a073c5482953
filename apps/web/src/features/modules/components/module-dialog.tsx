import { MENU_TYPES, moduleForm, type ModuleNode } from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { MenuIcon } from '../../../components/menu-icon';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useActions } from '../api/get-actions';
import { useSaveModule } from '../api/save-module';
import { AddActionDialog } from './add-action-dialog';
import { useAppForm } from '../../../lib/use-app-form';

interface ModuleDialogProps {
  /** The module to edit, or null for a new one. */
  module: ModuleNode | null;
  /** For a new module: the parent it is added under (row action 'Agregar submódulo'). */
  parentId: number | null;
  tree: ModuleNode[];
  canAddAction: boolean;
  onClose: () => void;
}

const SERVER_FIELDS = ['menu', 'id_cliente', 'icon', 'path', 'acciones', 'id_menu'] as const;

/** Modules that may hold children (levels 1 and 2), minus the module itself and its descendants. */
function parentChoices(tree: ModuleNode[], selfId: number | null) {
  const choices: { id: number; label: string; level: number }[] = [];
  const walk = (nodes: ModuleNode[], level: number) => {
    for (const node of nodes) {
      if (node.id === selfId) continue;
      if (level < 2) {
        choices.push({ id: node.id, label: node.menu, level });
        walk(node.menu_submenu, level + 1);
      }
    }
  };
  walk(tree, 0);
  return choices;
}

/** 'Nuevo Módulo' / 'Editar Módulo': name, menu type, icon (top level), path, actions and parent. */
export function ModuleDialog({ module, parentId, tree, canAddAction, onClose }: ModuleDialogProps) {
  const isEdit = module !== null;
  const { control, handleSubmit, setError, setValue, getValues } = useAppForm({
    resolver: zodResolver(moduleForm),
    defaultValues: {
      menu: module?.menu ?? '',
      id_cliente: (module?.id_cliente === '1' ? '1' : '0') as '0' | '1',
      icon: module?.icon ?? '',
      path: module?.path ?? '',
      acciones: module?.acciones_ ?? [],
      id_menu: module ? module.id_menu : parentId,
      visible: module?.visible ?? true,
    },
  });
  const actions = useActions();
  const save = useSaveModule();
  const notify = useNotify();
  const [isAddingAction, setIsAddingAction] = useState(false);
  const parents = useMemo(() => parentChoices(tree, module?.id ?? null), [tree, module]);
  const [icon, idMenu] = useWatch({ control, name: ['icon', 'id_menu'] });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync({ ...values, id: module?.id ?? 0 });
      notify({ severity: 'success', message: answer.success });
      onClose();
    } catch (error) {
      if (!isApiError(error) || error.handled) return;
      // The server names fields as 'datos.menu'; the form as 'menu'.
      const errors = Object.fromEntries(
        Object.entries(error.errors).map(([key, messages]) => [key.replace(/^datos\./, ''), messages]),
      );
      const applied = applyFieldErrors(Object.assign(error, { errors }), setError, SERVER_FIELDS);
      if (!applied) notify({ severity: 'error', message: error.message, duration: 4000 });
    }
  });

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="module-dialog-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="module-dialog-title">{isEdit ? 'Editar Módulo' : 'Nuevo Módulo'}</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 7 }}>
              <FormTextField
                control={control}
                name="menu"
                label="Módulo"
                autoFocus
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 5 }}>
              <Controller
                control={control}
                name="id_cliente"
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    fullWidth
                    label="Tipo de menú"
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                  >
                    {MENU_TYPES.map((type) => (
                      <MenuItem key={type.value} value={type.value}>
                        {type.label}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
            <Grid size={12}>
              <Controller
                control={control}
                name="id_menu"
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    fullWidth
                    label="Módulo padre"
                    name={field.name}
                    inputRef={field.ref}
                    value={field.value ?? ''}
                    onChange={(event) =>
                      field.onChange(event.target.value === '' ? null : Number(event.target.value))
                    }
                    onBlur={field.onBlur}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message ?? 'Vacío para un módulo del primer nivel'}
                  >
                    <MenuItem value="">
                      <em>Ninguno (primer nivel)</em>
                    </MenuItem>
                    {parents.map((parent) => (
                      <MenuItem key={parent.id} value={parent.id} sx={{ pl: 2 + parent.level * 3 }}>
                        {parent.label}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="icon"
                label={idMenu ? 'Icono (opcional)' : 'Icono'}
                placeholder="Security"
                helperText="Nombre de un icono de Material (p. ej. Security)"
                slotProps={{
                  htmlInput: { maxLength: 60 },
                  input: {
                    endAdornment: <MenuIcon icon={icon || null} color="action" aria-hidden />,
                  },
                }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="path"
                label="Ruta"
                placeholder="/ejemplo"
                helperText="Vacía para un grupo sin pantalla"
                slotProps={{ htmlInput: { maxLength: 120 } }}
              />
            </Grid>
            <Grid size={12}>
              <Controller
                control={control}
                name="acciones"
                render={({ field, fieldState }) => (
                  <FormControl component="fieldset" error={Boolean(fieldState.error)} fullWidth>
                    <FormLabel component="legend">Acciones</FormLabel>
                    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                      <FormGroup row>
                        {(actions.data ?? []).map((action, index) => (
                          <FormControlLabel
                            key={action.id}
                            label={action.name}
                            control={
                              <Checkbox
                                // The first box takes the focus when no action is chosen.
                                slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
                                checked={field.value.includes(action.id)}
                                onChange={(event) =>
                                  field.onChange(
                                    event.target.checked
                                      ? [...field.value, action.id].sort((a, b) => a - b)
                                      : field.value.filter((id) => id !== action.id),
                                  )
                                }
                              />
                            }
                          />
                        ))}
                      </FormGroup>
                      {canAddAction && (
                        <Button size="small" startIcon={<AddIcon />} onClick={() => setIsAddingAction(true)}>
                          Nueva acción
                        </Button>
                      )}
                    </Box>
                    <FormHelperText>
                      {fieldState.error?.message ?? 'Una pantalla necesita ruta y al menos una acción'}
                    </FormHelperText>
                  </FormControl>
                )}
              />
            </Grid>
            <Grid size={12}>
              <Controller
                control={control}
                name="visible"
                render={({ field }) => (
                  <FormControlLabel
                    label="Visible en el menú"
                    control={
                      <Switch
                        checked={field.value}
                        onChange={(event) => field.onChange(event.target.checked)}
                      />
                    }
                  />
                )}
              />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {isEdit ? 'Actualizar' : 'Guardar'}
          </Button>
        </DialogActions>
      </form>
      {isAddingAction && (
        <AddActionDialog
          onClose={() => setIsAddingAction(false)}
          onAdded={(id) => setValue('acciones', [...getValues('acciones'), id], { shouldValidate: true })}
        />
      )}
    </Dialog>
  );
}
