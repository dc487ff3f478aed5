import type { TOutboxMessage } from '@platform/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../../platform/cache/memory-store.ts';
import type { Database } from '../../../platform/db/database.ts';
import { createTestClock } from '../../../../test/test-app.ts';
import type { OperatorsService } from '../../operators/index.ts';
import { createMessagingModule } from '../index.ts';
import type { MessagingRepository, OutboxInsert } from '../messaging.repository.ts';
import {
  createDevDeliverySink,
  createOutboxProvider,
  maskSecrets,
  SECRET_MASK,
  type OutgoingMessage,
} from '../messaging.service.ts';

/** The outbox table as a list: what the provider stores is exactly what operators can ever read. */
function fakeRepository() {
  const stored: OutboxInsert[] = [];
  const repository = {
    insert: async (message: OutboxInsert) => {
      stored.push(message);
    },
    page: async () => ({ list: [], total: 0 }),
  } satisfies MessagingRepository;
  return { repository, stored };
}

describe('maskSecrets', () => {
  it('masks every occurrence of every secret and leaves the rest', () => {
    expect(maskSecrets('Code 493817. Again: 493817. Password Xy7', ['493817', 'Xy7'])).toBe(
      `Code ${SECRET_MASK}. Again: ${SECRET_MASK}. Password ${SECRET_MASK}`,
    );
  });

  it('leaves the text alone without secrets, and ignores empty ones', () => {
    expect(maskSecrets('Welcome to Royal')).toBe('Welcome to Royal');
    expect(maskSecrets('Welcome to Royal', [''])).toBe('Welcome to Royal');
  });

  it('never lets a secret through, whatever the text around it', () => {
    const word = fc.string({
      unit: fc.constantFrom(...'abcdefXYZ0123456789 .:'),
      minLength: 0,
      maxLength: 30,
    });
    const secret = fc.string({ unit: fc.constantFrom(...'abcXYZ0123456789'), minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 5 }),
        fc.array(secret, { minLength: 1, maxLength: 3 }),
        (words, secrets) => {
          const text = words.flatMap((w, i) => [w, secrets[i % secrets.length]!]).join('');
          const masked = maskSecrets(text, secrets);
          for (const s of secrets) expect(masked).not.toContain(s);
        },
      ),
    );
  });
});

describe('the outbox provider', () => {
  const sms: OutgoingMessage = {
    merchantCode: 'ROYAL',
    channel: 'SMS',
    recipient: '+66810000001',
    body: 'Your verification code is 493817. It expires in 5 minutes.',
    secrets: ['493817'],
  };

  it('stores what is sent with its secrets masked, body and subject', async () => {
    const { repository, stored } = fakeRepository();
    const provider = createOutboxProvider(repository, createTestClock(), null);
    await provider.send(sms);
    await provider.send({
      merchantCode: 'LOTUS',
      channel: 'EMAIL',
      recipient: 'demo07@example.com',
      subject: 'Your temporary password Tmp12345abcd',
      body: 'Your temporary password is Tmp12345abcd. Change it after logging in.',
      secrets: ['Tmp12345abcd'],
    });
    expect(stored).toEqual([
      {
        id: expect.any(String),
        merchantCode: 'ROYAL',
        channel: 'SMS',
        recipient: '+66810000001',
        subject: null,
        body: `Your verification code is ${SECRET_MASK}. It expires in 5 minutes.`,
      },
      {
        id: expect.any(String),
        merchantCode: 'LOTUS',
        channel: 'EMAIL',
        recipient: 'demo07@example.com',
        subject: `Your temporary password ${SECRET_MASK}`,
        body: `Your temporary password is ${SECRET_MASK}. Change it after logging in.`,
      },
    ]);
    expect(stored[0]!.id).not.toBe(stored[1]!.id);
  });

  it('stores a message without secrets as it is', async () => {
    const { repository, stored } = fakeRepository();
    await createOutboxProvider(repository, createTestClock(), null).send({
      ...sms,
      body: 'Welcome',
      secrets: [],
    });
    expect(stored[0]!.body).toBe('Welcome');
  });

  it('hands the dev sink the message as sent, under the stored id, at the clock’s time', async () => {
    const clock = createTestClock(Date.UTC(2026, 10, 25, 9, 0, 0));
    const { repository, stored } = fakeRepository();
    const delivered: TOutboxMessage[] = [];
    const provider = createOutboxProvider(repository, clock, {
      deliver: async (m) => {
        delivered.push(m);
      },
      latestTo: async () => [],
    });
    await provider.send(sms);
    expect(delivered).toEqual([
      {
        id: stored[0]!.id,
        merchantCode: 'ROYAL',
        channel: 'SMS',
        recipient: '+66810000001',
        subject: null,
        body: 'Your verification code is 493817. It expires in 5 minutes.',
        createdAt: '2026-11-25T09:00:00.000Z',
      },
    ]);
  });

  it('delivers nothing to the dev sink when the store fails: the outbox row comes first', async () => {
    const delivered: TOutboxMessage[] = [];
    const provider = createOutboxProvider(
      {
        insert: async () => {
          throw new Error('database down');
        },
        page: async () => ({ list: [], total: 0 }),
      },
      createTestClock(),
      { deliver: async (m) => void delivered.push(m), latestTo: async () => [] },
    );
    await expect(provider.send(sms)).rejects.toThrow('database down');
    expect(delivered).toEqual([]);
  });
});

describe('the dev delivery sink', () => {
  const message = (recipient: string, n: number): TOutboxMessage => ({
    id: `m${n}`,
    merchantCode: 'ROYAL',
    channel: 'SMS',
    recipient,
    subject: null,
    body: `code ${n}`,
    createdAt: new Date(n * 1000).toISOString(),
  });

  it('keeps the latest ten per recipient, newest first, whatever the case of the address', async () => {
    const sink = createDevDeliverySink(createMemoryStore(createTestClock()));
    for (let n = 1; n <= 12; n++)
      await sink.deliver(message(n % 2 ? 'Demo07@Example.com' : 'demo07@example.com', n));
    await sink.deliver(message('+66810000001', 99));
    const latest = await sink.latestTo('DEMO07@example.com', 20);
    expect(latest.map((m) => m.id)).toEqual(['m12', 'm11', 'm10', 'm9', 'm8', 'm7', 'm6', 'm5', 'm4', 'm3']);
    expect((await sink.latestTo('demo07@example.com', 2)).map((m) => m.id)).toEqual(['m12', 'm11']);
    expect((await sink.latestTo('+66810000001', 10)).map((m) => m.body)).toEqual(['code 99']);
    expect(await sink.latestTo('+66819999999', 10)).toEqual([]);
  });

  it('forgets what it holds after a day', async () => {
    const clock = createTestClock();
    const sink = createDevDeliverySink(createMemoryStore(clock));
    await sink.deliver(message('+66810000001', 1));
    clock.advance(24 * 60 * 60_000 - 1_000);
    expect(await sink.latestTo('+66810000001', 10)).toHaveLength(1);
    clock.advance(2_000);
    expect(await sink.latestTo('+66810000001', 10)).toEqual([]);
  });

  it('exists only in demo mode: outside it the module has no dev sink and no dev route', () => {
    const deps = {
      db: {} as Database,
      store: createMemoryStore(),
      clock: createTestClock(),
      operators: {} as OperatorsService,
    };
    expect(createMessagingModule({ ...deps, demo: false }).devRoutes).toBeNull();
    expect(createMessagingModule({ ...deps, demo: true }).devRoutes).not.toBeNull();
  });
});
