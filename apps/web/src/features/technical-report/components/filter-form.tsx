import { zodResolver } from '@hookform/resolvers/zod';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FormEventHandler, ReactNode } from 'react';
import { type Control, Controller, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { useReportClients } from '../api/get-report-clients';

/**
 * A card's contract as its form's resolver: the form holds what the fields hold ('' for an empty select), the
 * contract turns it into the request, with the same messages the server gives.
 */
export const contractResolver = <TForm extends FieldValues, TOut>(schema: z.ZodType<TOut>) =>
  zodResolver(schema as never) as unknown as Resolver<TForm, unknown, TOut>;

/** A card's filters in a row that wraps (two or three fields fit an 820 px tablet), then 'Buscar'. */
export function FilterForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      noValidate
      onSubmit={onSubmit}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
        alignItems: 'start',
        mb: 2,
      }}
    >
      {children}
      <Button
        type="submit"
        variant="contained"
        startIcon={<SearchIcon />}
        sx={{ minHeight: 44, mt: 0.75, justifySelf: 'start' }}
      >
        Buscar
      </Button>
    </Box>
  );
}

/**
 * 'Cliente': the clients the user may see. Optional filters offer 'Todos los clientes' (''); a required one
 * starts empty and the contract asks 'Seleccione un cliente'.
 */
export function ClientField<T extends FieldValues, TOut>({
  control,
  name,
  required = false,
}: {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  required?: boolean;
}) {
  const clients = useReportClients();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label="Cliente"
          required={required}
          name={field.name}
          inputRef={field.ref}
          value={(field.value as number | '' | null) ?? ''}
          onChange={(event) => field.onChange(event.target.value === '' ? '' : Number(event.target.value))}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? (clients.isError ? 'No se pudo cargar los clientes' : ' ')}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="" sx={{ minHeight: 44 }}>
            {required ? 'Seleccione un cliente' : 'Todos los clientes'}
          </MenuItem>
          {(clients.data ?? []).map((client) => (
            <MenuItem key={client.id} value={client.id} sx={{ minHeight: 44 }}>
              {client.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
