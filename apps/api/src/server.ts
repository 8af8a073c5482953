import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/open';
import { DatabaseLockedError } from './db/lock';
import { cleanUp, HOUSEKEEPING_EVERY_MS, refreshPlannerStatistics } from './lib/housekeeping';
import { seedDemoIfEmpty } from './db/seed/demo';
import { seedReference } from './db/seed/reference';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  await seedReference(database.db);
  // The demo's photos go where the app keeps uploads.
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const demo = database.kind === 'pglite' ? await seedDemoIfEmpty(database.db, { uploadsDir }) : undefined;
  const embedded = database.kind === 'pglite';
  if (embedded) await refreshPlannerStatistics(database.db);

  const app = await buildApp({
    config,
    database,
    logger: { level: 'info' },
    // No line per request in production: the proxy keeps the access log (docs/decisions/0029).
    requestLogLevel: 'debug',
    outboxDir: config.smtpUrl ? undefined : path.join(config.dataDir, 'outbox'),
    webDist: config.webDist,
    uploadsDir,
  });
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);

  const housekeeping = () =>
    cleanUp(database.db, { uploadsDir: app.uploadsDir })
      .then(() => (embedded ? refreshPlannerStatistics(database.db) : undefined))
      .catch((error: unknown) => app.log.error({ err: error }, 'Limpieza periódica fallida'));
  // unref: the timer alone never keeps the process alive.
  setInterval(() => void housekeeping(), HOUSEKEEPING_EVERY_MS).unref();
  void housekeeping();

  await app.listen({ port: config.port, host: config.host });
  const lines = [
    '',
    `Huella está listo en ${config.publicUrl}`,
    `Base de datos: ${database.kind === 'pglite' ? `embebida (${config.dataDir}/pg)` : 'PostgreSQL'}`,
  ];
  if (demo) {
    lines.push('Usuarios de demostración (contraseña para todos: ' + demo.password + '):');
    for (const user of demo.users) lines.push(`  ${user.email.padEnd(40)} ${user.description}`);
  }
  console.info(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
