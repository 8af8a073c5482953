import { statusResponse } from '@huella/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { HeaderCheckTarget } from './check-inspection-date';
import { inspectionQueryKey } from './keys';

/**
 * POST inspecciones/validate/duplicate: the warning text when the vehicle already has an inspection with that
 * date and km, '' otherwise. Spec 2 §5: a failed call counts as no problem (a warning, never a block).
 */
export const checkInspectionDuplicate = (
  target: HeaderCheckTarget & { vehicleId: number },
  reading: { fecha: string; km: number },
) =>
  api
    .post(
      '/inspecciones/validate/duplicate',
      {
        id_cliente: target.clientId,
        id_vehiculo: target.vehicleId,
        fecha_inspeccion: reading.fecha,
        km_inspeccion: reading.km,
        identificador: target.identificador,
      },
      statusResponse,
      { background: true },
    )
    .then((answer) => (answer.status === 0 ? '' : answer.mensaje))
    .catch(() => '');

export const useInspectionDuplicateCheck = (
  target: HeaderCheckTarget,
  reading: { fecha: string; km: number } | null,
) =>
  useQuery({
    queryKey: [
      ...inspectionQueryKey,
      target.clientId,
      target.vehicleId,
      'duplicado',
      reading,
      target.identificador,
    ],
    queryFn: () =>
      checkInspectionDuplicate(
        { ...target, vehicleId: target.vehicleId ?? 0 },
        reading ?? { fecha: '', km: 0 },
      ),
    enabled: target.vehicleId !== null && reading !== null,
    staleTime: 0,
  });
