import { sql } from 'drizzle-orm';
import { MONTH_NAMES, type PeriodCostPerKm, type PeriodCostRow } from '@huella/contracts';
import { costPerUnit } from '@huella/domain';
import type { Db } from '../../../../db/client';
import { plannedStatement } from '../../../../db/prepared';
import { getCostPerKm } from '../../indicators/cost-per-km.queries';
import type { ConsolidatedQuery } from '../period';

/**
 * Cost per km of the period (domain.md §5–§6), read through the /indicadorkmhr statement (cost-per-km.queries.ts)
 * so the lots are defined once: it answers every brand/model/size row of the year with its 12 monthly lots and
 * the row's criterion. The period keeps the rows with a lot in its months, the months' indicators, and the
 * period's figure as the ratio of the months' sums (domain's costPerUnit), never an average of months.
 *
 * **[decision]** Cost type K only: the report is "costo por kilómetro" and a cost per hour cannot share its
 * columns or criteria. When the client registered hour-measured tyres in the period the answer says so
 * (`hay_horas`) and the screen and PDF point to the cost per hour indicator.
 */

const hoursStatement = plannedStatement<{ hay: boolean }, { clientId: number; from: string; to: string }>(
  sql`select exists (
      select 1 from neumaticos n
      where n.id_cliente = ${sql.placeholder('clientId')}::int and n.unidad_medida = 'H' and n.estado <> 0
        and n.fecha_registro between ${sql.placeholder('from')}::date and ${sql.placeholder('to')}::date
    ) as hay`,
);

export async function getPeriodCostPerKm(db: Db, query: ConsolidatedQuery): Promise<PeriodCostPerKm> {
  const year = await getCostPerKm(db, { clientId: query.clientId, year: query.year, unit: 'K' });
  const [hours] = await hoursStatement.execute(db, {
    clientId: query.clientId,
    from: query.from,
    to: query.to,
  });
  const inPeriod = (mes: number) => mes >= query.month1 && mes <= query.month2;
  const datos: PeriodCostRow[] = [];
  for (const row of year.datos) {
    const months = row.meses.filter((month) => inPeriod(month.mes));
    const total_lote = months.reduce((sum, month) => sum + month.total_lote, 0);
    if (total_lote === 0) continue;
    const suma_precio = months.reduce((sum, month) => sum + month.suma_precio, 0);
    const suma_km_recorrido = months.reduce((sum, month) => sum + month.suma_km_recorrido, 0);
    const criterio = row.criterio;
    datos.push({
      marca: row.marca,
      modelo: row.modelo,
      medida: row.medida,
      rango_c_inferior: criterio?.rango_c_inferior ?? null,
      rango_c_superior: criterio?.rango_c_superior ?? null,
      criterio_superior: criterio?.criterio_superior ?? null,
      criterio_inferior: criterio?.criterio_inferior ?? null,
      criterio,
      total_lote,
      suma_precio,
      suma_km_recorrido,
      indicador: costPerUnit(suma_precio, suma_km_recorrido),
      ...Object.fromEntries(months.map((month) => [`indicador_mes_${month.mes}`, month.indicador])),
    });
  }
  const kpi = {
    total_lote: datos.reduce((sum, row) => sum + row.total_lote, 0),
    suma_precio: datos.reduce((sum, row) => sum + row.suma_precio, 0),
    suma_km_recorrido: datos.reduce((sum, row) => sum + row.suma_km_recorrido, 0),
  };
  const meses = [];
  for (let mes = query.month1; mes <= query.month2; mes += 1)
    meses.push({ mes, nombre: MONTH_NAMES[mes - 1] ?? '' });
  return {
    meses,
    datos,
    kpi: { ...kpi, indicador: costPerUnit(kpi.suma_precio, kpi.suma_km_recorrido) },
    hay_horas: hours?.hay ?? false,
  };
}
