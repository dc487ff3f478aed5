import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/platform/db/database.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from '../src/platform/db/embedded-postgres.ts';
import { migrate } from '../src/platform/db/migrate.ts';

// Parallel runs against one server (several developers, or CI beside a local run) each name their own.
export const TEMPLATE_DATABASE = process.env.TEST_TEMPLATE_DATABASE ?? 'platform_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

/**
 * Integration tests run on real PostgreSQL: the server at DATABASE_URL when set (CI uses the
 * machine's), else an embedded one. Migrations are applied once to a template database; each test
 * file then gets its own copy, so files run in parallel without seeing each other's rows.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedServer | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    embedded = await startEmbeddedPostgres(path.resolve('.data-test'), (line) => console.error(line));
    adminUrl = embedded.connectionString('postgres');
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${TEMPLATE_DATABASE}`;
  const template = createDatabase(url.toString(), 1);
  await migrate(template);
  await template.close();

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', TEMPLATE_DATABASE);
  return async () => {
    await embedded?.stop();
  };
}
