import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSeamlessClient, signSeamlessRequest, WalletUnavailableError } from '../seamless-client.ts';

const SECRET = 'test-secret-0123456789';

interface Received {
  path: string;
  raw: string;
  timestamp: string;
  signature: string;
}

/** A stand-in platform: records every request and answers with the next scripted reply. */
let server: Server;
let baseUrl: string;
let received: Received[];
let script: ((request: Received, res: ServerResponse) => void)[];

beforeEach(async () => {
  received = [];
  script = [];
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const request: Received = {
        path: req.url ?? '',
        raw,
        timestamp: String(req.headers['x-timestamp']),
        signature: String(req.headers['x-signature']),
      };
      received.push(request);
      const reply = script.shift();
      if (reply) reply(request, res);
      else
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'RS_OK' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const json = (body: object) => (_request: Received, res: ServerResponse) =>
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
const httpStatus = (status: number) => (_request: Received, res: ServerResponse) =>
  res.writeHead(status).end('oops');

function client(overrides: Partial<Parameters<typeof createSeamlessClient>[0]> = {}) {
  return createSeamlessClient({
    platformUrl: baseUrl,
    secret: SECRET,
    baseDelayMs: 1,
    maxDelayMs: 5,
    timeoutMs: 500,
    ...overrides,
  });
}

const bet = {
  transactionUuid: 'tx-1',
  round: 'round-1',
  gameCode: 'house-dragon-fortune',
  user: '00000000-0000-4000-8000-000000000001',
  token: 'launch-token',
  amount: '1.00',
  currency: 'THB',
};

describe('seamless client', () => {
  it('signs hex(HMAC-SHA256(secret, timestamp + ".POST." + path + "." + rawBody)) with a fresh X-Timestamp', async () => {
    script.push(json({ status: 'RS_OK', balance: '99.00', currency: 'THB' }));
    const answer = await client().bet(bet);
    expect(answer).toMatchObject({ status: 'RS_OK', balance: '99.00' });
    const [request] = received;
    expect(request!.path).toBe('/api/seamless/HOUSE/bet');
    const expected = createHmac('sha256', SECRET)
      .update(`${request!.timestamp}.POST./api/seamless/HOUSE/bet.${request!.raw}`)
      .digest('hex');
    expect(request!.signature).toBe(expected);
    expect(
      signSeamlessRequest(
        SECRET,
        Number(request!.timestamp),
        'POST',
        '/api/seamless/HOUSE/bet',
        request!.raw,
      ),
    ).toBe(expected);
    expect(Math.abs(Number(request!.timestamp) - Date.now() / 1000)).toBeLessThan(5);
    expect(JSON.parse(request!.raw)).toMatchObject({
      transaction_uuid: 'tx-1',
      round: 'round-1',
      game_code: 'house-dragon-fortune',
      user: bet.user,
      token: 'launch-token',
      amount: '1.00',
      currency: 'THB',
    });
    expect(JSON.parse(request!.raw).request_uuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names the bet a win or rollback settles', async () => {
    await client().win({
      ...bet,
      transactionUuid: 'win-1',
      referenceUuid: 'tx-1',
      token: undefined as never,
    });
    const body = JSON.parse(received[0]!.raw);
    expect(received[0]!.path).toBe('/api/seamless/HOUSE/win');
    expect(body).toMatchObject({ transaction_uuid: 'win-1', reference_transaction_uuid: 'tx-1' });
    expect(body.token).toBeUndefined();
  });

  it('retries a 5xx, a garbled answer and RS_ERROR_UNKNOWN with the very same body', async () => {
    script.push(
      httpStatus(502),
      (_r, res) => res.writeHead(200).end('not json'),
      json({ status: 'RS_ERROR_UNKNOWN' }),
    );
    script.push(json({ status: 'RS_OK', balance: '5.00' }));
    const answer = await client().bet(bet);
    expect(answer.status).toBe('RS_OK');
    expect(received).toHaveLength(4);
    const bodies = new Set(received.map((r) => r.raw));
    expect(bodies.size).toBe(1); // same request_uuid and transaction_uuid on every attempt
  });

  it('does not retry a definitive refusal', async () => {
    script.push(json({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: '0.50' }));
    const answer = await client().bet(bet);
    expect(answer).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: '0.50' });
    expect(received).toHaveLength(1);
  });

  it('gives up after the bounded attempts with WalletUnavailableError', async () => {
    for (let i = 0; i < 3; i++) script.push(httpStatus(503));
    await expect(client({ maxAttempts: 3 }).bet(bet)).rejects.toBeInstanceOf(WalletUnavailableError);
    expect(received).toHaveLength(3);
  });

  it('treats a hung platform as no answer (per-attempt timeout) and retries', async () => {
    script.push(() => undefined); // never answers
    script.push(json({ status: 'RS_OK' }));
    const answer = await client({ timeoutMs: 100 }).bet(bet);
    expect(answer.status).toBe('RS_OK');
    expect(received).toHaveLength(2);
    expect(received[0]!.raw).toBe(received[1]!.raw);
  });

  it('backs off exponentially between attempts, capped', async () => {
    const delays: number[] = [];
    for (let i = 0; i < 4; i++) script.push(httpStatus(500));
    const c = client({
      maxAttempts: 5,
      baseDelayMs: 100,
      maxDelayMs: 300,
      sleep: async (ms) => void delays.push(ms),
    });
    expect((await c.bet(bet)).status).toBe('RS_OK');
    expect(delays).toEqual([100, 200, 300, 300]);
  });

  it('fails over a closed port as a network problem', async () => {
    const c = createSeamlessClient({
      platformUrl: 'http://127.0.0.1:1',
      secret: SECRET,
      maxAttempts: 2,
      sleep: async () => undefined,
    });
    const error = await c.balance({ user: bet.user }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WalletUnavailableError);
    expect((error as WalletUnavailableError).lastProblem).toMatch(/^network/);
  });
});
