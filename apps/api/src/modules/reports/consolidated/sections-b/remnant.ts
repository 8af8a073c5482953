import { type ConsolidatedSectionsB, REMNANT_UNITS_LIMIT } from '@huella/contracts';
import type { Db } from '../../../../db/client';
import { getRemnantByUnit } from '../../remnant/remnant-by-unit.queries';
import type { ConsolidatedQuery } from '../period';

/**
 * Remnant levels per unit and per size per application: the remnant-by-unit report of the whole client over the
 * period, so both screens agree. The unit table is cut at REMNANT_UNITS_LIMIT; the summaries cover every unit.
 */
export async function getRemnantSection(
  db: Db,
  query: ConsolidatedQuery,
): Promise<ConsolidatedSectionsB['remanente_unidad']> {
  const answer = await getRemnantByUnit(db, {
    clientId: query.clientId,
    placa: '',
    from: query.from,
    to: query.to,
  });
  return {
    ...answer,
    datos: answer.datos.slice(0, REMNANT_UNITS_LIMIT),
    limitado: answer.datos.length > REMNANT_UNITS_LIMIT,
  };
}
