import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The tyre a dialog is about: serial in bold, then a line or two of detail. */
export function TyreSummary({ serial, lines }: { serial: string; lines: string[] }) {
  return (
    <Box sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {serial}
      </Typography>
      {lines.map((line) => (
        <Typography key={line} variant="body2" color="text.secondary">
          {line}
        </Typography>
      ))}
    </Box>
  );
}
