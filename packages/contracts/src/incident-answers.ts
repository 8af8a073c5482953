import { z } from 'zod';
import { idSchema } from './fields';

/**
 * Answering incidents (issue 11 item 9; the spec is silent, docs/decisions/0032-answering-incidents.md): support
 * sets each incident's status and replies; the reporter reads the replies in the headset menu.
 */
export const INCIDENT_STATES = { abierta: 1, enAtencion: 2, resuelta: 3 } as const;
export type IncidentState = (typeof INCIDENT_STATES)[keyof typeof INCIDENT_STATES];
export const INCIDENT_STATE_LABELS: Record<IncidentState, string> = {
  1: 'Abierta',
  2: 'En atención',
  3: 'Resuelta',
};

export const INCIDENT_REPLY_MAX = 2000;

export const INCIDENT_ANSWER_MSG = {
  estadoRequerido: 'Estado es requerido',
  estadoActualizado: 'Estado actualizado',
  mensajeRequerido: 'Respuesta es requerido',
  mensajeLargo: `Respuesta debe tener menos de ${INCIDENT_REPLY_MAX} caracteres`,
  respuestaEnviada: 'Respuesta enviada al usuario',
  sinRespuestas: 'Aún no hay respuestas',
  sinIncidenciasPropias: 'Aún no ha reportado incidencias',
} as const;

// One literal schema, not a union: a form's resolver shows a failed union's branch text, not the union's own.
const estado = z.literal([1, 2, 3], { error: INCIDENT_ANSWER_MSG.estadoRequerido });

/** POST incidente/estado (menu 98, edit). */
export const incidentStateRequest = z.object({ id: idSchema, estado });
export type IncidentStateRequest = z.input<typeof incidentStateRequest>;

/** The 'Atender' form's reply; the status travels with it so one click answers and moves the incident. */
export const incidentReplyForm = z.object({
  mensaje: z
    .string({ error: INCIDENT_ANSWER_MSG.mensajeRequerido })
    .trim()
    .min(1, INCIDENT_ANSWER_MSG.mensajeRequerido)
    .max(INCIDENT_REPLY_MAX, INCIDENT_ANSWER_MSG.mensajeLargo),
  estado,
});
export type IncidentReplyFormInput = z.input<typeof incidentReplyForm>;

/** POST incidente/responder (menu 98, edit). */
export const incidentReplyRequest = incidentReplyForm.extend({ id: idSchema });
export type IncidentReplyRequest = z.input<typeof incidentReplyRequest>;

export const incidentReply = z.object({
  id: z.number(),
  mensaje: z.string(),
  autor: z.string(),
  fecha: z.string(),
  leido: z.boolean(),
});
export type IncidentReply = z.infer<typeof incidentReply>;

export const incidentAnswerResponse = z.object({
  success: z.object({ message: z.string(), estado: z.number() }),
});

/** GET incidente/mias: the reporter's own incidents (newest 20) with status and replies, and the unread count. */
export const ownIncident = z.object({
  id: z.number(),
  identificador: z.string(),
  fecha: z.string(),
  descripcion: z.string(),
  estado: z.number(),
  respuestas: z.array(incidentReply),
});
export type OwnIncident = z.infer<typeof ownIncident>;
export const ownIncidentsResponse = z.object({
  data: z.array(ownIncident),
  no_leidas: z.number(),
});
export type OwnIncidentsResponse = z.infer<typeof ownIncidentsResponse>;
export const OWN_INCIDENTS_LIMIT = 20;

/** POST incidente/mias/leidas: the reporter has seen every reply so far. */
export const ownIncidentsReadResponse = z.object({ success: z.object({ leidas: z.number() }) });
