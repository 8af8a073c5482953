import { statusResponse } from '@huella/contracts';
import { api } from '../../../lib/api-client';

export interface TreadCheck {
  clientId: number;
  tyreId: number;
  exterior: number;
  medio: number | null;
  interior: number;
  /** The reading being edited. */
  id?: number;
}

/**
 * POST neumaticos/validateRemanentes (domain.md §13): '' when the depths can be true for the tyre, else the
 * server's explanation. A failed call says nothing here: the save checks again.
 */
export const checkTread = (check: TreadCheck) =>
  api
    .post(
      '/neumaticos/validateRemanentes',
      {
        id_cliente: check.clientId,
        id_neumatico: check.tyreId,
        exterior: check.exterior,
        medio: check.medio,
        interior: check.interior,
        id: check.id,
      },
      statusResponse,
      { background: true },
    )
    .then((answer) => (answer.status === 0 ? '' : answer.mensaje))
    .catch(() => '');
