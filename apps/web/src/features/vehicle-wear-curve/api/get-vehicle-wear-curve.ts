import { vehicleWearCurveResponse } from '@huella/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface VehicleWearCurveFilters {
  /** null until a vehicle is chosen: nothing is asked. */
  vehicleId: number | null;
  /** true: also the tyre lives that ran on the vehicle earlier. */
  history: boolean;
}

/** POST reporte/curvaremanentevehiculo: the vehicle and, per tyre life, its readings there and wear figures. */
export const getVehicleWearCurve = (clientId: number, vehicleId: number, history: boolean) =>
  api.post(
    '/reporte/curvaremanentevehiculo',
    { id_cliente: clientId, id_vehiculo: vehicleId, inspecciones_antiguas: history },
    vehicleWearCurveResponse,
  );

export const vehicleWearCurveQueryOptions = (clientId: number, filters: VehicleWearCurveFilters) =>
  queryOptions({
    queryKey: ['reporte', 'curvaremanentevehiculo', clientId, filters],
    queryFn: () => getVehicleWearCurve(clientId, filters.vehicleId ?? 0, filters.history),
    enabled: filters.vehicleId !== null,
    // The installed curve stays on screen while the history loads (no flash of the loading state).
    placeholderData: keepPreviousData,
  });

export const useVehicleWearCurve = (clientId: number, filters: VehicleWearCurveFilters) =>
  useQuery(vehicleWearCurveQueryOptions(clientId, filters));
