/** A menu item's secondary text cut after two lines (the incident menus' summaries). */
export const TWO_LINE_CLAMP = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;
