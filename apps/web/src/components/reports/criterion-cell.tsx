import type { CriterionColour } from '@huella/domain';
import TableCell from '@mui/material/TableCell';
import type { SxProps, Theme } from '@mui/material/styles';
import { cellLabel, COLOUR_LOOK } from './criterion-colours';

/**
 * A month's (or the year's) figure painted by its band (domain.md §6): the home's cost card and the indicator
 * tables. Its accessible name says the colour ('Enero: 0.0075 (verde)'); an empty month reads 'sin datos'.
 */
export function CriterionCell({
  heading,
  text,
  colour,
  strong = false,
  sx,
}: {
  /** The column: the month's name or 'Año'. */
  heading: string;
  text: string;
  colour: CriterionColour;
  /** The year's figure stands out from the months. */
  strong?: boolean;
  sx?: SxProps<Theme>;
}) {
  const look = COLOUR_LOOK[colour];
  return (
    <TableCell
      align="right"
      aria-label={cellLabel(heading, text, colour)}
      data-colour={colour}
      sx={[
        {
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap',
          bgcolor: look.background,
          color: look.text,
          borderLeft: '1px solid',
          borderLeftColor: 'background.paper',
          fontWeight: strong ? 700 : undefined,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {text}
    </TableCell>
  );
}
