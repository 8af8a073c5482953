import { sql } from 'drizzle-orm';
import { MARKETING_CONDITIONS, type MarketingOption, type MarketingOptionsResponse } from '@huella/contracts';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/prepared';
import { type MarketingViewer, viewerClients } from './marketing-sql';

/** Readings are under 100 mm (spec 2 §9), so no bucket goes past 99. */
const DEEPEST_BUCKET = 99;

/**
 * etl/filtrosReportesMarketing: the filter card's options, shared by every marketing screen. Retreaders, sizes
 * and sectors are global catalogues, listed whole (a filter on an option nobody uses answers no rows). The RTD
 * min buckets run from 0 to the deepest original tread of the viewer's clients' tyres (+0.5 mm: a reading may
 * exceed the original by that, domain.md §13): one backward index probe per client
 * (neumaticos_cliente_rem_original), never a scan of the readings.
 */
export async function getMarketingOptions(db: Db, viewer: MarketingViewer) {
  const option = (table: string, name: string) =>
    queryRows<MarketingOption>(
      db,
      sql.raw(`select id, ${name} as descripcion from ${table} order by ${name}, id`),
    );
  const [empresas, medidas, sectores, [deepest]] = await Promise.all([
    option('empresas_reencauche', 'razon_social'),
    option('neumatico_medidas', 'descripcion'),
    option('sectors', 'name'),
    queryRows<{ mm: number | null }>(
      db,
      sql`select floor(max(x.mm) + 0.5)::int as mm from clientes c
        cross join lateral (
          select n.remanente_original as mm from neumaticos n where n.id_cliente = c.id
          order by n.remanente_original desc nulls last limit 1
        ) x
        where ${viewerClients(viewer)}`,
    ),
  ]);
  const top = Math.min(deepest?.mm ?? -1, DEEPEST_BUCKET);
  return {
    success: {
      condiciones: MARKETING_CONDITIONS.map((condition) => ({ ...condition })),
      empresas,
      nsdminimo: Array.from({ length: top + 1 }, (_, mm) => mm),
      medidas,
      sectores,
    },
  } satisfies MarketingOptionsResponse;
}
