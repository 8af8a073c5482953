import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import SaveIcon from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';

export type SaveMode = 'stay' | 'exit';

export interface SaveMenuProps {
  disabled: boolean;
  isSaving: boolean;
  onSave: (mode: SaveMode) => void;
}

/** 'Guardar' offers two choices (spec 2 §2): Guardar (stay and reload) or Guardar y salir (to /vehiculos). */
export function SaveMenu({ disabled, isSaving, onSave }: SaveMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (mode: SaveMode) => {
    setAnchor(null);
    onSave(mode);
  };
  return (
    <>
      <Button
        variant="contained"
        startIcon={<SaveIcon />}
        endIcon={<ArrowDropDownIcon />}
        disabled={disabled}
        loading={isSaving}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minHeight: 44 }}
      >
        Guardar
      </Button>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem onClick={() => choose('stay')} sx={{ minHeight: 44 }}>
          Guardar
        </MenuItem>
        <MenuItem onClick={() => choose('exit')} sx={{ minHeight: 44 }}>
          Guardar y salir
        </MenuItem>
      </Menu>
    </>
  );
}
