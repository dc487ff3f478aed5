import {
  envelopeOf,
  ZLoginValue,
  ZSocialAuthorizeQuery,
  ZSocialAuthorizeValue,
  ZSocialBindRequest,
  ZSocialCallbackRequest,
  ZSocialCallbackValue,
  ZSocialProviderParams,
  ZSocialProvidersValue,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.ts';
import { requestMerchant } from '../system/index.ts';
import { clientOf } from './identity.routes.ts';
import type { SocialLoginService } from './social-login.service.ts';

const tags = ['identity: social login'];

/** Social login for players (spec §1, §4 "Social binding"): authorize, callback, bind. */
export function socialLoginRoutes(social: SocialLoginService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/wps/session/social/providers',
      {
        config: { access: 'public' },
        schema: { tags, response: { 200: envelopeOf(ZSocialProvidersValue) } },
      },
      async (request) => ok({ providers: await social.availableProviders(requestMerchant(request)) }),
    );

    app.get(
      '/api/wps/session/social/:provider/authorize',
      {
        config: { access: 'public' },
        schema: {
          tags,
          params: ZSocialProviderParams,
          querystring: ZSocialAuthorizeQuery,
          response: { 200: envelopeOf(ZSocialAuthorizeValue) },
        },
      },
      async (request) =>
        ok(
          await social.authorize(
            requestMerchant(request),
            request.params.provider,
            request.query,
            request.hostname,
            clientOf(request),
          ),
        ),
    );

    app.post(
      '/api/wps/session/social/:provider/callback',
      {
        config: { access: 'public', encrypted: true },
        schema: {
          tags,
          params: ZSocialProviderParams,
          body: ZSocialCallbackRequest,
          response: { 200: envelopeOf(ZSocialCallbackValue) },
        },
      },
      async (request) =>
        ok(
          await social.callback(
            requestMerchant(request),
            request.params.provider,
            request.body,
            clientOf(request),
          ),
        ),
    );

    app.post(
      '/api/wps/session/social/bind',
      {
        config: { access: 'public', encrypted: true },
        schema: { tags, body: ZSocialBindRequest, response: { 200: envelopeOf(ZLoginValue) } },
      },
      async (request) => ok(await social.bind(requestMerchant(request), request.body, clientOf(request))),
    );
  };
}
