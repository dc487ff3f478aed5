import type { TOutboxMessage } from '@platform/contracts';
import type { KeyValueStore } from '../../platform/cache/key-value-store.ts';
import type { Clock } from '../../platform/clock.ts';
import { newId } from '../../platform/ids.ts';
import type { MessagingRepository } from './messaging.repository.ts';

export interface OutgoingMessage {
  merchantCode: string;
  channel: 'SMS' | 'EMAIL';
  /** E.164 mobile number ("+66812345678") or an e-mail address. */
  recipient: string;
  subject?: string;
  body: string;
  /**
   * Values in the body that prove who someone is (a verification code, a temporary password). They go
   * to the recipient only: the stored copy operators read has each one masked.
   */
  secrets?: readonly string[];
}

/** Where messages leave the platform. Real SMS and e-mail adapters implement the same interface. */
export interface MessageProvider {
  send(message: OutgoingMessage): Promise<void>;
}

/** What a masked value reads as in the outbox. */
export const SECRET_MASK = '••••••';

export function maskSecrets(text: string, secrets: readonly string[] = []): string {
  return secrets.filter((s) => s.length > 0).reduce((masked, s) => masked.split(s).join(SECRET_MASK), text);
}

/**
 * Demo mode's stand-in for the phone and the mailbox (`GET /api/dev/outbox`): the latest messages per
 * recipient, as delivered, in the key-value store (shared by every node under Redis) for a day. It
 * exists only in demo mode; the outbox table never holds what it holds.
 */
export interface DevDeliverySink {
  deliver(message: TOutboxMessage): Promise<void>;
  latestTo(recipient: string, limit: number): Promise<TOutboxMessage[]>;
}

const DEV_SINK_KEPT = 10;
const DEV_SINK_TTL_MS = 24 * 60 * 60_000;

export function createDevDeliverySink(store: KeyValueStore): DevDeliverySink {
  const key = (recipient: string) => `dev-outbox:${recipient.toLowerCase()}`;
  const read = async (recipient: string): Promise<TOutboxMessage[]> => {
    const raw = await store.get(key(recipient));
    return raw ? (JSON.parse(raw) as TOutboxMessage[]) : [];
  };
  return {
    async deliver(message) {
      const kept = [message, ...(await read(message.recipient))].slice(0, DEV_SINK_KEPT);
      await store.set(key(message.recipient), JSON.stringify(kept), DEV_SINK_TTL_MS);
    },
    async latestTo(recipient, limit) {
      return (await read(recipient)).slice(0, limit);
    },
  };
}

/**
 * The default provider: every message is stored with its secrets masked and shown in the back office;
 * in demo mode the message as sent also reaches the dev sink.
 */
export function createOutboxProvider(
  repository: MessagingRepository,
  clock: Clock,
  devSink: DevDeliverySink | null,
): MessageProvider {
  return {
    async send(message) {
      const id = newId();
      await repository.insert({
        id,
        merchantCode: message.merchantCode,
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject === undefined ? null : maskSecrets(message.subject, message.secrets),
        body: maskSecrets(message.body, message.secrets),
      });
      await devSink?.deliver({
        id,
        merchantCode: message.merchantCode,
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject ?? null,
        body: message.body,
        createdAt: clock.now().toISOString(),
      });
    },
  };
}
