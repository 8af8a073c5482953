import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { MembersPanel } from './members-panel';

const CLIENT_USERS_MENU = 7;

/** '/miembroscliente/{id}' (menu 7): the members of one client, with 'Regresar' to '/gestionCliente'. */
export function MembersPage() {
  const params = useParams();
  const navigate = useNavigate();
  const clientId = Number(params.id);
  const isValid = Number.isInteger(clientId) && clientId > 0;

  useEffect(() => {
    if (!isValid) void navigate('/page404', { replace: true });
  }, [isValid, navigate]);
  useEffect(() => {
    document.title = 'Miembros · Huella';
  }, []);
  if (!isValid) return null;

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
