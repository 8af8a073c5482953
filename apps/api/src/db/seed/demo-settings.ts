import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import {
  aplicaciones,
  clientes,
  criteriosAceptacion,
  remanentesAplicacion,
  tipoCambio,
} from '../schema/index';

/** Applications of each demo client with their thresholds in mm (domain.md §9); the last one has none yet. */
const APPLICATIONS: Record<string, [string, number[] | null][]> = {
  tandinos: [
    ['Carretera', [3, 4, 5, 7, 2, -2]],
    ['Urbano', [3, 4, 5, 6, 2, -2]],
    ['Mixto', [3, 5, 6, 8, 2.5, -2.5]],
    ['Fuera de carretera', null],
  ],
  cordisur: [
    ['Mina - tajo abierto', [8, 10, 11, 14, 4, -4]],
    ['Carretera de acceso', [4, 5, 6, 8, 3, -3]],
    ['Campamento', null],
  ],
};

/** Soles per dollar around 3.70–3.80, one rate on the first day of each of the last 24 months. */
function demoRates(today: Date) {
  const rates: { fecha: string; valor: string }[] = [];
  for (let back = 23; back >= 0; back -= 1) {
    const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
    const valor = 3.72 + 0.06 * Math.sin(back / 3) + (back % 5) * 0.004;
    rates.push({ fecha: day.toISOString().slice(0, 10), valor: valor.toFixed(3) });
  }
  return rates;
}

/**
 * Cost per km/hour targets by model–size for lines the demo fleets run (demo-tyres.ts), written in both forms the
 * report layer matches (docs/decisions/0038); the mining company also has a per-hour line.
 */
const COST_CRITERIA: Record<
  string,
  [costoindicador: number, modelomedida: string, objetivo: number, deficiente: number][]
> = {
  tandinos: [
    [1, 'MICHELIN X MULTI Z - 295/80R22.5', 0.012, 0.02],
    [1, 'M729 - 11R22.5', 0.01, 0.016],
  ],
  cordisur: [
    [1, 'XDY-3 - 12.00R24', 0.01, 0.016],
    [2, 'DOUBLE COIN REM-2 - 27.00R49', 15, 20],
  ],
};

/** A year's criteria: cost per km/hour by model–size, and both retread indices. */
function demoCriteria(anio: number, slug: string) {
  const tolerance = (deficiente: number) => deficiente * 0.1;
  return [
    ...(COST_CRITERIA[slug] ?? []).map(([costoindicador, modelomedida, objetivo, deficiente]) => ({
      costoindicador,
      anio,
      modelomedida,
      criterioobjetivo: String(objetivo),
      criteriodeficiente: String(deficiente),
      tolerableminimo: String(objetivo),
      tolerablemaximo: String(deficiente + tolerance(deficiente)),
    })),
    {
      costoindicador: 3,
      anio,
      modelomedida: '',
      criterioobjetivo: '0.6',
      criteriodeficiente: '0.4',
      criterioobjetivo_calculo: '60',
      criteriodeficiente_calculo: '40',
      tolerableminimo: '0.35',
      tolerablemaximo: '0.6',
    },
    {
      costoindicador: 4,
      anio,
      modelomedida: '',
      criterioobjetivo: '2',
      criteriodeficiente: '1.2',
      tolerableminimo: '1',
      tolerablemaximo: '2',
    },
  ];
}

/** Client settings of the demo companies (issue 3 item 9): exchange rates, applications, criteria. */
export async function seedDemoSettings(db: Db, today: Date = new Date()): Promise<void> {
  const clients = await db
    .select({ id: clientes.id, slug: clientes.slug, costo: clientes.costo })
    .from(clientes);
  await db.transaction(async (tx) => {
    for (const client of clients) {
      const existing = await tx
        .select({ id: tipoCambio.id })
        .from(tipoCambio)
        .where(eq(tipoCambio.id_cliente, client.id))
        .limit(1);
      if (existing.length > 0) continue;
      const rates = demoRates(today);
      await tx.insert(tipoCambio).values(
        rates.map((rate, index) => ({
          id_cliente: client.id,
          ...rate,
          estado: index === rates.length - 1 ? 1 : 0,
        })),
      );
      for (const [nombre, thresholds] of APPLICATIONS[client.slug ?? ''] ?? []) {
        const [created] = await tx
          .insert(aplicaciones)
          .values({ id_cliente: client.id, aplicacion: nombre })
          .returning({ id: aplicaciones.id });
        if (!created || !thresholds) continue;
        const [ini, limit, nextIni, nextLimit, wear1, wear2] = thresholds.map(String);
        await tx.insert(remanentesAplicacion).values({
          id_cliente: client.id,
          id_aplicacion: created.id,
          ini_reencauche: ini ?? '0',
          reencauche: limit ?? '0',
          ini_prox_reencauche: nextIni ?? '0',
          prox_reencauche: nextLimit ?? '0',
          desg_irregular_1: wear1 ?? '0',
          desg_irregular_2: wear2 ?? '0',
        });
      }
      // This year's targets and last year's, so the indicators are painted for both.
      const year = today.getUTCFullYear();
      await tx
        .insert(criteriosAceptacion)
        .values(
          [year - 1, year].flatMap((anio) =>
            demoCriteria(anio, client.slug ?? '').map((row) => ({ id_cliente: client.id, ...row })),
          ),
        );
    }
  });
}
