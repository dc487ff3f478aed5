import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/http/app-error.ts';
import { normalizeIp } from '../../platform/http/client-ip.ts';
import { requestedLanguage } from '../../platform/http/request-language.ts';
import { countryOf } from '../../platform/geoip.ts';
import type { MerchantSnapshot } from './merchant-cache.ts';
import type { SystemService } from './system.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    merchant?: MerchantSnapshot;
    clientIp: string;
    countryCode: string | null;
  }
}

/** Paths served without a merchant: the operator realm, vendors, docs, health. */
const MERCHANTLESS = /^\/api\/(bo|seamless|docs|health|dev)(\/|$|\?)/;

/**
 * For every player-facing API request: who is asking (IP, country), for which merchant (Merchant
 * header, else the host's domain, else the default), in which language; then the site gate, so that
 * maintenance and region blocking hold on the server, not only in the site.
 */
export function registerRequestContext(app: FastifyInstance, system: SystemService) {
  app.decorateRequest('merchant', undefined);
  app.decorateRequest('clientIp', '');
  app.decorateRequest('countryCode', null);
  app.addHook('onRequest', async (request) => {
    request.clientIp = normalizeIp(request.ip);
    const query = request.query as Record<string, unknown> | undefined;
    request.language = requestedLanguage(query?.language, request.headers['accept-language']) ?? 'EN';
    if (!request.url.startsWith('/api/') || MERCHANTLESS.test(request.url)) return;
    request.countryCode = countryOf(request.clientIp);
    const header = request.headers.merchant;
    const code = await system.resolveMerchantCode(
      typeof header === 'string' ? header : undefined,
      request.hostname,
    );
    const merchant = await system.merchantOrThrow(code);
    request.merchant = merchant;
    if (!requestedLanguage(query?.language, request.headers['accept-language'])) {
      request.language = merchant.brandConfig.defaultLanguage;
    }
    const access = request.routeOptions.config?.access;
    if (access === 'public' || access === 'member') {
      const site = system.siteState(merchant, { ip: request.clientIp, countryCode: request.countryCode });
      if (site.state === 1) throw new AppError('MAINTENANCE', {}, { state: 1, ip: request.clientIp });
      if (site.state === 2) throw new AppError('REGION_BLOCKED', {}, { state: 2, ip: request.clientIp });
    }
  });
}

export function requestMerchant(request: { merchant?: MerchantSnapshot }): MerchantSnapshot {
  if (!request.merchant) throw new AppError('MERCHANT_UNKNOWN');
  return request.merchant;
}
