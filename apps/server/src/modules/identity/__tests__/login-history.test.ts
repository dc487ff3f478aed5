import { describe, expect, it } from 'vitest';
import { createLoginHistory, unsuccessfulLoginEntry } from '../login-history.ts';

const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

describe('login history of attempts that opened no session', () => {
  it('keeps the member, the IP, the readable device and the result', () => {
    expect(
      unsuccessfulLoginEntry(
        'ROYAL',
        { id: 'm-1', username: 'demo01' },
        { ip: '203.0.113.9', userAgent: chrome },
        'LOCKED',
      ),
    ).toEqual({
      merchantCode: 'ROYAL',
      memberId: 'm-1',
      username: 'demo01',
      ip: '203.0.113.9',
      device: 'Chrome 140 · Linux',
      result: 'LOCKED',
    });
  });

  it('keeps the name that was tried when it matched nobody, and an empty device without a user agent', () => {
    const entry = unsuccessfulLoginEntry(
      'ROYAL',
      { id: null, username: 'nobody' },
      { ip: '203.0.113.9', userAgent: '' },
      'BAD_CREDENTIALS',
    );
    expect(entry).toMatchObject({
      memberId: null,
      username: 'nobody',
      device: '',
      result: 'BAD_CREDENTIALS',
    });
  });

  it('records the entry through the repository', async () => {
    const recorded: unknown[] = [];
    const history = createLoginHistory({ recordLogin: async (entry) => void recorded.push(entry) });
    await history.recordUnsuccessful(
      'LOTUS',
      { id: 'm-2', username: 'demo02' },
      { ip: '198.51.100.4', userAgent: chrome },
      'NEW_IP_CHALLENGED',
    );
    expect(recorded).toEqual([
      expect.objectContaining({ merchantCode: 'LOTUS', memberId: 'm-2', result: 'NEW_IP_CHALLENGED' }),
    ]);
  });
});
