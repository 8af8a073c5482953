import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { NotFoundState } from '../../../components/not-found-state';
import { useRouteId } from '../../../lib/use-route-id';
import { MembersPanel } from './members-panel';

const CLIENT_USERS_MENU = 7;

/** '/miembroscliente/{id}' (menu 7): the members of one client, with 'Regresar' to '/gestionCliente'. */
export function MembersPage() {
  const navigate = useNavigate();
  const clientId = useRouteId();

  useEffect(() => {
    document.title = 'Miembros · Huella';
  }, []);
  if (clientId === null) return <NotFoundState message="Cliente no encontrado" backTo="/gestionCliente" />;

  return (
    <MembersPanel
      clientId={clientId}
      menuId={CLIENT_USERS_MENU}
      actions={
        <Button
          variant="outlined"
          startIcon={<ArrowBackIcon />}
          onClick={() => void navigate('/gestionCliente')}
        >
          Regresar
        </Button>
      }
    />
  );
}
