import { VEHICLE_MSG } from '@huella/contracts';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import { useExportVehicles, type VehicleExportType } from '../api/export-vehicles';

/** 'Exportar' with Excel / CSV (spec 2 §2), a progress notice while the file streams, and the spec's texts. */
export function ExportMenu({ clientId }: { clientId: number }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const exportVehicles = useExportVehicles(clientId);
  const notify = useNotify();

  const handleExport = async (tipo: VehicleExportType) => {
    setAnchor(null);
    notify({ severity: 'info', message: VEHICLE_MSG.exportando, duration: 60_000 });
    try {
      await exportVehicles.mutateAsync(tipo);
      notify({ severity: 'success', message: VEHICLE_MSG.exportado });
    } catch (error) {
      if (isApiError(error) && error.handled) return;
      // Spec 2 §8: a non-spreadsheet answer names itself first, then the general export error.
      const detail = isApiError(error) && error.status === 415 ? `${VEHICLE_MSG.noEsExcel}. ` : '';
      notify({ severity: 'error', message: `${detail}${VEHICLE_MSG.errorExportar}`, duration: 6000 });
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        loading={exportVehicles.isPending}
        loadingPosition="start"
        aria-haspopup="menu"
        aria-controls={anchor ? 'vehicle-export-menu' : undefined}
      >
        Exportar
      </Button>
      <Menu id="vehicle-export-menu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void handleExport('.xlsx')}>
          <ListItemText primary="Excel" secondary=".xlsx" />
        </MenuItem>
        <MenuItem onClick={() => void handleExport('.csv')}>
          <ListItemText primary="CSV" secondary=".csv" />
        </MenuItem>
      </Menu>
    </>
  );
}
