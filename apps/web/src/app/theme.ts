import { esES } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

/**
 * Fingers on a tablet in the yard (issue 11): below a laptop's width, or with a touch screen, every control is
 * at least 44 × 44 px. Laptops keep the denser look.
 */
export const TOUCH_MEDIA = '@media (pointer: coarse), (max-width: 1199.95px)';
const TOUCH_PX = 44;
const touchTarget = { [TOUCH_MEDIA]: { minWidth: TOUCH_PX, minHeight: TOUCH_PX } };
const touchHeight = { [TOUCH_MEDIA]: { minHeight: TOUCH_PX } };

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
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: touchHeight } },
      MuiIconButton: { styleOverrides: { root: touchTarget } },
      MuiToggleButton: { styleOverrides: { root: touchTarget } },
      MuiCheckbox: { styleOverrides: { root: touchTarget } },
      MuiRadio: { styleOverrides: { root: touchTarget } },
      MuiMenuItem: { styleOverrides: { root: touchHeight } },
      MuiTab: { styleOverrides: { root: touchHeight } },
      MuiPaginationItem: { styleOverrides: { root: touchTarget } },
      // Only chips that do something: the many status chips in lists stay small.
      MuiChip: {
        styleOverrides: {
          root: {
            [TOUCH_MEDIA]: {
              '&.MuiChip-clickable, &.MuiChip-deletable': { minHeight: TOUCH_PX, minWidth: TOUCH_PX },
              '& .MuiChip-deleteIcon': { fontSize: 26 },
            },
          },
        },
      },
      /**
       * Long forms scroll inside the dialog while its buttons stay in sight. Most dialogs wrap content and
       * actions in a <form>, which would otherwise make the whole paper scroll: the form passes the paper's
       * column layout on, and the actions also stick to the bottom in case something still scrolls the paper.
       */
      MuiDialog: {
        defaultProps: { scroll: 'paper' },
        styleOverrides: {
          paper: {
            '& > form': { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 },
          },
        },
      },
      MuiDialogActions: {
        styleOverrides: {
          root: ({ theme }) => ({
            position: 'sticky',
            bottom: 0,
            zIndex: 1,
            backgroundColor: theme.palette.background.paper,
          }),
        },
      },
      MuiListItemButton: {
        styleOverrides: {
          root: ({ theme }) => ({
            ...touchHeight,
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
