import type { CostPerKmRow } from '@huella/contracts';
import Typography from '@mui/material/Typography';

/** A cost row's tyre: the brand, then model · size (the first column of the cost tables). */
export function TyreLabel({ row }: { row: Pick<CostPerKmRow, 'marca' | 'modelo' | 'medida'> }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {row.marca}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {row.modelo} · {row.medida}
      </Typography>
    </>
  );
}

/** A cost row's key: one row per brand, model and size. */
export const costRowKey = (row: Pick<CostPerKmRow, 'id_marca' | 'id_modelo' | 'id_medida'>) =>
  `${row.id_marca}-${row.id_modelo}-${row.id_medida}`;
