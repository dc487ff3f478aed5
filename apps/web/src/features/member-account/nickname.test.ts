import { describe, expect, it } from 'vitest';
import { nicknameProblem } from './nickname.ts';

describe('nickname bounds (NICKNAME_LIMITS: 2 to 20, trimmed)', () => {
  it('takes 2 to 20 characters', () => {
    expect(nicknameProblem('Jo')).toBeNull();
    expect(nicknameProblem('x'.repeat(20))).toBeNull();
    expect(nicknameProblem('  Lucky Ace  ')).toBeNull();
  });

  it('refuses too short and too long, counting the trimmed text', () => {
    expect(nicknameProblem(' J ')).toBe('tooShort');
    expect(nicknameProblem('')).toBe('tooShort');
    expect(nicknameProblem('x'.repeat(21))).toBe('tooLong');
  });

  it('knows an unchanged nickname', () => {
    expect(nicknameProblem('Ace ', 'Ace')).toBe('unchanged');
    expect(nicknameProblem('Ace', 'Acer')).toBeNull();
  });
});
