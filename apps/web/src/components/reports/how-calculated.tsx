import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import { useId, useState, type ReactNode } from 'react';

/** '¿Cómo se calcula?' (issue 13): a report's formula in Spanish, folded until asked for. */
export function HowCalculated({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box>
      <Button
        size="small"
        startIcon={<HelpOutlineIcon />}
        endIcon={
          <ExpandMoreIcon
            sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
          />
        }
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((shown) => !shown)}
        sx={{ minHeight: 44 }}
      >
        ¿Cómo se calcula?
      </Button>
      <Collapse in={open} id={id}>
        <Box
          sx={{
            typography: 'body2',
            color: 'text.secondary',
            px: 1,
            pb: 1,
            '& p': { my: 0.5 },
            '& ul': { pl: 2.5, my: 1 },
            '& li': { mb: 0.75 },
          }}
        >
          {children}
        </Box>
      </Collapse>
    </Box>
  );
}
