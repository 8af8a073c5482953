import { todayInLima } from '@huella/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDashboard } from '../api/get-dashboard';
import { CostPerKmCard } from './cost-per-km-card';
import { CountersRow } from './counters-row';
import { FLEET_CHARTS, FleetChartCard, SCRAP_CHART } from './fleet-chart-cards';
import { RetreadIndexCard } from './retread-index-card';

export interface DashboardProps {
  clientId: number;
  /** Whether the user may open a screen (its menu entry): cards hide what leads where they may not go. */
  canOpen: (path: string) => boolean;
}

const pathIf = (canOpen: DashboardProps['canOpen'], path: string) => (canOpen(path) ? path : null);

/**
 * The home dashboard (spec 3 §2.1), all for the current year: counters, cost per km, the two retread indices,
 * scrap per year, the fleet by brand, condition, state, model and design, and size. Every card loads and fails
 * on its own. The indicator cards need the indicator's permission (their calls are refused without it), so a
 * user without it does not see them.
 */
export function Dashboard({ clientId, canOpen }: DashboardProps) {
  const year = Number(todayInLima().slice(0, 4));
  const fleet = useDashboard(clientId);
  const tyresPath = pathIf(canOpen, '/neumaticos');
  const showCost = canOpen('/indicadorkmhr');
  const showIndex = canOpen('/indicadorreencauche');
  const showRetreadability = canOpen('/indicadorreencauchabilidad');

  return (
    <Box component="section" aria-labelledby="dashboard-title" sx={{ mb: 4 }}>
      <Typography id="dashboard-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Resumen {year}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(6, minmax(0, 1fr))',
          },
        }}
      >
        <CountersRow clientId={clientId} />
        {showCost && <CostPerKmCard clientId={clientId} year={year} indicatorPath="/indicadorkmhr" />}
        {showIndex && (
          <RetreadIndexCard
            clientId={clientId}
            kind="reencauche"
            year={year}
            morePath="/indicadorreencauche"
            span={{ md: 1, lg: 2 }}
          />
        )}
        {showRetreadability && (
          <RetreadIndexCard
            clientId={clientId}
            kind="reencauchabilidad"
            year={year}
            morePath="/indicadorreencauchabilidad"
            span={{ md: 1, lg: 2 }}
          />
        )}
        <FleetChartCard clientId={clientId} chart={SCRAP_CHART} query={fleet} tyresPath={tyresPath} />
        {FLEET_CHARTS.map((chart) => (
          <FleetChartCard
            key={chart.key}
            clientId={clientId}
            chart={chart}
            query={fleet}
            tyresPath={tyresPath}
          />
        ))}
      </Box>
    </Box>
  );
}
