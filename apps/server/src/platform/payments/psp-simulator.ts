import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ZPspNotice } from '@platform/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Clock } from '../clock.ts';
import type { CallbackCheck, PaymentOrder, PaymentProvider } from './payment-provider.ts';

/** The simulator's provider code: channels name it in `psp_code`, its callbacks post to /api/psp/SIMPAY/callback. */
export const PSP_SIMULATOR_CODE = 'SIMPAY';

/** How far a notification's X-Psp-Timestamp may be from our clock, either way. */
export const PSP_SIGNATURE_WINDOW_S = 300;

/** A hosted page link stays usable this long, as a real provider's checkout session does. */
const PAGE_TTL_S = 30 * 60;

/** hex(HMAC-SHA256(secret, timestamp + "." + rawBody)): the X-Psp-Signature of a notification. */
export function signPspBody(secret: string, timestampS: number | string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestampS}.${rawBody}`).digest('hex');
}

/** A server-to-server POST the simulator sends; the app answers it (in-process, through the full HTTP stack). */
export type DeliverCallback = (request: {
  url: string;
  headers: Record<string, string>;
  body: string;
}) => Promise<{ statusCode: number; body: string }>;

interface PageOrder {
  orderId: string;
  amount: string;
  currency: string;
  merchantCode: string;
  returnUrl: string;
  callbackUrl: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Only a path on the member's own site: a signed order cannot be turned into an open redirect. */
const isLocalPath = (url: string) => url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');

/**
 * The built-in PSP simulator (demo and tests): behaves like a real hosted payment page. The order is
 * carried in a signed, expiring token in the page link (no state, so any API node can serve the
 * page). "Pay" and "Cancel" make the simulator send the signed notification server to server, then
 * send the browser back to the site.
 */
export function createPspSimulator(deps: { secret: string; clock: Clock; deliver: DeliverCallback }) {
  const { secret, clock, deliver } = deps;
  const sign = (text: string) => createHmac('sha256', secret).update(text).digest('base64url');

  function pageToken(order: PaymentOrder): string {
    const payload: PageOrder = { ...order, exp: Math.floor(clock.nowMs() / 1000) + PAGE_TTL_S };
    const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${encoded}.${sign(`page.${encoded}`)}`;
  }

  function readToken(token: unknown): PageOrder | null {
    if (typeof token !== 'string' || token.length > 2000) return null;
    const [encoded, signature] = token.split('.');
    if (!encoded || !signature) return null;
    const expected = Buffer.from(sign(`page.${encoded}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const order = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as PageOrder;
      if (order.exp < clock.nowMs() / 1000 || !isLocalPath(order.returnUrl)) return null;
      return order;
    } catch {
      return null;
    }
  }

  const provider: PaymentProvider = {
    code: PSP_SIMULATOR_CODE,
    async createPayment(order) {
      return { payUrl: `/psp-sim/pay?order=${encodeURIComponent(pageToken(order))}` };
    },
    checkCallback({ headers, rawBody, nowMs }): CallbackCheck {
      const timestamp = header(headers, 'x-psp-timestamp');
      const signature = header(headers, 'x-psp-signature');
      if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/i.test(signature))
        return { ok: false, reason: 'SIGNATURE' };
      if (Math.abs(nowMs / 1000 - Number(timestamp)) > PSP_SIGNATURE_WINDOW_S)
        return { ok: false, reason: 'SIGNATURE' };
      const expected = Buffer.from(signPspBody(secret, timestamp, rawBody), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex')))
        return { ok: false, reason: 'SIGNATURE' };
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        return { ok: false, reason: 'MALFORMED' };
      }
      const parsed = ZPspNotice.safeParse(body);
      return parsed.success ? { ok: true, notice: parsed.data } : { ok: false, reason: 'MALFORMED' };
    },
  };

  async function notify(order: PageOrder, status: 'SUCCESS' | 'FAILED') {
    const body = JSON.stringify({
      orderId: order.orderId,
      // One reference per order, as a provider keeps one payment per checkout however often it reports it.
      pspReference: `SIM${createHmac('sha256', secret).update(`ref.${order.orderId}`).digest('hex').slice(0, 16).toUpperCase()}`,
      amount: order.amount,
      currency: order.currency,
      status,
      nonce: randomBytes(16).toString('hex'),
    });
    const timestamp = String(Math.floor(clock.nowMs() / 1000));
    return deliver({
      url: order.callbackUrl,
      headers: {
        'content-type': 'application/json',
        'x-psp-timestamp': timestamp,
        'x-psp-signature': signPspBody(secret, timestamp, body),
      },
      body,
    });
  }

  function html(reply: FastifyReply, status: number, title: string, content: string) {
    return reply
      .status(status)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer')
      .header(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
      )
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
          `<meta name="viewport" content="width=device-width, initial-scale=1">` +
          `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>` +
          `<body><main><p class="brand">SimPay · test payments</p><h1>${escapeHtml(title)}</h1>${content}</main></body></html>`,
      );
  }

  const expired = (reply: FastifyReply) =>
    html(reply, 400, 'Payment link expired', '<p>This payment link is invalid or has expired.</p>');

  const orderForm = (action: string, token: string, label: string, cls: string) =>
    `<form method="post" action="${action}"><input type="hidden" name="order" value="${escapeHtml(token)}">` +
    `<button type="submit" class="${cls}">${label}</button></form>`;

  async function finish(reply: FastifyReply, order: PageOrder, status: 'SUCCESS' | 'FAILED') {
    const answer = await notify(order, status).catch(() => ({ statusCode: 0, body: '' }));
    if (answer.statusCode === 200) return reply.redirect(order.returnUrl, 303);
    return html(
      reply,
      502,
      'Notification refused',
      `<p>The merchant did not accept the payment notification (HTTP ${answer.statusCode}).</p>` +
        `<p><a href="${escapeHtml(order.returnUrl)}">Back to the merchant</a></p>`,
    );
  }

  /** The hosted page: outside /api, so neither the API envelope nor the site's fallback applies. */
  async function routes(app: FastifyInstance) {
    // The provider's page stands for an outside party's site: the merchant's site gate does not apply,
    // and it is no part of the platform's API document.
    const config = { access: 'system' as const };
    const schema = { hide: true };
    app.get('/psp-sim/pay', { config, schema }, async (request, reply) => {
      const token = (request.query as Record<string, unknown>).order;
      const order = readToken(token);
      if (!order) return expired(reply);
      return html(
        reply,
        200,
        'Confirm payment',
        `<dl><dt>Merchant</dt><dd>${escapeHtml(order.merchantCode)}</dd>` +
          `<dt>Merchant order id</dt><dd class="mono">${escapeHtml(order.orderId)}</dd>` +
          `<dt>Amount</dt><dd class="amount">${escapeHtml(order.amount)} ${escapeHtml(order.currency)}</dd></dl>` +
          `<div class="actions">${orderForm('/psp-sim/pay/confirm', String(token), 'Pay', 'pay')}` +
          `${orderForm('/psp-sim/pay/cancel', String(token), 'Cancel', 'cancel')}</div>` +
          `<p class="note">A simulator: no real money moves.</p>`,
      );
    });
    for (const [path, status] of [
      ['/psp-sim/pay/confirm', 'SUCCESS'],
      ['/psp-sim/pay/cancel', 'FAILED'],
    ] as const) {
      app.post(path, { config, schema }, async (request, reply) => {
        const order = readToken((request.body as Record<string, unknown> | undefined)?.order);
        if (!order) return expired(reply);
        return finish(reply, order, status);
      });
    }
  }

  return { provider, routes };
}

export type PspSimulator = ReturnType<typeof createPspSimulator>;

const STYLE = `
:root{color-scheme:light;font-family:system-ui,sans-serif}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#eef2f7;color:#1f2937}
main{background:#fff;border-radius:16px;box-shadow:0 10px 30px rgb(0 0 0/.12);padding:28px 32px;width:min(420px,92vw)}
.brand{margin:0;color:#2563eb;font-weight:700;letter-spacing:.04em;font-size:13px;text-transform:uppercase}
h1{margin:6px 0 18px;font-size:22px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 22px}
dt{color:#6b7280}dd{margin:0;font-weight:600;word-break:break-all}
.mono{font-family:ui-monospace,monospace;font-size:13px}.amount{font-size:20px}
.actions{display:flex;gap:12px}.actions form{flex:1}
button{width:100%;font:inherit;font-weight:700;padding:12px;border-radius:10px;border:1px solid #d1d5db;cursor:pointer;background:#fff}
button.pay{background:#2563eb;border-color:#2563eb;color:#fff}
.note{color:#6b7280;font-size:12px;margin:16px 0 0}
`;
