import fs from 'node:fs/promises';
import path from 'node:path';
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
 * can read what was "sent". With `outboxDir` each mail is also a text file there, easy to open by hand (and
 * readable by the browser journeys while the server holds the embedded database).
 */
export function createMailer(params: {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  outboxDir?: string;
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
      if (params.outboxDir) {
        await fs.mkdir(params.outboxDir, { recursive: true });
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        const name = `${stamp}-${mail.to.replace(/[^\w.@-]/g, '_')}.txt`;
        const body = `Para: ${mail.to}\nAsunto: ${mail.subject}\n\n${mail.text}\n`;
        await fs.writeFile(path.join(params.outboxDir, name), body);
      }
    },
  };
}
