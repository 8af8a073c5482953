import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  MONTH_NAMES,
  REPORT_FIRST_YEAR,
  reportMonthsRequest,
  reportMonthsResponse,
  reportYearsRequest,
  reportYearsResponse,
} from '@huella/contracts';
import { todayInLima } from '@huella/domain';
import { preparedStatement } from '../../db/prepared';
import { clientOf } from '../../plugins/access';

const tags = ['Reportes: periodos'];
const errors = { 401: errorResponse, 403: errorResponse, 422: errorResponse };

/**
 * Years and months are what every report screen of the client offers, not a screen of their own: any signed-in
 * user of the client may read them. [decision]
 */
const access = { access: { session: true, client: true } } as const;

/**
 * The years a client's reports can ask for: from the year of its first tyre registration (never before 2018)
 * to the current year in Lima, newest first; at least the current year. The first registration is the first
 * entry of neumaticos (id_cliente, fecha_registro, id).
 */
const yearsStatement = preparedStatement<{ anio: number }, { clientId: number; currentYear: number }>(
  'report_years',
  sql`select generate_series(
      ${sql.placeholder('currentYear')}::int,
      least(greatest(coalesce((select extract(year from min(n.fecha_registro))::int from neumaticos n
        where n.id_cliente = ${sql.placeholder('clientId')}::int), ${sql.placeholder('currentYear')}::int),
        ${REPORT_FIRST_YEAR}::int), ${sql.placeholder('currentYear')}::int),
      -1) as anio`,
);

/** reporte/anios and reporte/meses (spec 3 §7, §9 months Enero to Diciembre). */
export const reportPeriodRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reporte/anios',
    {
      schema: {
        tags,
        summary:
          'Años de los reportes: desde el primer registro de neumático del cliente (2018 como mínimo) hasta el actual',
        body: reportYearsRequest,
        response: { 200: reportYearsResponse, ...errors },
      },
      config: access,
    },
    async (request) => {
      const rows = await yearsStatement.execute(app.db, {
        clientId: clientOf(request),
        currentYear: Number(todayInLima().slice(0, 4)),
      });
      return { anios: rows.map((row) => Number(row.anio)) };
    },
  );

  app.post(
    '/reporte/meses',
    {
      schema: {
        tags,
        summary:
          'Meses de un año: los doce, o hasta el mes actual en el año actual (ninguno en un año futuro)',
        body: reportMonthsRequest,
        response: { 200: reportMonthsResponse, ...errors },
      },
      config: access,
    },
    async (request) => {
      clientOf(request);
      const today = todayInLima();
      const currentYear = Number(today.slice(0, 4));
      const { year } = request.body;
      const last = year < currentYear ? 12 : year === currentYear ? Number(today.slice(5, 7)) : 0;
      return { meses: MONTH_NAMES.slice(0, last).map((nombre, index) => ({ id: index + 1, nombre })) };
    },
  );
};
