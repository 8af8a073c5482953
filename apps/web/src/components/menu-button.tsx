import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type ReactNode } from 'react';

/**
 * A button opening a menu of choices (the usage reports' 'Detalles' and 'Excel' menus, an export's summary or
 * detail, the operations' series).
 */
export function MenuButton<K extends string>({
  label,
  icon,
  choices,
  disabled = false,
  onChoose,
}: {
  label: string;
  icon: ReactNode;
  choices: { key: K; label: string }[];
  disabled?: boolean;
  onChoose: (key: K) => void;
}) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={icon}
        endIcon={<ArrowDropDownIcon />}
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minHeight: 44 }}
      >
        {label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {choices.map((choice) => (
          <MenuItem
            key={choice.key}
            sx={{ minHeight: 44 }}
            onClick={() => {
              setAnchor(null);
              onChoose(choice.key);
            }}
          >
            {choice.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
