import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, openPostgres, wrapPglite } from '../src/db/client';
import { seedDemoIfEmpty } from '../src/db/seed/demo';
import { seedReference } from '../src/db/seed/reference';
import { databaseUrlFor, PG_TEMPLATE_DB } from './template';

/**
 * Migrates and seeds one database (reference + demo data) for the whole run. Each test file then restores
 * its own copy: a PGlite data-dir dump (~0.5 s) or, on PostgreSQL, `CREATE DATABASE … TEMPLATE`.
 */
export default async function setup(project: TestProject) {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${PG_TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${PG_TEMPLATE_DB}`);
    await admin.end();
    const database = openPostgres(databaseUrlFor(pgUrl, PG_TEMPLATE_DB));
    await database.migrate();
    await seedReference(database.db);
    await seedDemoIfEmpty(database.db, { history: false });
    await database.close();
    project.provide('templateFile', '');
    return;
  }
  const file = path.join(os.tmpdir(), `huella-test-template-${process.pid}.tar`);
  const client = await createPglite();
  const database = wrapPglite(client);
  await database.migrate();
  await seedReference(database.db);
  await seedDemoIfEmpty(database.db, { history: false });
  const dump = await client.dumpDataDir('none');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('templateFile', file);
  return () => fs.rmSync(file, { force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateFile: string;
  }
}
