import { describe, expect, it } from 'vitest';
import { draftOf, emptyDraft, initials, modelProblems, modelWrite, portraitArt } from './model-draft.ts';

describe('live model draft', () => {
  it('needs a name, bounds the texts and takes a whole sort order', () => {
    expect(modelProblems(emptyDraft())).toEqual({ name: 'required' });
    expect(modelProblems({ ...emptyDraft(), name: 'Mali' })).toEqual({});
    expect(
      modelProblems({ ...emptyDraft(), name: 'x'.repeat(41), tagline: 'y'.repeat(121), sortOrder: '1.5' }),
    ).toEqual({ name: 'tooLong', tagline: 'tooLong', sortOrder: 'notWhole' });
    expect(modelProblems({ ...emptyDraft(), name: 'Mali', sortOrder: '10001' })).toEqual({
      sortOrder: 'tooLong',
    });
  });

  it('sends trimmed texts and a number', () => {
    expect(
      modelWrite({ name: ' Mali ', tagline: ' Hi ', avatarUrl: null, online: true, sortOrder: ' 5 ' }),
    ).toEqual({ name: 'Mali', tagline: 'Hi', avatarUrl: null, online: true, sortOrder: 5 });
  });

  it('starts from a model, with the default place when the list does not say it', () => {
    const model = { name: 'Mali', tagline: '', avatarUrl: null, online: false };
    expect(draftOf(model).sortOrder).toBe('100');
    expect(draftOf({ ...model, sortOrder: 3 }).sortOrder).toBe('3');
  });

  it('draws initials from up to two words', () => {
    expect(initials('mali rose thai')).toBe('MR');
    expect(initials('Ploy')).toBe('P');
    expect(initials('  ')).toBe('');
  });
});

describe('artworks for a portrait', () => {
  it('keeps each theme without its language variants', () => {
    const names = ['live', 'live-en', 'live-th', 'live-cn', 'slots', 'slots-ko', 'big-win'];
    expect(portraitArt(names.map((name) => ({ name }))).map((a) => a.name)).toEqual([
      'live',
      'slots',
      'big-win',
    ]);
  });
});
