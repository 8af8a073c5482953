import { esES } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

/**
 * Close to the original Material look, in a deep teal with amber accents. System fonts only: the app must work
 * on networks without internet, so no web-font download (Roboto is used when the machine has it).
 */
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#0f4c5c', light: '#3e7889', dark: '#00303b', contrastText: '#ffffff' },
      secondary: { main: '#ffb300', contrastText: '#1f1f1f' },
      background: { default: '#f4f6f8', paper: '#ffffff' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily:
        'Roboto, "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiListItemButton: {
        styleOverrides: {
          root: ({ theme }) => ({
            '&.Mui-selected': {
              backgroundColor: theme.alpha(theme.palette.primary.main, 0.1),
              borderRight: `3px solid ${theme.palette.primary.main}`,
            },
          }),
        },
      },
    },
  },
  esES,
);
