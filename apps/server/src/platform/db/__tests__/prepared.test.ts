import { describe, expect, it } from 'vitest';
import { prepared, toQueryConfig } from '../database.ts';

describe('prepared statements', () => {
  it('gives the same SQL the same name and different SQL different names', () => {
    const a = prepared('SELECT 1 WHERE $1::int = 1');
    expect(prepared('SELECT 1 WHERE $1::int = 1')).toBe(a);
    expect(a.name).toMatch(/^p_[0-9a-f]{20}$/);
    expect(prepared('SELECT 2 WHERE $1::int = 1').name).not.toBe(a.name);
  });

  it('sends a fresh config per call, so one call never sees another call’s values', () => {
    const statement = prepared('SELECT $1::text');
    const first = toQueryConfig(statement, ['a']);
    const second = toQueryConfig(statement, ['b']);
    expect(first).toEqual({ name: statement.name, text: 'SELECT $1::text', values: ['a'] });
    expect(second.values).toEqual(['b']);
    expect(first).not.toBe(second);
    expect(toQueryConfig('SELECT 1')).toEqual({ text: 'SELECT 1', values: undefined });
  });
});
