import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { isApiError } from '../lib/api-client';
import type { ExportType } from '../lib/download';
import { useNotify } from './notification-provider';

export interface ExportMessages {
  /** Shown while the file streams ('Exportando Vehiculos...'). */
  exportando: string;
  exportado: string;
  errorExportar: string;
  noEsExcel: string;
}

export interface ExportMenuProps {
  /** Downloads the list in the chosen format (a feature's `export-*.ts` fetcher). */
  onExport: (tipo: ExportType) => Promise<void>;
  messages: ExportMessages;
}

/** 'Exportar' with Excel / CSV (spec 2 §2): a progress notice while the file streams, then the spec's texts. */
export function ExportMenu({ onExport, messages }: ExportMenuProps) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const exportFile = useMutation({ mutationFn: onExport });
  const notify = useNotify();

  const handleExport = async (tipo: ExportType) => {
    setAnchor(null);
    notify({ severity: 'info', message: messages.exportando, duration: 60_000 });
    try {
      await exportFile.mutateAsync(tipo);
      notify({ severity: 'success', message: messages.exportado });
    } catch (error) {
      if (isApiError(error) && error.handled) return;
      // Spec 2 §8: a non-spreadsheet answer names itself first, then the general export error.
      const detail = isApiError(error) && error.status === 415 ? `${messages.noEsExcel}. ` : '';
      notify({ severity: 'error', message: `${detail}${messages.errorExportar}`, duration: 6000 });
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        loading={exportFile.isPending}
        loadingPosition="start"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
      >
        Exportar
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
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
