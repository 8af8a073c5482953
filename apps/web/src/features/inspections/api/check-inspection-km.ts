import { checkMessageResponse } from '@huella/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { HeaderCheckTarget } from './check-inspection-date';
import { inspectionQueryKey } from './keys';

/** POST vehiculos/validateKilometraje: 'KM Correcto', or why the reading cannot be the vehicle's. */
export const checkInspectionKm = (target: HeaderCheckTarget & { vehicleId: number }, km: number) =>
  api
    .post(
      '/vehiculos/validateKilometraje',
      {
        id_cliente: target.clientId,
        id_vehiculo: target.vehicleId,
        km_inspeccion: km,
        identificador: target.identificador,
      },
      checkMessageResponse,
    )
    .then((answer) => answer.mensaje);

export const useInspectionKmCheck = (target: HeaderCheckTarget, km: number | null) =>
  useQuery({
    queryKey: [...inspectionQueryKey, target.clientId, target.vehicleId, 'km', km, target.identificador],
    queryFn: () => checkInspectionKm({ ...target, vehicleId: target.vehicleId ?? 0 }, km ?? 0),
    enabled: target.vehicleId !== null && km !== null,
    staleTime: 0,
  });
