import { TYRE_MSG } from '@huella/contracts';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import { type TyreExportType, useExportTyres } from '../api/export-tyres';

/**
 * 'Exportar' with Excel / CSV (spec 2 §2), 'Exportando Neumaticos...' while the file streams, and the spec's
 * texts. The same shape as the vehicles' menu; features do not share components, so a third report should
 * lift both into src/components.
 */
export function TyreExportMenu({ clientId }: { clientId: number }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const exportTyres = useExportTyres(clientId);
  const notify = useNotify();

  const handleExport = async (tipo: TyreExportType) => {
    setAnchor(null);
    notify({ severity: 'info', message: TYRE_MSG.exportando, duration: 60_000 });
    try {
      await exportTyres.mutateAsync(tipo);
      notify({ severity: 'success', message: TYRE_MSG.exportado });
    } catch (error) {
      if (isApiError(error) && error.handled) return;
      const detail = isApiError(error) && error.status === 415 ? `${TYRE_MSG.noEsExcel}. ` : '';
      notify({ severity: 'error', message: `${detail}${TYRE_MSG.errorExportar}`, duration: 6000 });
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        loading={exportTyres.isPending}
        loadingPosition="start"
        aria-haspopup="menu"
        aria-controls={anchor ? 'tyre-export-menu' : undefined}
      >
        Exportar
      </Button>
      <Menu id="tyre-export-menu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
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
