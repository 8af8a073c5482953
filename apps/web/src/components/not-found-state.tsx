import { MSG } from '@huella/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

interface NotFoundStateProps {
  /** What was not found ('Neumático no encontrado'); the title is always 'No encontrado'. */
  message: string;
  /** The list the record would be in: 'Volver' goes there. */
  backTo: string;
}

/**
 * A screen for one record whose id names nothing (malformed, or the API answered 404): said inside the page, with
 * the way back to its list, while the drawer and the top bar stay usable.
 */
export function NotFoundState({ message, backTo }: NotFoundStateProps) {
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1.5,
        py: { xs: 6, md: 10 },
        px: 2,
      }}
    >
      <SearchOffIcon sx={{ fontSize: 56, color: 'text.disabled' }} aria-hidden />
      <Typography variant="h5" component="h1">
        {MSG.noEncontrado}
      </Typography>
      <Typography color="text.secondary">{message}</Typography>
      <Button
        component={RouterLink}
        to={backTo}
        variant="contained"
        startIcon={<ArrowBackIcon />}
        sx={{ mt: 1, minHeight: 44 }}
      >
        Volver
      </Button>
    </Box>
  );
}
