// Each server module owns its tables (ARCHITECTURE.md, ADR 0020): only the owner writes them.
//
// Every repository declares, in two comment lines near its top, the tables it owns and the
// tables of other modules it only reads:
//
//   // Owns tables: withdrawals, member_transfers.
//   // Reads tables: members, ledger_accounts.
//
// This check fails when a module writes (INSERT INTO, UPDATE, DELETE FROM, TRUNCATE) a table it
// does not own, when two modules claim one table, when a repository reads another module's table
// it did not declare, when SQL appears outside a repository, and when a migration creates a table
// nobody owns. Run it with `npx tsx tools/table-ownership.ts`; the unit suite runs it too.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BATCH_EXTENSION_CTES } from '../apps/server/src/modules/ledger/index.ts';

export interface SourceFile {
  /** Path relative to apps/server/src/modules, e.g. `cashier/withdrawals/withdrawals.repository.ts`. */
  path: string;
  text: string;
}

/** Tables written by the platform layer itself, outside any module. */
export const PLATFORM_TABLES = new Set(['schema_migrations', 'idempotency_keys']);

// `FOR UPDATE` locks rows, it writes nothing; `DO UPDATE SET` writes the INSERT's own table.
const WRITE = /\b(?:INSERT INTO|(?<!FOR |DO )UPDATE|DELETE FROM|TRUNCATE(?: TABLE)?)\s+([a-z_][a-z0-9_]*)\b/g;
const READ = /\b(?:FROM|JOIN)\s+([a-z_][a-z0-9_]*)\b(?!\s*\()/g;
// A CTE, first (`WITH x AS (`) or following (`, y AS (`), with a column list or MATERIALIZED hint.
const CTE =
  /(?:\bWITH(?: RECURSIVE)?|,)\s*([a-z_][a-z0-9_]*)\s*(?:\([a-z0-9_,\s]*\))?\s+AS\s+(?:(?:NOT\s+)?MATERIALIZED\s+)?\(/g;
// Fragments handed to the ledger's `batchExtension(` are spliced into its batch statement, whose
// CTEs they read by name (ADR 0016).
const BATCH_EXTENSION_CALL = /\bbatchExtension\(/;
const CREATE = /CREATE TABLE(?: IF NOT EXISTS)?\s+([a-z_][a-z0-9_]*)/g;
const DROP = /DROP TABLE(?: IF EXISTS)?\s+([a-z_][a-z0-9_]*)/g;
const SQL_HINT = /`[^`]*\b(?:SELECT|INSERT INTO|UPDATE [a-z_]+ SET|DELETE FROM)\b[^`]*`/;

const moduleOf = (file: string) => file.split('/')[0]!;
const isRepository = (file: string) => file.endsWith('.repository.ts');
const matches = (re: RegExp, text: string) => [...text.matchAll(re)].map((m) => m[1]!);

function listOf(text: string, label: string): string[] | null {
  const line = text.match(new RegExp(`^// ${label} tables: (.*)$`, 'm'));
  if (!line) return null;
  const body = line[1]!.trim().replace(/\.$/, '');
  return body === 'none' ? [] : body.split(',').map((t) => t.trim());
}

/** The tables a repository declares it owns and reads (null when it declares nothing). */
export function declaredTables(text: string): { owns: string[]; reads: string[] } | null {
  const owns = listOf(text, 'Owns');
  if (!owns) return null;
  return { owns, reads: listOf(text, 'Reads') ?? [] };
}

/** SQL only: the text of template literals (where this code base writes its statements). */
function sqlOf(text: string): string {
  return [...text.matchAll(/`([^`]*)`/g)].map((m) => m[1]).join('\n');
}

export const tablesWritten = (text: string) => new Set(matches(WRITE, sqlOf(text)));

export function tablesRead(text: string): Set<string> {
  const sql = sqlOf(text);
  const cteNames = new Set(matches(CTE, sql));
  if (BATCH_EXTENSION_CALL.test(text)) for (const name of BATCH_EXTENSION_CTES) cteNames.add(name);
  return new Set(matches(READ, sql).filter((t) => !cteNames.has(t)));
}

export const tablesCreated = (migrationSql: string) => new Set(matches(CREATE, migrationSql));

/** Every problem of the tree, as one sentence each; empty when every module keeps to its tables. */
export function ownershipProblems(files: readonly SourceFile[], migrations: readonly string[]): string[] {
  const problems: string[] = [];
  const owner = new Map<string, string>();
  const declared = new Map<string, { owns: string[]; reads: string[] }>();

  for (const file of files.filter((f) => isRepository(f.path))) {
    const tables = declaredTables(file.text);
    if (!tables) {
      problems.push(`${file.path}: declare the tables it owns ("// Owns tables: …") and reads.`);
      continue;
    }
    declared.set(file.path, tables);
    for (const table of tables.owns) {
      const previous = owner.get(table);
      if (previous && previous !== moduleOf(file.path))
        problems.push(`${table}: claimed by both '${previous}' and '${moduleOf(file.path)}'.`);
      owner.set(table, moduleOf(file.path));
    }
  }

  for (const file of files) {
    const module = moduleOf(file.path);
    if (!isRepository(file.path)) {
      if (SQL_HINT.test(file.text)) problems.push(`${file.path}: SQL belongs in a repository.`);
      continue;
    }
    for (const table of tablesWritten(file.text)) {
      if (PLATFORM_TABLES.has(table)) continue;
      const tableOwner = owner.get(table);
      if (tableOwner !== module)
        problems.push(
          `${file.path}: writes '${table}', owned by ${tableOwner ? `'${tableOwner}'` : 'no module'}; ` +
            `ask its owner's service instead.`,
        );
    }
    const reads = new Set(declared.get(file.path)?.reads ?? []);
    for (const table of tablesRead(file.text)) {
      const tableOwner = owner.get(table);
      if (tableOwner === module || PLATFORM_TABLES.has(table) || reads.has(table)) continue;
      problems.push(`${file.path}: reads '${table}' (${tableOwner ?? 'no owner'}) without declaring it.`);
    }
  }

  // A table a later migration drops is no one's any more.
  const dropped = new Set(migrations.flatMap((sql) => matches(DROP, sql)));
  for (const sql of migrations)
    for (const table of tablesCreated(sql))
      if (!owner.has(table) && !PLATFORM_TABLES.has(table) && !dropped.has(table))
        problems.push(`${table}: created by a migration but owned by no module.`);
  return problems;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : walk(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The real tree: apps/server/src/modules and apps/server/db/migrations. */
export function serverTree(root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')) {
  const modules = path.join(root, 'apps/server/src/modules');
  const migrationsDir = path.join(root, 'apps/server/db/migrations');
  return {
    files: walk(modules).map((full) => ({
      path: path.relative(modules, full).split(path.sep).join('/'),
      text: readFileSync(full, 'utf8'),
    })),
    migrations: readdirSync(migrationsDir)
      .filter((f) => f.endsWith('.sql'))
      .map((f) => readFileSync(path.join(migrationsDir, f), 'utf8')),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { files, migrations } = serverTree();
  const problems = ownershipProblems(files, migrations);
  for (const problem of problems) console.error(problem);
  console.log(
    problems.length === 0 ? 'table ownership: ok' : `table ownership: ${problems.length} problem(s)`,
  );
  process.exitCode = problems.length === 0 ? 0 : 1;
}
