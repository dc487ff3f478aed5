/**
 * What a caller adds to the ledger's batch posting (ADR 0016, `postPairsGuarded`): three SQL
 * fragments spliced into the one statement, and the parameters they use.
 *
 * - `inputs` is a query over the caller's own parameters (`$E1…`, arrays in item order) whose rows
 *   carry `ord` (the 1-based item number, `WITH ORDINALITY`). It becomes the CTE `ext`.
 * - `guard` selects the `ord` of the items that may be posted; it sees `input` (the ledger's items:
 *   ord, merchant_code, kind, member_id, reference, details, account_id, system_account_id,
 *   currency, amount) and `ext`.
 * - `record` is a data-modifying statement that sees `posted` (the items posted: the `input`
 *   columns plus transaction_id, balance_after and created_at) and `ext`.
 *
 * The fragments are text, so `batchExtension` checks their contract once per distinct text:
 * placeholders `$E1…$En` with n the number of parameters and none missing, none of the ledger's own
 * placeholders, only the documented CTE names in each fragment, and nothing that could leave the
 * parentheses the fragment is spliced into.
 */

/** The CTE names of the batch statement each fragment may read, in the order the statement defines them. */
export const BATCH_EXTENSION_SCOPE = {
  inputs: ['input'],
  guard: ['input', 'ext'],
  record: ['input', 'ext', 'posted'],
} as const;

/** Every CTE name an extension may refer to (tools/table-ownership.ts: these are not tables). */
export const BATCH_EXTENSION_CTES: readonly string[] = ['input', 'ext', 'posted'];

/** The statement's own CTEs, which no extension may depend on: they are the ledger's to change. */
const LEDGER_INTERNAL_CTES = ['seen', 'locked', 'moved', 'txn', 'entries', 'guard', 'record'];

type Fragment = keyof typeof BATCH_EXTENSION_SCOPE;
const FRAGMENTS: readonly Fragment[] = ['inputs', 'guard', 'record'];

declare const checked: unique symbol;

/** An extension whose fragments passed `batchExtension`'s checks; the only kind the ledger accepts. */
export interface BatchExtension {
  readonly inputs: string;
  readonly guard: string;
  readonly record: string;
  readonly params: readonly unknown[];
  /** The three fragments' text, one key per distinct statement. */
  readonly key: string;
  readonly [checked]: true;
}

export class MalformedBatchExtensionError extends Error {}

const EXTENSION_PLACEHOLDER = /\$E(\d+)\b/g;
const LEDGER_PLACEHOLDER = /\$(\d+)/g;
const NAME_READ = /\b(?:FROM|JOIN)\s+([a-z_][a-z0-9_]*)\b(?!\s*\()/gi;

/** Text without its string literals, quoted identifiers and comments, which may hold anything. */
const withoutLiterals = (sql: string) =>
  sql
    .replace(/'(?:[^']|'')*'/g, "''")
    .replace(/"(?:[^"]|"")*"/g, '""')
    .replace(/--[^\n]*/g, '')
    .replace(/\/\*[\s\S]*?\*\//g, '');

function fragmentProblems(fragment: Fragment, raw: string): { problems: string[]; placeholders: number[] } {
  const problems: string[] = [];
  const sql = withoutLiterals(raw);
  if (sql.trim() === '') problems.push(`${fragment} is empty`);
  if (sql.includes(';')) problems.push(`${fragment} holds a ';' (one statement only)`);
  let depth = 0;
  for (const char of sql) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (depth < 0) break;
  }
  if (depth !== 0) problems.push(`${fragment} has unbalanced parentheses`);
  const ledgerPlaceholders = [...sql.matchAll(LEDGER_PLACEHOLDER)].map((m) => m[0]);
  if (ledgerPlaceholders.length > 0)
    problems.push(`${fragment} uses the ledger's placeholders (${ledgerPlaceholders.join(', ')}); use $E1…`);
  const allowed = new Set<string>(BATCH_EXTENSION_SCOPE[fragment]);
  for (const match of sql.matchAll(NAME_READ)) {
    const name = match[1]!.toLowerCase();
    if (LEDGER_INTERNAL_CTES.includes(name) || (BATCH_EXTENSION_CTES.includes(name) && !allowed.has(name)))
      problems.push(`${fragment} reads '${name}'; it may read ${[...allowed].join(', ')} and tables`);
  }
  if (fragment === 'inputs' && !/\bord\b/i.test(sql)) problems.push('inputs has no ord column');
  if (fragment === 'guard' && !/^\s*select\s+(?:[a-z_][a-z0-9_]*\.)?ord\b/i.test(sql))
    problems.push('guard does not select ord first');
  if (fragment === 'record' && !/^\s*(?:insert|update|delete)\b/i.test(sql))
    problems.push('record is not a data-modifying statement');
  const placeholders = [...sql.matchAll(EXTENSION_PLACEHOLDER)].map((m) => Number(m[1]));
  return { problems, placeholders };
}

/** Highest placeholder per distinct text, or the problems found: the checks run once per text. */
const checkedTexts = new Map<string, { placeholders: number } | { problems: string[] }>();
const CHECKED_TEXTS_LIMIT = 1_000;

function check(parts: Record<Fragment, string>, key: string) {
  const known = checkedTexts.get(key);
  if (known) return known;
  const problems: string[] = [];
  const used = new Set<number>();
  for (const fragment of FRAGMENTS) {
    const found = fragmentProblems(fragment, parts[fragment]);
    problems.push(...found.problems);
    for (const n of found.placeholders) used.add(n);
  }
  const highest = used.size === 0 ? 0 : Math.max(...used);
  const missing = Array.from({ length: highest }, (_, i) => i + 1).filter((n) => !used.has(n));
  if (used.has(0)) problems.push('placeholders start at $E1');
  if (missing.length > 0) problems.push(`placeholders skip ${missing.map((n) => `$E${n}`).join(', ')}`);
  const result = problems.length > 0 ? { problems } : { placeholders: highest };
  if (checkedTexts.size >= CHECKED_TEXTS_LIMIT) checkedTexts.clear();
  checkedTexts.set(key, result);
  return result;
}

/**
 * The one way to build a batch extension: throws MalformedBatchExtensionError, naming every
 * problem, when the fragments break the contract above or the parameters do not match `$E1…$En`.
 */
export function batchExtension(parts: {
  inputs: string;
  guard: string;
  record: string;
  params: readonly unknown[];
}): BatchExtension {
  const key = `${parts.inputs}\u0000${parts.guard}\u0000${parts.record}`;
  const result = check(parts, key);
  if ('problems' in result)
    throw new MalformedBatchExtensionError(`malformed batch extension: ${result.problems.join('; ')}`);
  if (result.placeholders !== parts.params.length)
    throw new MalformedBatchExtensionError(
      `malformed batch extension: ${parts.params.length} parameter(s) for placeholders $E1…$E${result.placeholders}`,
    );
  return Object.freeze({
    inputs: parts.inputs,
    guard: parts.guard,
    record: parts.record,
    params: parts.params,
    key,
  }) as BatchExtension;
}

/** A fragment's `$E<n>` as the statement's own `$<offset + n>`, after the ledger's parameters. */
export const placeholdersAfter = (sql: string, offset: number) =>
  sql.replace(EXTENSION_PLACEHOLDER, (_m, n: string) => `$${offset + Number(n)}`);
