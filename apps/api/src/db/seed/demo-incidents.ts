import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import {
  incidenteDetalles,
  incidenteRespuestas,
  incidentes,
  neumaticos,
  usuarioClientes,
  usuarios,
  vehiculos,
} from '../schema/index';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Two unread incidents, so support sees the badge on a fresh demo (spec 3 §2.19), one of them already being
 * attended with a reply the reporter has not read (ADR 0032). No images: none on disk.
 */
const INCIDENTS = [
  {
    email: 'operador@transportesandinos.pe',
    hoursAgo: 30,
    descripcion:
      'Al registrar la inspección de la unidad, el neumático de la posición 3 no aparece instalado aunque ' +
      'ayer se montó en el taller. ¿Pueden revisarlo?',
    withPair: true,
    answer: {
      from: 'tecnico@huella.pe',
      hoursAgo: 26,
      mensaje:
        'Gracias por el aviso. Estamos revisando el montaje registrado en el taller; le escribimos apenas ' +
        'quede corregido.',
    },
  },
  {
    email: 'admin@cordilleradelsur.pe',
    hoursAgo: 4,
    descripcion: 'El reporte de costos por kilómetro tarda mucho en cargar desde la mina (señal lenta).',
    withPair: false,
    answer: null,
  },
] as const;

export async function seedDemoIncidents(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const incident of INCIDENTS) {
      const [member] = await tx
        .select({ id: usuarios.id, clientId: usuarioClientes.id_cliente })
        .from(usuarios)
        .innerJoin(usuarioClientes, eq(usuarioClientes.id_usuario, usuarios.id))
        .where(eq(usuarios.email, incident.email));
      if (!member) continue;
      const [created] = await tx
        .insert(incidentes)
        .values({
          id_cliente: member.clientId,
          id_usuario: member.id,
          descripcion: incident.descripcion,
          created_at: new Date(Date.now() - incident.hoursAgo * HOUR_MS),
          estado: incident.answer ? 2 : 1,
        })
        .returning({ id: incidentes.id });
      if (!created) continue;
      if (incident.answer) {
        const [support] = await tx
          .select({ id: usuarios.id })
          .from(usuarios)
          .where(eq(usuarios.email, incident.answer.from));
        await tx.insert(incidenteRespuestas).values({
          id_incidente: created.id,
          id_usuario: support?.id ?? null,
          mensaje: incident.answer.mensaje,
          created_at: new Date(Date.now() - incident.answer.hoursAgo * HOUR_MS),
        });
      }
      if (!incident.withPair) continue;
      const [vehicle] = await tx
        .select({ id: vehiculos.id, placa: vehiculos.placa })
        .from(vehiculos)
        .where(eq(vehiculos.id_cliente, member.clientId))
        .orderBy(asc(vehiculos.id))
        .limit(1);
      const [tyre] = await tx
        .select({ id: neumaticos.id, num_serie: neumaticos.num_serie })
        .from(neumaticos)
        .where(eq(neumaticos.id_cliente, member.clientId))
        .orderBy(asc(neumaticos.id))
        .limit(1);
      if (!vehicle || !tyre) continue;
      await tx.insert(incidenteDetalles).values({
        id_incidente: created.id,
        id_vehiculo: vehicle.id,
        id_neumatico: tyre.id,
        placa: vehicle.placa,
        serie: tyre.num_serie,
      });
    }
  });
}
