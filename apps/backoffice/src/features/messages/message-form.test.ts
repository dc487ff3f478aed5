import { describe, expect, it } from 'vitest';
import {
  composeOf,
  knownRecipientCount,
  listAccounts,
  messageProblems,
  newMessageDraft,
} from './message-form.ts';

describe('message composer form', () => {
  it('sends a list target as unique accounts, one per comma', () => {
    const draft = {
      targetKind: 'LIST' as const,
      targetValue: 'demo01, demo02\ndemo01;demo03 ',
      translations: [{ language: 'EN' as const, title: ' Hi ', bodyHtml: '<p>Hello</p>' }],
    };
    expect(composeOf(draft)).toEqual({
      target: { kind: 'LIST', value: 'demo01,demo02,demo03' },
      translations: [{ language: 'EN', title: 'Hi', bodyHtml: '<p>Hello</p>' }],
    });
    expect(knownRecipientCount(draft)).toBe(3);
    expect(messageProblems(composeOf(draft))).toEqual([]);
  });

  it('sends no value for everyone, and counts only what the form can know', () => {
    const draft = { ...newMessageDraft('TH'), targetKind: 'ALL' as const, targetValue: 'ignored' };
    expect(composeOf(draft).target).toEqual({ kind: 'ALL', value: '' });
    expect(knownRecipientCount(draft)).toBeNull();
    expect(knownRecipientCount({ ...draft, targetKind: 'MEMBER', targetValue: 'demo07' })).toBe(1);
  });

  it('names the missing target, title and body per language', () => {
    const draft = newMessageDraft('EN');
    draft.translations.push({ language: 'TH', title: 'สวัสดี', bodyHtml: '<p></p>' });
    expect(messageProblems(composeOf(draft)).sort()).toEqual([
      'EN.bodyHtml',
      'EN.title',
      'TH.bodyHtml',
      'target',
    ]);
    const vip = { ...draft, targetKind: 'VIP_LEVEL' as const, targetValue: 'gold' };
    expect(messageProblems(composeOf(vip))).toContain('target');
  });

  it('splits accounts on commas, spaces, semicolons and new lines', () => {
    expect(listAccounts(' a,b  c;\nd,,a ')).toEqual(['a', 'b', 'c', 'd']);
  });
});
