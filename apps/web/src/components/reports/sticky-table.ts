import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The wide tables scroll sideways inside their card; the first column stays in view (tablet, 1366 px). The
 * sticky cell needs an opaque background or the scrolled cells show through it.
 */
export const stickyFirstColumn: SxProps<Theme> = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: (theme) => `inset -1px 0 0 ${theme.palette.divider}`,
};

export const stickyHeadCell: SxProps<Theme> = { ...stickyFirstColumn, zIndex: 3 };

export const numberCell: SxProps<Theme> = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' };
