import AssessmentIcon from '@mui/icons-material/Assessment';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import TireRepairIcon from '@mui/icons-material/TireRepair';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo';

const HIGHLIGHTS = [
  {
    icon: TireRepairIcon,
    title: 'Ciclo de vida completo',
    text: 'Instalación, rotación, reencauche y scrap de cada neumático.',
  },
  {
    icon: FactCheckIcon,
    title: 'Inspecciones en patio',
    text: 'Profundidad de banda y presión registradas desde la tablet.',
  },
  {
    icon: AssessmentIcon,
    title: 'Costos e indicadores',
    text: 'Costo por kilómetro, desgaste y rendimiento por marca.',
  },
];

/** '/': the product's front door, with 'Ingresar' to the login. */
export function WelcomePage() {
  useEffect(() => {
    document.title = 'Huella · Gestión de neumáticos para flotas';
  }, []);

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        color: 'common.white',
        background: (theme) =>
          `radial-gradient(circle at 80% 20%, #1f6f7f 0%, ${theme.palette.primary.main} 45%, ${theme.palette.primary.dark} 100%)`,
      }}
    >
      <Container sx={{ py: 3 }}>
        <BrandLogo size={40} tone="light" />
      </Container>
      <Container
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center', py: 6 }}
      >
        <Typography
          variant="h2"
          component="h1"
          sx={{ fontWeight: 700, maxWidth: 760, fontSize: { xs: '2.25rem', md: '3.5rem' } }}
        >
          Cada neumático de su flota, bajo control.
        </Typography>
        <Typography variant="h6" component="p" sx={{ mt: 2, maxWidth: 640, opacity: 0.85, fontWeight: 400 }}>
          Huella registra inspecciones, reencauches y costos por kilómetro para que decida con datos cuándo
          rotar, reencauchar o renovar.
        </Typography>
        <Box sx={{ mt: 4 }}>
          <Button
            component={RouterLink}
            to="/login"
            variant="contained"
            color="secondary"
            size="large"
            sx={{ px: 5, py: 1.5 }}
          >
            Ingresar
          </Button>
        </Box>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ mt: 8 }}>
          {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
            <Box
              key={title}
              sx={{
                flex: 1,
                p: 3,
                borderRadius: 3,
                bgcolor: 'rgba(255,255,255,0.08)',
                border: '1px solid rgba(255,255,255,0.15)',
              }}
            >
              <Icon sx={{ color: 'secondary.main', fontSize: 32 }} aria-hidden />
              <Typography variant="subtitle1" component="h2" sx={{ mt: 1, fontWeight: 600 }}>
                {title}
              </Typography>
              <Typography variant="body2" sx={{ opacity: 0.8 }}>
                {text}
              </Typography>
            </Box>
          ))}
        </Stack>
      </Container>
      <Container sx={{ py: 3 }}>
        <Typography variant="caption" sx={{ opacity: 0.6 }}>
          © {new Date().getFullYear()} Huella · Gestión de neumáticos para flotas
        </Typography>
      </Container>
    </Box>
  );
}
