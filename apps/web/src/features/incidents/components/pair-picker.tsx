import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import {
  pairWarning,
  type IncidentPair,
  type IncidentTyreOption,
  type IncidentVehicleOption,
} from '@huella/contracts';
import { useDeferredValue, useState } from 'react';
import { useTyreOptions, useVehicleOptions } from '../api/get-incident-options';

export interface PairPickerProps {
  clientId: number;
  pairs: IncidentPair[];
  disabled?: boolean;
  onChange: (pairs: IncidentPair[]) => void;
}

/**
 * The optional vehicle/tyre pairs of an incident (spec 3 §5): a plate and a serial of the current client,
 * 'Agregar' warns when either is missing or the tyre is already listed.
 */
export function PairPicker({ clientId, pairs, disabled, onChange }: PairPickerProps) {
  const [vehicle, setVehicle] = useState<IncidentVehicleOption | null>(null);
  const [tyre, setTyre] = useState<IncidentTyreOption | null>(null);
  const [plateSearch, setPlateSearch] = useState('');
  const [serialSearch, setSerialSearch] = useState('');
  const [warning, setWarning] = useState<string | null>(null);
  const [isPlateOpen, setPlateOpen] = useState(false);
  const [isSerialOpen, setSerialOpen] = useState(false);
  const vehicles = useVehicleOptions(clientId, useDeferredValue(plateSearch), isPlateOpen);
  const tyres = useTyreOptions(clientId, useDeferredValue(serialSearch), isSerialOpen);

  const handleAdd = () => {
    const problem = pairWarning({ id_vehiculo: vehicle?.id, id_neumatico: tyre?.id }, pairs);
    setWarning(problem);
    if (problem || !vehicle || !tyre) return;
    onChange([
      ...pairs,
      {
        id_vehiculo: vehicle.id,
        id_neumatico: tyre.id,
        placa_vehiculo: vehicle.placa,
        serie_neumatico: tyre.num_serie,
      },
    ]);
    setVehicle(null);
    setTyre(null);
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Autocomplete
          sx={{ flex: '1 1 180px' }}
          size="small"
          options={vehicles.data ?? []}
          value={vehicle}
          loading={vehicles.isFetching}
          disabled={disabled}
          open={isPlateOpen}
          onOpen={() => setPlateOpen(true)}
          onClose={() => setPlateOpen(false)}
          filterOptions={(options) => options}
          getOptionLabel={(option) => option.placa}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          onInputChange={(_event, text) => setPlateSearch(text)}
          onChange={(_event, option) => {
            setVehicle(option);
            setWarning(null);
          }}
          noOptionsText="Sin vehículos"
          loadingText="Buscando…"
          renderInput={(params) => <TextField {...params} label="Placa del vehículo" />}
        />
        <Autocomplete
          sx={{ flex: '1 1 180px' }}
          size="small"
          options={tyres.data ?? []}
          value={tyre}
          loading={tyres.isFetching}
          disabled={disabled}
          open={isSerialOpen}
          onOpen={() => setSerialOpen(true)}
          onClose={() => setSerialOpen(false)}
          filterOptions={(options) => options}
          getOptionLabel={(option) => option.num_serie}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          onInputChange={(_event, text) => setSerialSearch(text)}
          onChange={(_event, option) => {
            setTyre(option);
            setWarning(null);
          }}
          noOptionsText="Sin neumáticos"
          loadingText="Buscando…"
          renderInput={(params) => <TextField {...params} label="Serie del neumático" />}
        />
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={handleAdd}
          disabled={disabled}
          sx={{ mt: 0.25 }}
        >
          Agregar
        </Button>
      </Box>
      {warning && (
        <Alert severity="warning" sx={{ mt: 1.5 }} onClose={() => setWarning(null)}>
          {warning}
        </Alert>
      )}
      {pairs.length > 0 && (
        <List dense aria-label="Vehículos y neumáticos agregados" sx={{ mt: 1 }}>
          {pairs.map((pair, index) => (
            <ListItem
              key={pair.id_neumatico}
              divider
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Quitar ${pair.placa_vehiculo ?? ''} / ${pair.serie_neumatico ?? ''}`}
                  disabled={disabled}
                  onClick={() => onChange(pairs.filter((_, position) => position !== index))}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              }
            >
              <ListItemText
                primary={`Placa ${pair.placa_vehiculo ?? ''}`}
                secondary={`Neumático ${pair.serie_neumatico ?? ''}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
