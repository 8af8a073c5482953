import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';

/** domain.md §11, shown to users so nobody has to guess what the loss means ("¿Cómo se calcula?"). */
export const LOSS_FORMULA =
  'Pérdida = costo de la vida desechada × (remanente final − límite) ÷ (remanente original − límite). ' +
  'El costo de la vida es la compra (neumático nuevo) o el último reencauche, más las reparaciones posteriores, en USD sin IGV.';

export function LossNote() {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      La pérdida por scrap es el costo del remanente útil que se desecha.
      <Tooltip title={LOSS_FORMULA}>
        <Box
          component="span"
          tabIndex={0}
          aria-label={`¿Cómo se calcula? ${LOSS_FORMULA}`}
          sx={{ display: 'inline-flex', alignItems: 'center', color: 'primary.main', cursor: 'help' }}
        >
          <HelpOutlineIcon fontSize="small" />
          ¿Cómo se calcula?
        </Box>
      </Tooltip>
    </Box>
  );
}
