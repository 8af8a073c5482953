import { ACTION, hasPermission } from '@huella/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { LoadingState } from '../../components/loading-state';
import { PageTitle } from '../../components/page-title';
import { ClientProfileCard } from '../../features/clients/components/client-profile-card';
import { MembersPanel } from '../../features/members/components/members-panel';
import { OwnProfileCard } from '../../features/profile/components/own-profile-card';
import { useMenu } from '../../lib/session/get-menu';
import { useStoredSession } from '../../lib/use-stored-session';

/** The drawer entry of '/micuenta' (docs/decisions/0003-menu-ids.md): its grants open the member buttons. */
const MY_ACCOUNT_MENU = 92;

/**
 * '/micuenta' (route id 0: every user working on a client opens it): the user's own data for everyone, and the
 * client's profile beside its members table (spec 1 §2.7) only for a role with view on menu 92, the company
 * read only without edit. A role without the grant sees no card that would only answer 'No tiene permiso'.
 */
export function MyAccountScreen() {
  const session = useStoredSession();
  const menu = useMenu({ clientId: session.clientId, userId: session.userId });
  const clientId = session.clientId;
  if (clientId === null) return null;
  if (menu.isPending) return <LoadingState />;
  const permissions = menu.data?.permissions ?? {};
  const canSeeCompany = hasPermission(permissions, MY_ACCOUNT_MENU, ACTION.view);
  const canEditCompany = hasPermission(permissions, MY_ACCOUNT_MENU, ACTION.edit);

  if (!canSeeCompany)
    return (
      <>
        <PageTitle title="Mi cuenta" subtitle="Sus datos de ingreso." />
        <Box sx={{ maxWidth: 560 }}>
          <OwnProfileCard />
        </Box>
      </>
    );
  return (
    <>
      <PageTitle
        title="Mi cuenta"
        subtitle="Sus datos, los de su empresa y los usuarios que pueden ingresar a ella."
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(320px, 2fr) 5fr' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <OwnProfileCard />
          <ClientProfileCard clientId={clientId} canEdit={canEditCompany} />
        </Stack>
        <Card variant="outlined" sx={{ minWidth: 0 }}>
          <CardContent>
            <MembersPanel clientId={clientId} menuId={MY_ACCOUNT_MENU} headingVariant="h6" />
          </CardContent>
        </Card>
      </Box>
    </>
  );
}
