import type { BrandComparisonListItem } from '@huella/contracts';
import CheckIcon from '@mui/icons-material/Check';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { formatCount } from '../../../components/charts';

/** The selectable brands (or designs): one may be selected at a time, then put into a column. */
export function BrandPickList({
  label,
  items,
  selectedId,
  usedIds,
  onSelect,
}: {
  label: string;
  items: BrandComparisonListItem[];
  selectedId: number | null;
  usedIds: number[];
  onSelect: (item: BrandComparisonListItem) => void;
}) {
  return (
    <List aria-label={label} dense sx={{ maxHeight: 360, overflowY: 'auto', py: 0 }}>
      {items.map((item) => (
        <ListItemButton
          key={item.id}
          selected={item.id === selectedId}
          aria-pressed={item.id === selectedId}
          onClick={() => onSelect(item)}
          sx={{ minHeight: 44, borderRadius: 1 }}
        >
          <ListItemIcon sx={{ minWidth: 32 }}>
            {usedIds.includes(item.id) ? <CheckIcon fontSize="small" aria-label="En la comparación" /> : null}
          </ListItemIcon>
          <ListItemText
            primary={item.descripcion}
            secondary={`${formatCount(item.cantidad)} neumático${item.cantidad === 1 ? '' : 's'}`}
          />
        </ListItemButton>
      ))}
    </List>
  );
}
