import type { ScrapRecord } from '@huella/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { ProtectedImage } from '../../../components/protected-image';

/** The two photos of a scrap record, as the client's users may see them; 'Imagen no disponible' when absent. */
export function ScrapPhotosDialog({ record, onClose }: { record: ScrapRecord; onClose: () => void }) {
  const photos = [record.neumaticoimgruta1, record.neumaticoimgruta2];
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="scrap-photos-title">
      <DialogTitle id="scrap-photos-title">Imágenes del scrap de {record.num_serie}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {photos.map((url, index) => (
            <Box key={index} sx={{ display: 'grid', justifyItems: 'center', gap: 1 }}>
              <Typography variant="subtitle2">Imagen {index + 1}</Typography>
              {url ? (
                <ProtectedImage
                  url={url}
                  alt={`Imagen ${index + 1} de ${record.num_serie}`}
                  height={280}
                  maxWidth={400}
                />
              ) : (
                <Typography color="text.secondary">Imagen no disponible</Typography>
              )}
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
