import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import BusinessIcon from '@mui/icons-material/Business';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { MenuIcon } from '../../../components/menu-icon';
import { PageTitle } from '../../../components/page-title';

export interface HomeLink {
  id: number;
  label: string;
  path: string;
  icon: string | null;
  /** The menu group the link belongs to; links are grouped under it. */
  section: string | null;
}

export interface HomePageProps {
  userName: string;
  clientName: string | null;
  links: HomeLink[];
  isLoading: boolean;
  /** 'Primeros pasos' of a company still setting itself up (above the shortcuts). */
  firstSteps?: ReactNode;
}

/** 'Sábado, 21 de noviembre de 2026': only the first letter is capitalised, as Spanish writes dates. */
function today() {
  const text = new Intl.DateTimeFormat('es-PE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date());
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function groupBySection(links: HomeLink[]) {
  const groups = new Map<string, HomeLink[]>();
  for (const link of links) {
    const section = link.section ?? 'Accesos directos';
    groups.set(section, [...(groups.get(section) ?? []), link]);
  }
  return [...groups.entries()];
}

/** '/home': the chosen client's start page; later work replaces it with the dashboard. */
export function HomePage({ userName, clientName, links, isLoading, firstSteps }: HomePageProps) {
  const firstName = userName.split(/\s+/)[0] ?? '';
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <PageTitle title={firstName ? `Hola, ${firstName}` : 'Bienvenido'} subtitle={today()} />

      <Paper
        variant="outlined"
        sx={{
          p: 3,
          mb: 4,
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          borderLeft: 4,
          borderLeftColor: 'secondary.main',
        }}
      >
        <BusinessIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary">
            Cliente
          </Typography>
          <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {clientName ?? <Skeleton width={220} />}
          </Typography>
        </Box>
      </Paper>

      {firstSteps}

      {isLoading ? (
        <CardGrid>
          {[0, 1, 2, 3].map((item) => (
            <Skeleton key={item} variant="rounded" height={96} />
          ))}
        </CardGrid>
      ) : links.length === 0 ? (
        <EmptyState message="Aún no hay secciones disponibles para su perfil." />
      ) : (
        groupBySection(links).map(([section, sectionLinks]) => (
          <Box key={section} component="section" sx={{ mb: 4 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
              {section}
            </Typography>
            <CardGrid>
              {sectionLinks.map((link) => (
                <Card key={link.id} variant="outlined" sx={{ '&:hover': { borderColor: 'primary.main' } }}>
                  <CardActionArea component={RouterLink} to={link.path} sx={{ height: '100%' }}>
                    <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                      <Box
                        sx={{
                          p: 1.25,
                          borderRadius: 2,
                          bgcolor: 'primary.main',
                          color: 'primary.contrastText',
                          display: 'flex',
                        }}
                      >
                        <MenuIcon icon={link.icon} />
                      </Box>
                      <Typography variant="body1" sx={{ flexGrow: 1, fontWeight: 500 }}>
                        {link.label}
                      </Typography>
                      <ArrowForwardIcon color="action" fontSize="small" aria-hidden />
                    </CardContent>
                  </CardActionArea>
                </Card>
              ))}
            </CardGrid>
          </Box>
        ))
      )}
    </Box>
  );
}

function CardGrid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
      {children}
    </Box>
  );
}
