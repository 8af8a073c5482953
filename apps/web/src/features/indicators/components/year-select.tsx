import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useStoredSession } from '../../../lib/use-stored-session';
import { useReportYears } from '../api/get-report-years';

/** 'Año': the years of reporte/anios, newest first; the selected one is always offered (the current year). */
export function YearSelect({
  clientId,
  value,
  onChange,
}: {
  clientId: number;
  value: number;
  onChange: (year: number) => void;
}) {
  const { userId } = useStoredSession();
  const years = useReportYears(clientId, userId);
  const options = useMemo(
    () => [...new Set([value, ...(years.data?.anios ?? [])])].sort((a, b) => b - a),
    [value, years.data],
  );
  return (
    <TextField
      select
      label="Año"
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ minWidth: 120 }}
    >
      {options.map((year) => (
        <MenuItem key={year} value={year} sx={{ minHeight: 44 }}>
          {year}
        </MenuItem>
      ))}
    </TextField>
  );
}
