import { describe, expect, it } from 'vitest';
import { ownershipProblems, serverTree, tablesRead, tablesWritten } from './table-ownership.ts';

const repo = (path: string, header: string, sql: string) => ({
  path,
  text: `${header}\nexport const q = () => db.query(\`${sql}\`);\n`,
});

describe('table ownership', () => {
  it('reads writes and reads out of the SQL, not out of locks, upserts or CTEs', () => {
    const sql = `WITH moved AS (UPDATE withdrawals SET status = 'PAID' RETURNING id)
      INSERT INTO member_transfers (id) SELECT id FROM moved ON CONFLICT (id) DO UPDATE SET id = 1;
      SELECT * FROM members m JOIN ledger_accounts a ON a.member_id = m.id FOR UPDATE;
      SELECT * FROM unnest($1::text[])`;
    const text = `const s = \`${sql}\`;`;
    expect([...tablesWritten(text)].sort()).toEqual(['member_transfers', 'withdrawals']);
    expect([...tablesRead(text)].sort()).toEqual(['ledger_accounts', 'members']);
  });

  it('takes names defined as CTEs in the statement for what they are, not for tables', () => {
    const sql = `WITH input AS (SELECT * FROM unnest($1::text[]) WITH ORDINALITY AS i(code, ord)),
      guard AS MATERIALIZED (SELECT i.ord FROM input i JOIN members m ON m.username = i.code),
      totals (ord, n) AS NOT MATERIALIZED (SELECT ord, 1 FROM guard)
      SELECT * FROM totals t JOIN guard g ON g.ord = t.ord`;
    expect([...tablesRead(`const s = \`${sql}\`;`)]).toEqual(['members']);
  });

  it('takes the ledger batch statement’s CTE names in fragments handed to batchExtension for CTEs', () => {
    const fragments = `const guard = \`SELECT x.ord FROM ext x JOIN input i ON i.ord = x.ord JOIN members m ON m.id = i.member_id\`;
      const record = \`INSERT INTO seamless_transactions (id) SELECT p.transaction_id FROM posted p JOIN ext x ON x.ord = p.ord\`;`;
    expect(
      [...tablesRead(`${fragments}\nreturn batchExtension({ inputs, guard, record, params });`)].sort(),
    ).toEqual(['members']);
    // The same fragments anywhere else read tables of those names, which do not exist.
    expect([...tablesRead(fragments)].sort()).toEqual(['ext', 'input', 'members', 'posted']);
  });

  it('accepts modules that write only their own tables and declare what they read', () => {
    const files = [
      repo('identity/identity.repository.ts', '// Owns tables: members.', 'UPDATE members SET x = 1'),
      repo(
        'cashier/withdrawals/withdrawals.repository.ts',
        '// Owns tables: withdrawals.\n// Reads tables: members.',
        'INSERT INTO withdrawals (id) SELECT id FROM members',
      ),
    ];
    expect(
      ownershipProblems(files, ['CREATE TABLE members (id int); CREATE TABLE withdrawals (id int);']),
    ).toEqual([]);
  });

  it('fails on a write to another module’s table, an undeclared read, SQL outside a repository and an orphan table', () => {
    const files = [
      repo('identity/identity.repository.ts', '// Owns tables: members.', 'SELECT 1 FROM members'),
      repo(
        'cashier/withdrawals/withdrawals.repository.ts',
        '// Owns tables: withdrawals.',
        'UPDATE members SET payment_password_hash = $2; SELECT * FROM members',
      ),
      { path: 'cashier/withdrawals/withdrawals.service.ts', text: 'db.query(`SELECT * FROM withdrawals`)' },
      { path: 'games/games.repository.ts', text: 'db.query(`INSERT INTO games (id) VALUES (1)`)' },
    ];
    expect(ownershipProblems(files, ['CREATE TABLE IF NOT EXISTS bonuses (id int);'])).toEqual([
      'games/games.repository.ts: declare the tables it owns ("// Owns tables: …") and reads.',
      "cashier/withdrawals/withdrawals.repository.ts: writes 'members', owned by 'identity'; ask its owner's service instead.",
      "cashier/withdrawals/withdrawals.repository.ts: reads 'members' (identity) without declaring it.",
      'cashier/withdrawals/withdrawals.service.ts: SQL belongs in a repository.',
      "games/games.repository.ts: writes 'games', owned by no module; ask its owner's service instead.",
      'bonuses: created by a migration but owned by no module.',
    ]);
  });

  it('fails when two modules claim one table', () => {
    const files = [
      repo('games/games.repository.ts', '// Owns tables: game_vendors.', 'SELECT 1'),
      repo('seamless/seamless.repository.ts', '// Owns tables: game_vendors.', 'SELECT 1'),
    ];
    expect(ownershipProblems(files, [])).toEqual(["game_vendors: claimed by both 'games' and 'seamless'."]);
  });

  it('holds for the server as it is', () => {
    const { files, migrations } = serverTree();
    expect(ownershipProblems(files, migrations)).toEqual([]);
  });
});
