import path from 'node:path';
import { loadConfig } from '../../config';
import { openDatabase } from '../open';
import { seedDemoIfEmpty } from './demo';
import { seedReference } from './reference';

/** `npm run seed`: migrates, writes reference data and, on an empty database, the demo data. */
const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  await seedReference(database.db);
  const demo = await seedDemoIfEmpty(database.db, { uploadsDir: path.join(config.dataDir, 'uploads') });
  console.info(
    demo
      ? `Datos de demostración creados (contraseña: ${demo.password}).`
      : 'La base ya tenía datos; solo se actualizaron los datos de referencia.',
  );
} finally {
  await database.close();
}
