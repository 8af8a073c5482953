import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';

/** '¿Cómo se calcula?': the formula of a figure in Spanish, folded until asked for. */
export function HowComputed({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box>
      <Button
        size="small"
        color="inherit"
        startIcon={<HelpOutlineIcon />}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((shown) => !shown)}
        sx={{ minHeight: 44, color: 'text.secondary' }}
      >
        ¿Cómo se calcula?
      </Button>
      <Collapse in={open} id={id}>
        <Typography
          component="div"
          variant="body2"
          color="text.secondary"
          sx={{ px: 1, pb: 1, '& p': { my: 0.5 } }}
        >
          {children}
        </Typography>
      </Collapse>
    </Box>
  );
}
