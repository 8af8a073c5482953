import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useProfile } from '../api/get-profile';
import { useProfileMenu } from './profile-menu';

/** 'Mis datos' on '/micuenta': who is signed in, and the way into 'Mi perfil' (name, phone, password). */
export function OwnProfileCard() {
  const profile = useProfile();
  const menu = useProfileMenu();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" sx={{ mb: 2 }}>
          Mis datos
        </Typography>
        {profile.isPending ? (
          <LoadingState />
        ) : profile.isError ? (
          <ErrorState message={profile.error.message} onRetry={() => void profile.refetch()} />
        ) : (
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <div>
              <Typography variant="subtitle1" sx={{ fontWeight: 500 }}>
                {`${profile.data.nombre} ${profile.data.apellidos}`.trim()}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {profile.data.email} · {profile.data.rol}
              </Typography>
              {profile.data.telefono && (
                <Typography variant="body2" color="text.secondary">
                  Teléfono: {profile.data.telefono}
                </Typography>
              )}
            </div>
            <Button
              variant="outlined"
              startIcon={<ManageAccountsIcon />}
              onClick={menu.open}
              sx={{ minHeight: 44 }}
            >
              Editar mi perfil
            </Button>
          </Stack>
        )}
      </CardContent>
      {menu.dialog}
    </Card>
  );
}
