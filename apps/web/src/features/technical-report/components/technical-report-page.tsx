import Box from '@mui/material/Box';
import { PageTitle } from '../../../components/page-title';
import { PAGE_LAYOUT } from '../../../components/reports/report-controls';
import { ConsolidatedUsageCard } from './consolidated-usage-card';
import { LastActivityCard } from './last-activity-card';
import { OperationsCard } from './operations-card';
import { ProductivityCard } from './productivity-card';
import { SessionTimeCard } from './session-time-card';

/**
 * '/reporteinformetecnicos' (spec 3 §2.16, permission 15, internal): how the provider's staff and the clients'
 * users use Huella. Each card has its own filters, so one search does not reload the others. A technician sees
 * only the clients assigned to them (the server filters every figure).
 */
export function TechnicalReportPage() {
  return (
    <Box sx={PAGE_LAYOUT}>
      <PageTitle
        title="Informe técnico"
        subtitle="Actividad, tiempo de sesión y operaciones de los usuarios"
      />
      {/* Side by side only on wide screens: at 1366 px beside the drawer the three columns of the last
          activity would not fit half the width. */}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', xl: '1fr 1fr' } }}>
        <LastActivityCard />
        <SessionTimeCard />
      </Box>
      <ConsolidatedUsageCard />
      <ProductivityCard />
      <OperationsCard />
    </Box>
  );
}
