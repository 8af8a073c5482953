import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { type MouseEvent, useId, useState } from 'react';
import type { InspectionExportFormat } from '../api/export-inspections';
import { useInspectionExport } from './use-inspection-export';

export interface InspectionExportMenuProps {
  onExport: (format: InspectionExportFormat) => Promise<void>;
  /** A row's icon button (with this accessible name) instead of the page's 'Exportar' button. */
  rowLabel?: string;
}

/** 'Exportar' with Excel / CSV: the page's list export, or one inspection's from its row. */
export function InspectionExportMenu({ onExport, rowLabel }: InspectionExportMenuProps) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const exporter = useInspectionExport();

  const handleExport = (format: InspectionExportFormat) => {
    setAnchor(null);
    void exporter.run(() => onExport(format));
  };
  const menuProps = {
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
    'aria-haspopup': 'menu' as const,
    'aria-controls': anchor ? menuId : undefined,
  };

  return (
    <>
      {rowLabel ? (
        <Tooltip title="Exportar">
          <span>
            <IconButton aria-label={rowLabel} size="small" disabled={exporter.isPending} {...menuProps}>
              <FileDownloadIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      ) : (
        <Button
          variant="outlined"
          startIcon={<FileDownloadIcon />}
          loading={exporter.isPending}
          loadingPosition="start"
          {...menuProps}
        >
          Exportar
        </Button>
      )}
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => handleExport('xlsx')}>
          <ListItemText primary="Excel" secondary=".xlsx" />
        </MenuItem>
        <MenuItem onClick={() => handleExport('csv')}>
          <ListItemText primary="CSV" secondary=".csv" />
        </MenuItem>
      </Menu>
    </>
  );
}
