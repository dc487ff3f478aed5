import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';

/**
 * A stand-in for the platform's seamless wallet in the sportsbook benches: it checks each call's
 * signature (ADR 0017), answers RS_OK, and counts what it was sent, so the bench can tell whether each
 * win arrived exactly once. It does no ledger work: the figure is the book's side of settlement.
 */
const secret = process.env.SPORTS_SECRET ?? 'sports-dev-secret-change-me';
const seen = new Map<string, string>();
const stats = { calls: 0, wins: 0, winMinor: 0n, replays: 0, conflicts: 0, badSignatures: 0 };

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const raw = Buffer.concat(chunks).toString('utf8');
    if (req.url === '/stats') {
      res.end(JSON.stringify({ ...stats, winMinor: stats.winMinor.toString() }));
      return;
    }
    stats.calls++;
    const path = (req.url ?? '').split('?')[0]!;
    const ts = String(req.headers['x-timestamp'] ?? '');
    const expected = createHmac('sha256', secret).update(`${ts}.POST.${path}.${raw}`).digest();
    const given = Buffer.from(String(req.headers['x-signature'] ?? ''), 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      stats.badSignatures++;
      res.end(JSON.stringify({ status: 'RS_ERROR_INVALID_SIGNATURE' }));
      return;
    }
    type Move = { transaction_uuid?: string; amount?: string; request_uuid: string; call?: string };
    const body = JSON.parse(raw) as Move & { items?: Move[] };
    // A bulk settlement (ADR 0032) is answered item by item, exactly as each single call would be.
    const answerMove = (move: Move, call: string) => {
      if (move.transaction_uuid) {
        const content = `${call}|${move.amount}`;
        const before = seen.get(move.transaction_uuid);
        if (before === undefined) {
          seen.set(move.transaction_uuid, content);
          if (call === 'win') {
            stats.wins++;
            const [units, cents = ''] = (move.amount ?? '0').split('.');
            stats.winMinor += BigInt(units!) * 100n + BigInt(cents.padEnd(2, '0') || '0');
          }
        } else if (before === content) stats.replays++;
        else stats.conflicts++;
      }
      return {
        status: 'RS_OK',
        balance: '100000.00',
        currency: 'THB',
        request_uuid: move.request_uuid,
        transaction_uuid: move.transaction_uuid,
      };
    };
    res.setHeader('content-type', 'application/json');
    if (path.endsWith('/settle')) {
      const results = (body.items ?? []).map((item) => answerMove(item, item.call ?? ''));
      res.end(JSON.stringify({ status: 'RS_OK', request_uuid: body.request_uuid, results }));
      return;
    }
    res.end(JSON.stringify(answerMove(body, path.split('/').at(-1) ?? '')));
  });
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.STUB_PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(
    `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`,
  );
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
