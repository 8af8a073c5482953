import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const TRUST_PROXY_HELP =
  'TRUST_PROXY debe ser la dirección del proxy, o varias direcciones o rangos CIDR separados por comas ' +
  '(por ejemplo 127.0.0.1 o 10.0.0.1,192.168.0.0/16)';

/** Names the proxy-address matcher knows: 127.0.0.0/8 and ::1, link-local and private ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** One proxy address or CIDR range, as Fastify's trustProxy takes it. */
function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may name the client's address in X-Forwarded-For. Unset means none: the address is the
 * connection's, so a client cannot choose the address its login and recovery limits count on. A number of hops
 * is not offered: it trusts whoever connects, so a client could still write the address itself.
 */
const trustProxySchema = z.string().transform((value, ctx): string[] => {
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrRange)) return entries;
  ctx.addIssue({ code: 'custom', message: TRUST_PROXY_HELP });
  return z.NEVER;
});

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'PORT debe ser un número' })
    .int('PORT debe ser un número entero')
    .min(1, 'PORT debe estar entre 1 y 65535')
    .max(65535, 'PORT debe estar entre 1 y 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'DATA_DIR no puede estar vacío').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'DATABASE_URL debe empezar con postgres:// o postgresql://')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'SMTP_URL debe empezar con smtp:// o smtps://')
    .optional(),
  PUBLIC_URL: z
    .url({ error: 'PUBLIC_URL debe ser una URL completa, por ejemplo https://huella.example.com' })
    .optional(),
  MAIL_FROM: z.string().default('Huella <no-reply@huella.local>'),
  /** Where reported incidents are e-mailed (spec 3 §2.19). */
  SUPPORT_EMAIL: z
    .email({ error: 'SUPPORT_EMAIL debe ser una dirección de correo' })
    .default('soporte@huella.local'),
  /** Another build of the web app to serve (the journeys of two checkouts can run side by side). */
  WEB_DIST: z.string().min(1).optional(),
  TRUST_PROXY: trustProxySchema.optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  publicUrl: string;
  mailFrom: string;
  supportEmail: string;
  webDist: string | undefined;
  /** Fastify's trustProxy: false (the default) or the proxies' addresses and ranges. */
  trustProxy: false | string[];
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as a newcomer expects from `PORT= npm start`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Configuración inválida:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    // npm runs a workspace's scripts inside its folder (apps/api); a relative DATA_DIR means the folder where the
    // command was typed, which npm passes as INIT_CWD.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    smtpUrl: values.SMTP_URL,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    mailFrom: values.MAIL_FROM,
    supportEmail: values.SUPPORT_EMAIL,
    webDist: values.WEB_DIST && path.resolve(env.INIT_CWD ?? process.cwd(), values.WEB_DIST),
    trustProxy: values.TRUST_PROXY ?? false,
  };
}
