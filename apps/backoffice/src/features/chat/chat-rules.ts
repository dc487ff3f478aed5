import { CHAT_LIMITS, CHAT_LOBBY } from '@platform/contracts';

/** The longest word the server's filter keeps (ZChatSettings). */
export const WORD_MAX_CHARS = 40;

export interface WordsAdded {
  words: string[];
  /** Typed words left out: already there (case-insensitively), too long, or past the list's limit. */
  duplicate: string[];
  tooLong: string[];
  overLimit: string[];
}

/**
 * Adds what the operator typed to the word filter: several words at once, separated by commas or
 * new lines, trimmed; the filter ignores case, so a word already there in any case is not added twice.
 */
export function addWords(
  current: readonly string[],
  typed: string,
  max: number = CHAT_LIMITS.maxWordFilter,
): WordsAdded {
  const words = [...current];
  const seen = new Set(current.map((w) => w.toLocaleLowerCase()));
  const result: WordsAdded = { words, duplicate: [], tooLong: [], overLimit: [] };
  for (const raw of typed.split(/[,\n，、]/)) {
    const word = raw.trim().replace(/\s+/g, ' ');
    if (!word) continue;
    const key = word.toLocaleLowerCase();
    if (seen.has(key)) result.duplicate.push(word);
    else if (word.length > WORD_MAX_CHARS) result.tooLong.push(word);
    else if (words.length >= max) result.overLimit.push(word);
    else {
      words.push(word);
      seen.add(key);
    }
  }
  return result;
}

export const removeWord = (current: readonly string[], word: string) => current.filter((w) => w !== word);

/** Slow mode is whole seconds from 0 (off) to the limit; answers why a typed value is not, or null. */
export function slowModeProblem(typed: string): 'notWhole' | 'tooLong' | null {
  if (!/^\d+$/.test(typed.trim())) return 'notWhole';
  return Number(typed) > CHAT_LIMITS.maxSlowModeSeconds ? 'tooLong' : null;
}

/** The preset lengths of a mute, in minutes: 10 minutes, an hour, a day, a week. */
export const MUTE_PRESETS_MINUTES = [10, 60, 24 * 60, 7 * 24 * 60] as const;
/** ZChatMute's upper bound: a year. */
export const MUTE_MAX_MINUTES = 60 * 24 * 365;

/** A custom mute length typed in minutes: a whole number from 1 to a year, else why not. */
export function muteMinutesProblem(typed: string): 'notWhole' | 'tooLong' | null {
  const text = typed.trim();
  if (!/^\d+$/.test(text) || Number(text) < 1) return 'notWhole';
  return Number(text) > MUTE_MAX_MINUTES ? 'tooLong' : null;
}

/** A length in minutes as its largest whole unit, for a label ("1 day", "90 minutes"). */
export function durationParts(minutes: number): { unit: 'days' | 'hours' | 'minutes'; count: number } {
  if (minutes >= 1440 && minutes % 1440 === 0) return { unit: 'days', count: minutes / 1440 };
  if (minutes >= 60 && minutes % 60 === 0) return { unit: 'hours', count: minutes / 60 };
  return { unit: 'minutes', count: minutes };
}

/** A chat room's live model id, or null for the lobby (rooms are `lobby` or `model-<id>`). */
export function roomModelId(room: string): string | null {
  if (room === CHAT_LOBBY) return null;
  return room.startsWith('model-') ? room.slice('model-'.length) : null;
}
