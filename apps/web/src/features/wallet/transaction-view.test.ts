import { describe, expect, it } from 'vitest';
import { amountDirection, shortReference } from './transaction-view.ts';

describe('account record amounts', () => {
  it('tells credits from debits', () => {
    expect(amountDirection('100.00')).toBe('in');
    expect(amountDirection('-100.00')).toBe('out');
    expect(amountDirection('0.00')).toBe('zero');
    expect(amountDirection('-0.00')).toBe('zero');
    expect(amountDirection('0')).toBe('zero');
    expect(amountDirection('0.01')).toBe('in');
  });
});

describe('references', () => {
  it('shortens id references and keeps plain ones', () => {
    expect(shortReference('withdrawal:5f4e511e-3bb1-49ff-b667-aa64dacc626c')).toBe('5F4E511E');
    expect(shortReference('deposit:253b550b40ea4a65b2b77ec6c0e413e9')).toBe('253B550B');
    expect(shortReference('demo-seed')).toBe('demo-seed');
    expect(shortReference(null)).toBeNull();
  });
});
