import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { clientes, contactos, suscripcionFechas, suscripciones } from '../schema/index';
import { addDays, todayIso } from '../../modules/subscriptions/subscriptions.service';

const CONTACTS: Record<
  string,
  { nombre: string; correo: string; telefono: string; cargo: string; reporte: boolean }[]
> = {
  tandinos: [
    {
      nombre: 'Ana Salazar Ríos',
      correo: 'asalazar@transportesandinos.pe',
      telefono: '987111222',
      cargo: 'Jefa de mantenimiento',
      reporte: true,
    },
    {
      nombre: 'Pedro Gutiérrez',
      correo: 'pgutierrez@transportesandinos.pe',
      telefono: '987333444',
      cargo: 'Gerente de operaciones',
      reporte: false,
    },
  ],
  cordisur: [
    {
      nombre: 'Elena Paredes Cruz',
      correo: 'eparedes@cordilleradelsur.pe',
      telefono: '954222333',
      cargo: 'Superintendente de flota',
      reporte: true,
    },
  ],
};

/**
 * Contacts and a subscription per demo client. Transportes Andinos' trial ends in 3 days, so its users see the
 * trial dialog ('vence en 3 días') right away; Cordillera del Sur's runs for months.
 */
export async function seedDemoClients(db: Db): Promise<void> {
  const today = todayIso();
  await db.transaction(async (tx) => {
    for (const [slug, contacts] of Object.entries(CONTACTS)) {
      const [client] = await tx.select({ id: clientes.id }).from(clientes).where(eq(clientes.slug, slug));
      if (!client) continue;
      await tx.insert(contactos).values(contacts.map((contact) => ({ ...contact, id_cliente: client.id })));
      const end = addDays(today, slug === 'tandinos' ? 3 : 120);
      const start = addDays(today, slug === 'tandinos' ? -27 : -60);
      const [subscription] = await tx
        .insert(suscripciones)
        .values({ id_cliente: client.id, date_start: start, date_end: end, trial_period: 'ACTIVO' })
        .returning({ id: suscripciones.id });
      if (!subscription) continue;
      await tx.insert(suscripcionFechas).values(
        [7, 3, 1].map((days) => ({
          id_cliente: client.id,
          id_suscripcion: subscription.id,
          fecha: addDays(end, -days),
        })),
      );
    }
  });
}
