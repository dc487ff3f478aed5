import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The dev outbox (`DEV_OUTBOX=1`, API.md "Demo mode"): what the platform would have sent by SMS or
 * e-mail, newest first. Specs read codes and temporary passwords from it.
 */
interface OutboxMessage {
  id: string;
  channel: 'SMS' | 'EMAIL';
  recipient: string;
  body: string;
  createdAt: string;
}

async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get('/api/dev/outbox', { params: { to } });
  const body = (await response.json()) as { success: boolean; value: OutboxMessage[] | null };
  expect(body.success, `outbox for ${to}`).toBe(true);
  return body.value ?? [];
}

/** Ids already in the outbox, so that the next message can be told from older ones. */
export async function outboxMark(request: APIRequestContext, to: string): Promise<Set<string>> {
  return new Set((await outbox(request, to)).map((m) => m.id));
}

/** Waits for a message to `to` that was not there at `mark` and returns the first match of `pattern`. */
export async function nextFromOutbox(
  request: APIRequestContext,
  to: string,
  mark: Set<string>,
  pattern: RegExp,
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const fresh = (await outbox(request, to)).find((m) => !mark.has(m.id));
        found = fresh?.body.match(pattern)?.[1];
        return found ?? null;
      },
      { message: `a new message to ${to}`, timeout: 15_000 },
    )
    .not.toBeNull();
  return found!;
}

/** A 6-digit verification code. */
export const CODE = /\b(\d{6})\b/;
