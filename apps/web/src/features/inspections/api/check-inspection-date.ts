import { checkMessageResponse } from '@huella/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { inspectionQueryKey } from './keys';

export interface HeaderCheckTarget {
  clientId: number;
  vehicleId: number | null;
  /** When editing: the inspection itself does not count. */
  identificador?: number;
}

/** POST vehiculos/validateFechaInspeccion: 'Correcto', or why the date cannot be an inspection of the vehicle. */
export const checkInspectionDate = (target: HeaderCheckTarget & { vehicleId: number }, fecha: string) =>
  api
    .post(
      '/vehiculos/validateFechaInspeccion',
      {
        id_cliente: target.clientId,
        id_vehiculo: target.vehicleId,
        fecha_inspeccion: fecha,
        identificador: target.identificador,
      },
      checkMessageResponse,
    )
    .then((answer) => answer.mensaje);

/** Runs once a vehicle is chosen and `fecha` is a complete date. */
export const useInspectionDateCheck = (target: HeaderCheckTarget, fecha: string | null) =>
  useQuery({
    queryKey: [
      ...inspectionQueryKey,
      target.clientId,
      target.vehicleId,
      'fecha',
      fecha,
      target.identificador,
    ],
    queryFn: () => checkInspectionDate({ ...target, vehicleId: target.vehicleId ?? 0 }, fecha ?? ''),
    enabled: target.vehicleId !== null && fecha !== null,
    // The vehicle's history may change under another user: ask each time.
    staleTime: 0,
  });
