import type { Mail } from '../../lib/mailer';
import type { CreatedIncident } from './incidents.service';

/**
 * The e-mail support receives for a reported incident. Images stay protected uploads: the mail says how many
 * there are and support opens them from the notification menu, signed in.
 */
export function incidentMail(params: {
  to: string;
  incident: CreatedIncident;
  reporter: { name: string; email: string };
  publicUrl: string;
}): Mail {
  const { incident, reporter } = params;
  const pairs =
    incident.pares.length === 0
      ? 'Vehículos y neumáticos: ninguno indicado\n'
      : 'Vehículos y neumáticos:\n' +
        incident.pares.map((pair) => `  - Placa ${pair.placa} / Neumático ${pair.serie}\n`).join('');
  return {
    to: params.to,
    subject: `Huella: incidencia ${incident.identificador} de ${incident.razon_social}`,
    text:
      `Incidencia: ${incident.identificador}\n` +
      `Cliente: ${incident.razon_social}${incident.ruc ? ` (RUC ${incident.ruc})` : ''}\n` +
      `Usuario: ${reporter.name} <${reporter.email}>\n\n` +
      `Descripción:\n${incident.descripcion}\n\n` +
      pairs +
      `Imágenes adjuntas: ${incident.imagenes}\n\n` +
      `Véala en ${params.publicUrl} (menú de incidencias).\n`,
  };
}

/** The e-mail the reporter receives when support answers; the headset menu shows the same reply. */
export function incidentReplyMail(params: {
  to: string;
  nombre: string;
  identificador: string;
  estado: string;
  mensaje: string;
  publicUrl: string;
}): Mail {
  return {
    to: params.to,
    subject: `Huella: respuesta a su incidencia ${params.identificador}`,
    text:
      `Hola${params.nombre ? ` ${params.nombre}` : ''}:\n\n` +
      `Soporte respondió su incidencia ${params.identificador} (estado: ${params.estado}).\n\n` +
      `${params.mensaje}\n\n` +
      `Véala en ${params.publicUrl} (menú de soporte).\n`,
  };
}
