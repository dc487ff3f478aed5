import type { TContentItemAdmin } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { draftOf, fieldProblems, newDraft, serverFieldKeys, writeOf } from './content-form.ts';

const ZONE = 'Asia/Bangkok';
const ART = '/api/wps/media/content/art-live-en.svg';

describe('content form ↔ ZContentWrite', () => {
  it('sends a banner with its group, link, images and the schedule as UTC instants', () => {
    const draft = {
      ...newDraft('BANNER', 'EN'),
      status: 'PUBLISHED' as const,
      linkKind: 'PAGE' as const,
      linkValue: ' /promotions ',
      startsAt: '2026-12-01T09:00',
      endsAt: '2026-12-31T23:59',
      sortOrder: '5',
      translations: [
        {
          language: 'EN' as const,
          title: ' Live ',
          bodyHtml: '<p>x</p>',
          imageUrl: ART,
          mobileImageUrl: null,
        },
      ],
    };
    const body = writeOf(draft, ZONE);
    expect(body).toEqual({
      kind: 'BANNER',
      status: 'PUBLISHED',
      bannerGroup: 'w_home',
      helpCategory: null,
      audience: 'ALL',
      promotionType: null,
      link: { kind: 'PAGE', value: '/promotions' },
      startsAt: '2026-12-01T02:00:00.000Z',
      endsAt: '2026-12-31T16:59:00.000Z',
      sortOrder: 5,
      // A banner has no body: the editor's leftovers are not sent.
      translations: [{ language: 'EN', title: 'Live', bodyHtml: '', imageUrl: ART, mobileImageUrl: null }],
    });
    expect(fieldProblems(body)).toEqual([]);
  });

  it('keeps only what a kind uses: a help article has a category and a body, no image or link', () => {
    const draft = {
      ...newDraft('HELP', 'TH'),
      audience: 'MEMBERS' as const,
      linkKind: 'URL' as const,
      linkValue: 'https://x.test',
      translations: [
        { language: 'TH' as const, title: 'FAQ', bodyHtml: '<p>Hi</p>', imageUrl: ART, mobileImageUrl: ART },
      ],
    };
    const body = writeOf(draft, ZONE);
    expect(body.helpCategory).toBe('faq');
    expect(body.audience).toBe('ALL');
    expect(body.link).toEqual({ kind: 'NONE', value: '' });
    expect(body.translations[0]).toEqual({
      language: 'TH',
      title: 'FAQ',
      bodyHtml: '<p>Hi</p>',
      imageUrl: null,
      mobileImageUrl: null,
    });
  });

  it('sends an empty editor document as no body', () => {
    const draft = newDraft('ANNOUNCEMENT', 'EN');
    draft.translations[0]!.title = 'News';
    draft.translations[0]!.bodyHtml = '<p></p>';
    expect(writeOf(draft, ZONE).translations[0]!.bodyHtml).toBe('');
  });

  it('reads a stored item back into the same form on the merchant clock', () => {
    const item: TContentItemAdmin = {
      id: '7',
      merchantCode: 'ROYAL',
      kind: 'POPUP',
      status: 'PUBLISHED',
      bannerGroup: null,
      helpCategory: null,
      audience: 'MEMBERS',
      promotionType: null,
      link: { kind: 'PROMOTION', value: '12' },
      startsAt: '2026-12-01T02:00:00.000Z',
      endsAt: null,
      sortOrder: 3,
      version: 2,
      translations: [
        { language: 'EN', title: 'Hi', bodyHtml: '<p>Hi</p>', imageUrl: null, mobileImageUrl: null },
      ],
      live: true,
      updatedAt: '2026-11-27T00:00:00.000Z',
      updatedBy: 'admin',
    };
    const draft = draftOf(item, ZONE);
    expect(draft.startsAt).toBe('2026-12-01T09:00');
    expect(draft.endsAt).toBe('');
    expect(draft.sortOrder).toBe('3');
    const body = writeOf(draft, ZONE);
    expect(body.startsAt).toBe(item.startsAt);
    expect(body.link).toEqual(item.link);
    expect(body.audience).toBe('MEMBERS');
  });

  it('names the fields the contract refuses, a translation by its language', () => {
    const draft = { ...newDraft('BANNER', 'EN'), bannerGroup: '' as const, sortOrder: 'x' };
    draft.translations.push({
      language: 'TH',
      title: 'ok',
      bodyHtml: '',
      imageUrl: ART,
      mobileImageUrl: null,
    });
    draft.startsAt = '2026-12-02T00:00';
    draft.endsAt = '2026-12-01T00:00';
    const problems = fieldProblems(writeOf(draft, ZONE));
    expect(problems).toEqual(
      expect.arrayContaining(['EN.title', 'EN.imageUrl', 'bannerGroup', 'sortOrder', 'endsAt']),
    );
    expect(problems).not.toContain('TH.title');
  });

  it('reads the field paths out of the server’s validation message in either console language', () => {
    const languages = ['TH', 'EN'] as const;
    expect(serverFieldKeys('Some fields are invalid: translations.1.title, endsAt', languages)).toEqual([
      'EN.title',
      'endsAt',
    ]);
    expect(serverFieldKeys('部分字段无效：link.value, translations.0.imageUrl', languages)).toEqual([
      'link.value',
      'TH.imageUrl',
    ]);
  });
});
