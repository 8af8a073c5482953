import type { SharedCatalogRow } from '@huella/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

/** '1 referencia' / '12 referencias': vehicles, tyres and cost rows of every client. */
export const referencesLabel = (count: number) => `${count} ${count === 1 ? 'referencia' : 'referencias'}`;

/** The row's name with what tells it apart from a namesake (its brand or vehicle type). */
export const rowLabel = (row: SharedCatalogRow) =>
  row.padre ? `${row.descripcion} (${row.padre})` : row.descripcion;

interface CatalogueRowFieldProps {
  label: string;
  options: SharedCatalogRow[];
  value: SharedCatalogRow | null;
  onChange: (row: SharedCatalogRow | null) => void;
  helperText?: string;
  /** Shown when no row is left to choose (and none matches the text typed). */
  emptyText?: string;
  /** Rows under a brand or vehicle type are listed under it (the rows come sorted by it). */
  grouped?: boolean;
  disabled?: boolean;
}

/** One row of the chosen catalogue, searched by name, brand or type, RUC or layout; each option shows its usage. */
export function CatalogueRowField({
  label,
  options,
  value,
  onChange,
  helperText,
  emptyText = 'Sin registros que coincidan',
  grouped,
  disabled,
}: CatalogueRowFieldProps) {
  return (
    <Autocomplete
      options={options}
      value={value}
      disabled={disabled}
      onChange={(_event, row) => onChange(row)}
      getOptionLabel={rowLabel}
      groupBy={grouped ? (row) => row.padre ?? '' : undefined}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      filterOptions={(rows, { inputValue }) => {
        const text = inputValue.trim().toLowerCase();
        if (!text) return rows;
        return rows.filter((row) =>
          [row.descripcion, row.padre, row.detalle, String(row.id)].some((field) =>
            field?.toLowerCase().includes(text),
          ),
        );
      }}
      noOptionsText={emptyText}
      renderOption={({ key, ...props }, row) => (
        <Box component="li" key={key} {...props} sx={{ minHeight: 48 }}>
          <Box sx={{ display: 'flex', width: '100%', gap: 2, alignItems: 'baseline' }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {row.descripcion}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {[grouped ? null : row.padre, row.detalle, `Id ${row.id}`].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
            <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {referencesLabel(row.referencias)}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
    />
  );
}
