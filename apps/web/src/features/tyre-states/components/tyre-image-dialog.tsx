import { TYRE_STATES_MSG } from '@huella/contracts';
import ImageNotSupportedOutlinedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { ProtectedImage } from '../../../components/protected-image';

export interface TyreImageDialogProps {
  serial: string;
  /** Protected address of the photo (ruta1), or null. */
  url: string | null;
  onClose: () => void;
}

/** 'Ver imagen' of the bad-condition list: the photo, or 'Imagen no disponible'. */
export function TyreImageDialog({ serial, url, onClose }: TyreImageDialogProps) {
  return (
    <Dialog open onClose={onClose} maxWidth="md" aria-labelledby="tyre-image-title">
      <DialogTitle id="tyre-image-title">Imagen del neumático {serial}</DialogTitle>
      <DialogContent>
        {url ? (
          <ProtectedImage url={url} alt={`Imagen del neumático ${serial}`} height={420} maxWidth={640} />
        ) : (
          <Box
            sx={{ width: 360, height: 200, display: 'grid', placeItems: 'center', color: 'text.secondary' }}
          >
            <Box sx={{ textAlign: 'center' }}>
              <ImageNotSupportedOutlinedIcon fontSize="large" />
              <Typography>{TYRE_STATES_MSG.imagenNoDisponible}</Typography>
            </Box>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
