import { newId } from '../../platform/ids.ts';
import type { MessagingRepository } from './messaging.repository.ts';

export interface OutgoingMessage {
  merchantCode: string;
  channel: 'SMS' | 'EMAIL';
  /** E.164 mobile number ("+66812345678") or an e-mail address. */
  recipient: string;
  subject?: string;
  body: string;
}

/** Where messages leave the platform. Real SMS and e-mail adapters implement the same interface. */
export interface MessageProvider {
  send(message: OutgoingMessage): Promise<void>;
}

/** The default provider: every message is stored, shown in the back office and (DEV_OUTBOX=1) to tests. */
export function createOutboxProvider(repository: MessagingRepository): MessageProvider {
  return {
    async send(message) {
      await repository.insert({
        id: newId(),
        merchantCode: message.merchantCode,
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject ?? null,
        body: message.body,
      });
    },
  };
}
