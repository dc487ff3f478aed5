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
    const body = JSON.parse(raw) as { transaction_uuid?: string; amount?: string; request_uuid: string };
    if (body.transaction_uuid) {
      const content = `${path}|${body.amount}`;
      const before = seen.get(body.transaction_uuid);
      if (before === undefined) {
        seen.set(body.transaction_uuid, content);
        if (path.endsWith('/win')) {
          stats.wins++;
          const [units, cents = ''] = (body.amount ?? '0').split('.');
          stats.winMinor += BigInt(units!) * 100n + BigInt(cents.padEnd(2, '0') || '0');
        }
      } else if (before === content) stats.replays++;
      else stats.conflicts++;
    }
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        status: 'RS_OK',
        balance: '100000.00',
        currency: 'THB',
        request_uuid: body.request_uuid,
        transaction_uuid: body.transaction_uuid,
      }),
    );
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
