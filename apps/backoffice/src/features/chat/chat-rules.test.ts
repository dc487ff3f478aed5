import { describe, expect, it } from 'vitest';
import {
  addWords,
  durationParts,
  muteMinutesProblem,
  removeWord,
  roomModelId,
  slowModeProblem,
  WORD_MAX_CHARS,
} from './chat-rules.ts';

describe('word filter editing', () => {
  it('adds several words at once, trimmed, in the order typed', () => {
    expect(addWords(['scam'], ' spam, cheat \n bonus abuse ,').words).toEqual([
      'scam',
      'spam',
      'cheat',
      'bonus abuse',
    ]);
  });

  it('skips a word already there in any case, and one typed twice', () => {
    const result = addWords(['Scam'], 'scam, spam, SPAM');
    expect(result.words).toEqual(['Scam', 'spam']);
    expect(result.duplicate).toEqual(['scam', 'SPAM']);
  });

  it('refuses words over the length and past the list limit', () => {
    const long = 'x'.repeat(WORD_MAX_CHARS + 1);
    const result = addWords(['a', 'b'], `${long}, c, d`, 3);
    expect(result.words).toEqual(['a', 'b', 'c']);
    expect(result.tooLong).toEqual([long]);
    expect(result.overLimit).toEqual(['d']);
  });

  it('removes one word exactly', () => {
    expect(removeWord(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
});

describe('chat numbers', () => {
  it('takes slow mode as whole seconds up to the limit', () => {
    expect(slowModeProblem('0')).toBeNull();
    expect(slowModeProblem('600')).toBeNull();
    expect(slowModeProblem('601')).toBe('tooLong');
    expect(slowModeProblem('1.5')).toBe('notWhole');
    expect(slowModeProblem('')).toBe('notWhole');
  });

  it('takes a custom mute from a minute to a year', () => {
    expect(muteMinutesProblem('1')).toBeNull();
    expect(muteMinutesProblem('0')).toBe('notWhole');
    expect(muteMinutesProblem('-5')).toBe('notWhole');
    expect(muteMinutesProblem(String(60 * 24 * 365))).toBeNull();
    expect(muteMinutesProblem(String(60 * 24 * 365 + 1))).toBe('tooLong');
  });

  it('names a length by its largest whole unit', () => {
    expect(durationParts(10)).toEqual({ unit: 'minutes', count: 10 });
    expect(durationParts(90)).toEqual({ unit: 'minutes', count: 90 });
    expect(durationParts(120)).toEqual({ unit: 'hours', count: 2 });
    expect(durationParts(10080)).toEqual({ unit: 'days', count: 7 });
  });

  it('finds the model of a room', () => {
    expect(roomModelId('lobby')).toBeNull();
    expect(roomModelId('model-0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(
      '0f8fad5b-d9cb-469f-a165-70867728950e',
    );
  });
});
