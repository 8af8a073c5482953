import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { correosSalientes } from '../db/schema/index';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise the outbox table and the log, so recovery works on a laptop and tests
 * can read what was "sent".
 */
export function createMailer(params: {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (params.smtpUrl) {
    const transport = nodemailer.createTransport(params.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: params.from, to: mail.to, subject: mail.subject, text: mail.text });
      },
    };
  }
  return {
    async send(mail) {
      await params.db
        .insert(correosSalientes)
        .values({ para: mail.to, asunto: mail.subject, texto: mail.text });
      params.log.info(
        { to: mail.to, subject: mail.subject },
        `correo en la bandeja de salida:\n${mail.text}`,
      );
    },
  };
}
