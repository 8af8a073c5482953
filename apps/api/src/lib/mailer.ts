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
  /**
   * Values in the text that only the addressee may read (a recovery code, a temporary password). They reach the
   * addressee (SMTP, or the outbox file) and nothing else: the outbox table keeps the text with them hidden.
   */
  secrets?: string[];
  /** Files sent with the mail over SMTP; the outbox names them under the text (the approved report's PDF). */
  attachments?: MailAttachment[];
}
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType?: string;
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** What the outbox table keeps in place of a secret. */
export const HIDDEN_SECRET = '[oculto: ver el archivo en la bandeja de salida]';

/** The text with every secret replaced; longer secrets first, so one inside another is hidden whole. */
export function hideSecrets(text: string, secrets: readonly string[] = []): string {
  return [...secrets]
    .filter((secret) => secret.length > 0)
    .sort((a, b) => b.length - a.length)
    .reduce((hidden, secret) => hidden.split(secret).join(HIDDEN_SECRET), text);
}

/** The outbox cannot carry files: it names each attachment under the text, so a reader knows it was there. */
function withAttachmentNote(mail: Mail): string {
  if (!mail.attachments?.length) return mail.text;
  const names = mail.attachments.map((file) => `${file.filename} (${file.content.length} bytes)`);
  return `${mail.text}\n\nAdjuntos: ${names.join(', ')}`;
}

/**
 * SMTP when SMTP_URL is set. Otherwise mail stays on this machine so recovery works on a laptop: with
 * `outboxDir` (the start script's DATA_DIR/outbox) each mail is a text file there, whole, easy to open by hand
 * and readable by the browser journeys; the `correos_salientes` table records it with its secrets hidden; the
 * server log says only that a mail was written, never its text.
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
        await transport.sendMail({
          from: params.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
        });
      },
    };
  }
  let written = 0;
  return {
    async send(original) {
      const mail = { ...original, text: withAttachmentNote(original) };
      // The row first: once the file is there, so is the row (tests and the journeys wait for the file).
      const [row] = await params.db
        .insert(correosSalientes)
        .values({
          para: mail.to,
          asunto: mail.subject,
          texto: hideSecrets(mail.text, mail.secrets),
        })
        .returning({ id: correosSalientes.id });
      // Neither the text nor the addressee: the log is read by more people than the mail is for.
      params.log.info(
        { correo: row?.id, asunto: mail.subject, carpeta: params.outboxDir },
        'correo en la bandeja de salida',
      );
      if (params.outboxDir) {
        await fs.mkdir(params.outboxDir, { recursive: true });
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        // The counter keeps two mails of the same millisecond apart (and in order).
        const file = `${stamp}-${String(++written).padStart(6, '0')}-${mail.to.replace(/[^\w.@-]/g, '_')}.txt`;
        const body = `Para: ${mail.to}\nAsunto: ${mail.subject}\n\n${mail.text}\n`;
        // Written aside and renamed, so whoever watches the folder never reads half a mail.
        const target = path.join(params.outboxDir, file);
        await fs.writeFile(`${target}.part`, body);
        await fs.rename(`${target}.part`, target);
      }
    },
  };
}
