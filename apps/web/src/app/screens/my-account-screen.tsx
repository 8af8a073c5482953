import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { PageTitle } from '../../components/page-title';
import { ClientProfileCard } from '../../features/clients/components/client-profile-card';
import { MembersPanel } from '../../features/members/components/members-panel';
import { useStoredSession } from '../../lib/use-stored-session';

/** The drawer entry of '/micuenta' (docs/decisions/0003-menu-ids.md): its grants open the member buttons. */
const MY_ACCOUNT_MENU = 92;

/** '/micuenta': the client's profile beside its members table (spec 1 §2.7); composes two features. */
export function MyAccountScreen() {
  const session = useStoredSession();
  const clientId = session.clientId;
  if (clientId === null) return null;
  return (
    <>
      <PageTitle
        title="Mi cuenta"
        subtitle="Datos de su empresa y los usuarios que pueden ingresar a ella."
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(320px, 2fr) 5fr' },
          alignItems: 'start',
        }}
      >
        <ClientProfileCard clientId={clientId} />
        <Card variant="outlined" sx={{ minWidth: 0 }}>
          <CardContent>
            <MembersPanel clientId={clientId} menuId={MY_ACCOUNT_MENU} headingVariant="h6" />
          </CardContent>
        </Card>
      </Box>
    </>
  );
}
