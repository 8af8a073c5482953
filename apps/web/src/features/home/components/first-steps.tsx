import type { FirstSteps as FirstStepsData } from '@huella/contracts';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useFirstSteps } from '../api/get-first-steps';

interface Step {
  key: string;
  title: string;
  detail: string;
  done: (data: FirstStepsData) => boolean;
  links: { label: string; path: string }[];
}

/** The order a new company sets itself up in: each step needs the ones before it. */
const STEPS: Step[] = [
  {
    key: 'plantas',
    title: 'Registre sus plantas',
    detail: 'Cada vehículo pertenece a una planta.',
    done: (data) => data.plantas > 0,
    links: [{ label: 'Ir a plantas', path: '/plantas' }],
  },
  {
    key: 'aplicaciones',
    title: 'Cree sus aplicaciones con sus remanentes',
    detail: 'El vehículo solo ofrece las aplicaciones que tienen sus umbrales de cocada.',
    done: (data) => data.aplicaciones > 0,
    links: [{ label: 'Ir a aplicaciones', path: '/aplicacion' }],
  },
  {
    key: 'tipo_cambio',
    title: 'Registre el tipo de cambio',
    detail: 'Convierte a soles los costos en dólares.',
    done: (data) => data.tipo_cambio,
    links: [{ label: 'Ir a tipo de cambio', path: '/tipocambio' }],
  },
  {
    key: 'configuraciones',
    title: 'Revise las configuraciones vehiculares',
    detail: 'Los ejes y posiciones donde se instalan los neumáticos.',
    done: (data) => data.configuraciones > 0,
    links: [{ label: 'Ir a configuraciones', path: '/configuracionvehiculo' }],
  },
  {
    key: 'vehiculos',
    title: 'Registre sus primeros vehículos',
    detail: 'Uno a uno o importándolos desde una plantilla Excel.',
    done: (data) => data.vehiculos > 0,
    links: [
      { label: 'Ir a vehículos', path: '/vehiculos' },
      { label: 'Importar', path: '/importarvehiculos' },
    ],
  },
  {
    key: 'neumaticos',
    title: 'Registre sus primeros neumáticos',
    detail: 'Uno a uno o importándolos desde una plantilla Excel.',
    done: (data) => data.neumaticos > 0,
    links: [
      { label: 'Ir a neumáticos', path: '/neumaticos' },
      { label: 'Importar', path: '/importarneumatico' },
    ],
  },
];

export interface FirstStepsProps {
  clientId: number;
  /** The screens this user may open: a step links only to those (the others are an administrator's). */
  availablePaths: ReadonlySet<string>;
}

/**
 * 'Primeros pasos' (issue 11 item 1): the checklist a newly registered company follows to its first vehicles and
 * tyres, each step ticked when done and linked to where it is done. Gone once every step is done, and for users
 * who can open none of the steps' screens.
 */
export function FirstSteps({ clientId, availablePaths }: FirstStepsProps) {
  const query = useFirstSteps(clientId);
  const data = query.data;
  if (!data) return null;
  const done = STEPS.filter((step) => step.done(data)).length;
  const reachable = STEPS.some((step) => step.links.some((link) => availablePaths.has(link.path)));
  if (done === STEPS.length || !reachable) return null;
  // The next step to take stands out; the later ones stay quieter.
  const next = STEPS.find((step) => !step.done(data))?.key;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="first-steps-title" sx={{ p: 3, mb: 4 }}>
      <Typography id="first-steps-title" variant="h6" component="h2">
        Primeros pasos
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {done} de {STEPS.length} completos. Siga el orden: cada paso usa lo que registró en los anteriores.
      </Typography>
      <LinearProgress
        variant="determinate"
        value={(done / STEPS.length) * 100}
        aria-label="Avance de los primeros pasos"
        sx={{ mb: 2, height: 6, borderRadius: 3 }}
      />
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {STEPS.map((step) => {
          const isDone = step.done(data);
          const links = step.links.filter((link) => availablePaths.has(link.path));
          return (
            <Box
              component="li"
              key={step.key}
              aria-label={`${step.title}: ${isDone ? 'completo' : 'pendiente'}`}
              sx={{
                display: 'flex',
                alignItems: { xs: 'flex-start', sm: 'center' },
                flexDirection: { xs: 'column', sm: 'row' },
                gap: { xs: 1, sm: 2 },
                py: 1.25,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexGrow: 1, minWidth: 0 }}>
                {isDone ? (
                  <CheckCircleIcon color="success" aria-hidden sx={{ mt: 0.25 }} />
                ) : (
                  <RadioButtonUncheckedIcon color="action" aria-hidden sx={{ mt: 0.25 }} />
                )}
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body1" sx={{ fontWeight: isDone ? 400 : 500 }}>
                    {step.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {links.length === 0 && !isDone ? `${step.detail} Lo hace un administrador.` : step.detail}
                  </Typography>
                </Box>
              </Box>
              {!isDone && links.length > 0 && (
                <Box sx={{ display: 'flex', gap: 1, flexShrink: 0, pl: { xs: 4.5, sm: 0 } }}>
                  {links.map((link, index) => (
                    <Button
                      key={link.path}
                      component={RouterLink}
                      to={link.path}
                      variant={step.key === next && index === 0 ? 'contained' : 'outlined'}
                      sx={{ minHeight: 44 }}
                    >
                      {link.label}
                    </Button>
                  ))}
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
