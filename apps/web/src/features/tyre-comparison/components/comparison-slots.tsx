import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SlotState } from './slot-rules';

/**
 * The 5 columns of the comparison (spec 3 §4): an empty one takes the selected list row, an assigned one is
 * freed when picked. Buttons, so the keyboard works them like the mouse.
 */
export function ComparisonSlots({ state, onPick }: { state: SlotState; onPick: (index: number) => void }) {
  return (
    <Box
      role="group"
      aria-label="Columnas de la comparación"
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}
    >
      {state.slots.map((slot, index) =>
        slot ? (
          <Button
            key={index}
            variant="contained"
            endIcon={<CloseIcon />}
            onClick={() => onPick(index)}
            aria-label={`Columna ${index + 1}: ${slot.num_serie} (quitar)`}
            sx={{ minHeight: 44, justifyContent: 'space-between', textTransform: 'none' }}
          >
            {slot.num_serie}
          </Button>
        ) : (
          <Button
            key={index}
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => onPick(index)}
            aria-label={`Columna ${index + 1}: vacía (asignar el neumático seleccionado)`}
            sx={{ minHeight: 44, borderStyle: 'dashed', textTransform: 'none' }}
          >
            {`Columna ${index + 1}`}
          </Button>
        ),
      )}
    </Box>
  );
}
