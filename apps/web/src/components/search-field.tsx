import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

export interface SearchFieldProps {
  /** The search the list is showing (from the URL). */
  value: string;
  onSearch: (text: string) => void;
  label?: string;
  /** Says what the search looks in ('Buscar por placa, código…'); shown instead of a label. */
  placeholder?: string;
  /** Accessible name when the field shows a placeholder instead of a label. */
  ariaLabel?: string;
  width?: number;
}

/** A search box that sends its text after a short pause, so each keystroke does not query the server. */
export function SearchField({
  value,
  onSearch,
  label,
  placeholder,
  ariaLabel,
  width = 320,
}: SearchFieldProps) {
  const [text, setText] = useState(value);
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearch(text), 350);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <TextField
      size="small"
      label={placeholder ? undefined : (label ?? 'Buscar')}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ width: { xs: '100%', sm: width }, mb: 2 }}
      slotProps={{
        htmlInput: ariaLabel ? { 'aria-label': ariaLabel } : undefined,
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
