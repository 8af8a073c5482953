import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';

/** '/page404': unknown routes and routes the user may not open land here (guard rules 1, 4 and 5). */
export function NotFoundPage() {
  useEffect(() => {
    document.title = 'Página no encontrada · Huella';
  }, []);

  return (
    <Box
      sx={{
        minHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        p: 3,
      }}
    >
      <Typography
        variant="h1"
        component="h1"
        color="primary"
        sx={{ fontWeight: 700, fontSize: { xs: '4rem', md: '6rem' } }}
      >
        Oops!
      </Typography>
      <Typography variant="h5" component="p" color="text.secondary">
        La página que estabas buscando no existe
      </Typography>
      {/* '/' is the welcome page; the guard forwards a logged-in user to their start screen. */}
      <Button component={RouterLink} to="/" variant="contained" size="large" sx={{ mt: 2 }}>
        ¡Volver al inicio!
      </Button>
    </Box>
  );
}
