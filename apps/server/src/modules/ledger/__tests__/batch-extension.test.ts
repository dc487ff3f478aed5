import { describe, expect, it } from 'vitest';
import { batchExtension, MalformedBatchExtensionError, placeholdersAfter } from '../batch-extension.ts';

/** A well-formed extension: a caller's rows, a guard on them and a record of what was posted. */
const good = {
  inputs: `SELECT * FROM unnest($E1::text[], $E2::bigint[]) WITH ORDINALITY AS x(code, amount, ord)`,
  guard: `SELECT x.ord FROM ext x JOIN input i ON i.ord = x.ord JOIN members m ON m.id = i.member_id
           WHERE m.status = 'ACTIVE'`,
  record: `INSERT INTO notes (code, transaction_id) SELECT x.code, p.transaction_id
             FROM posted p JOIN ext x ON x.ord = p.ord`,
  params: [['a'], ['1']],
};

const problemOf = (parts: Partial<typeof good>) => {
  try {
    batchExtension({ ...good, ...parts });
  } catch (error) {
    expect(error).toBeInstanceOf(MalformedBatchExtensionError);
    return (error as Error).message;
  }
  throw new Error('accepted a malformed extension');
};

describe('batchExtension: the contract of the fragments spliced into the batch posting', () => {
  it('accepts a well-formed extension and keys it by its text', () => {
    const extension = batchExtension(good);
    expect(extension.params).toEqual(good.params);
    expect(extension.key).toBe(batchExtension({ ...good, params: [['b'], ['2']] }).key);
    expect(Object.isFrozen(extension)).toBe(true);
  });

  it('accepts the documented names in literals and comments of any fragment', () => {
    expect(() =>
      batchExtension({
        ...good,
        guard: `SELECT x.ord FROM ext x WHERE x.code <> 'FROM moved' -- JOIN txn
                AND x.code <> '$1'`,
      }),
    ).not.toThrow();
  });

  it('refuses parameters that do not match the placeholders $E1…$En', () => {
    expect(problemOf({ params: [['a']] })).toMatch(/1 parameter\(s\) for placeholders \$E1…\$E2/);
    expect(problemOf({ params: [['a'], ['1'], ['extra']] })).toMatch(/3 parameter\(s\)/);
    expect(
      problemOf({
        inputs: `SELECT * FROM unnest($E1::text[], $E3::bigint[]) WITH ORDINALITY AS x(code, amount, ord)`,
      }),
    ).toMatch(/skip \$E2/);
    expect(problemOf({ inputs: `SELECT * FROM unnest($E0::text[]) WITH ORDINALITY AS x(c, ord)` })).toMatch(
      /start at \$E1/,
    );
  });

  it("refuses the ledger's own placeholders", () => {
    expect(problemOf({ guard: `SELECT x.ord FROM ext x WHERE x.code = $1` })).toMatch(
      /guard uses the ledger's placeholders \(\$1\)/,
    );
  });

  it('refuses a name outside the documented CTEs, or one the fragment cannot see yet', () => {
    expect(problemOf({ guard: `SELECT x.ord FROM ext x JOIN moved m ON m.id = x.ord` })).toMatch(
      /guard reads 'moved'; it may read input, ext and tables/,
    );
    expect(problemOf({ guard: `SELECT x.ord FROM ext x JOIN posted p ON p.ord = x.ord` })).toMatch(
      /guard reads 'posted'/,
    );
    expect(
      problemOf({
        inputs: `SELECT x.*, 1 AS ord FROM ext x`,
      }),
    ).toMatch(/inputs reads 'ext'/);
    expect(
      problemOf({ record: `INSERT INTO notes (n) SELECT e.id FROM entries e JOIN ext x ON true` }),
    ).toMatch(/record reads 'entries'/);
  });

  it('refuses anything that could leave the parentheses it is spliced into', () => {
    expect(problemOf({ guard: `SELECT x.ord FROM ext x), evil AS (SELECT 1` })).toMatch(
      /unbalanced parentheses/,
    );
    expect(problemOf({ record: `INSERT INTO notes (n) SELECT 1 FROM ext; DROP TABLE members` })).toMatch(
      /record holds a ';'/,
    );
  });

  it('refuses fragments that miss their shape: no ord, a guard not on ord, a record that writes nothing', () => {
    expect(problemOf({ inputs: `SELECT * FROM unnest($E1::text[], $E2::bigint[]) AS x(code, n)` })).toMatch(
      /inputs has no ord column/,
    );
    expect(problemOf({ guard: `SELECT x.code FROM ext x` })).toMatch(/guard does not select ord first/);
    expect(problemOf({ record: `SELECT p.ord FROM posted p JOIN ext x ON x.ord = p.ord` })).toMatch(
      /record is not a data-modifying statement/,
    );
    expect(problemOf({ record: '  ' })).toMatch(/record is empty/);
  });

  it('names every problem at once', () => {
    const message = problemOf({ guard: `SELECT x.code FROM ext x JOIN txn t ON true WHERE $2 > 0` });
    expect(message).toMatch(/placeholders/);
    expect(message).toMatch(/reads 'txn'/);
    expect(message).toMatch(/does not select ord first/);
  });

  it("renumbers a fragment's placeholders after the ledger's parameters", () => {
    expect(placeholdersAfter('$E1 $E2 $E10 $E1', 9)).toBe('$10 $11 $19 $10');
  });
});
