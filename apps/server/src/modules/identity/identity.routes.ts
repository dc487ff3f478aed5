import {
  envelopeOf,
  REGISTER_RULE_FIELDS,
  ZAffiliateQuery,
  ZAffiliateValue,
  ZBotChallenge,
  ZCaptcha,
  ZChangePasswordRequest,
  ZFieldRule,
  ZForgotByEmailRequest,
  ZFreePlayRequest,
  ZLoginRequest,
  ZLoginValue,
  ZMemberInfo,
  ZMobileRegisterRequest,
  ZRegisterRequest,
  ZResetByPhoneRequest,
  ZSmsCodeRequest,
  ZSmsCodeValue,
  ZVerificationMethod,
} from '@platform/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requestMerchant } from '../system/index.ts';
import { deviceIdOf, type ClientContext } from './client-context.ts';
import type { LoginService } from './login.service.ts';
import { requestMember } from './member-auth.ts';
import { featureOn } from './merchant-features.ts';
import type { NewIpVerificationService } from './new-ip-verification.service.ts';
import type { PasswordService } from './password.service.ts';
import type { RegisterRulesService } from './register-rules.service.ts';
import type { RegistrationService } from './registration.service.ts';
import type { SessionService } from './session.service.ts';
import type { TotpService } from './totp.service.ts';
import type { VerificationService } from './verification.service.ts';

const tags = ['identity'];
const ZEmpty = z.null();

export const clientOf = (request: FastifyRequest): ClientContext => ({
  ip: request.clientIp,
  userAgent: String(request.headers['user-agent'] ?? ''),
  deviceId: deviceIdOf(request.headers['x-device-id']),
  language: request.language,
});

const ZRulesValue = z.record(z.enum(REGISTER_RULE_FIELDS), ZFieldRule);

export function identityRoutes(services: {
  sessions: SessionService;
  login: LoginService;
  newIp: NewIpVerificationService;
  registration: RegistrationService;
  rules: RegisterRulesService;
  passwords: PasswordService;
  verification: VerificationService;
  totp: TotpService;
}): FastifyPluginAsyncZod {
  const { sessions, login, newIp, registration, rules, passwords, verification, totp } = services;
  return async (app) => {
    app.get(
      '/api/wps/verification/challenge',
      { config: { access: 'public' }, schema: { tags, response: { 200: envelopeOf(ZBotChallenge) } } },
      async (request) => {
        const merchant = requestMerchant(request);
        return ok(await verification.botChallenge(featureOn(merchant, 'BOT_CHECK')));
      },
    );

    app.get(
      '/api/wps/captcha',
      { config: { access: 'public' }, schema: { tags, response: { 200: envelopeOf(ZCaptcha) } } },
      async (request) => ok(await verification.newCaptcha(request.clientIp)),
    );

    app.post(
      '/api/wps/session/login',
      {
        config: { access: 'public', encrypted: true },
        schema: { tags, body: ZLoginRequest, response: { 200: envelopeOf(ZLoginValue) } },
      },
      async (request) => ok(await login.login(requestMerchant(request), request.body, clientOf(request))),
    );

    app.post(
      '/api/wps/session/login/verification/code',
      {
        config: { access: 'public' },
        schema: {
          tags,
          body: z.object({
            verificationToken: z.string().min(20).max(200),
            method: z.enum(['SMS', 'EMAIL']),
          }),
          response: { 200: envelopeOf(ZSmsCodeValue) },
        },
      },
      async (request) =>
        ok(
          await newIp.sendLoginVerificationCode(
            requestMerchant(request),
            request.body.verificationToken,
            request.body.method,
            clientOf(request),
          ),
        ),
    );

    app.post(
      '/api/wps/session/login/verification',
      {
        config: { access: 'public', encrypted: true },
        schema: {
          tags,
          body: z.object({
            verificationToken: z.string().min(20).max(200),
            method: ZVerificationMethod,
            code: z.string().trim().min(1).max(120),
          }),
          response: { 200: envelopeOf(ZLoginValue) },
        },
      },
      async (request) =>
        ok(
          await newIp.completeLoginVerification(
            requestMerchant(request),
            request.body,
            clientOf(request),
            (m, c) => totp.verify(m, c),
          ),
        ),
    );

    app.post(
      '/api/wps/session/login/freeplay',
      {
        config: { access: 'public' },
        schema: { tags, body: ZFreePlayRequest.optional(), response: { 200: envelopeOf(ZLoginValue) } },
      },
      async (request) =>
        ok(await registration.freePlay(requestMerchant(request), request.body ?? {}, clientOf(request))),
    );

    app.delete(
      '/api/wps/session/logout',
      { config: { access: 'member' }, schema: { tags, response: { 200: envelopeOf(ZEmpty) } } },
      async (request) => {
        if (request.memberToken) await sessions.logout(request.memberToken);
        return ok(null);
      },
    );

    app.get(
      '/api/wps/member/info',
      { config: { access: 'member' }, schema: { tags, response: { 200: envelopeOf(ZMemberInfo) } } },
      async (request) => ok(sessions.memberInfo(requestMember(request), requestMerchant(request))),
    );

    app.get(
      '/api/wps/member/info/icon',
      {
        config: { access: 'member' },
        schema: { tags, response: { 200: envelopeOf(z.object({ avatarUrl: z.string().nullable() })) } },
      },
      async (request) => ok({ avatarUrl: requestMember(request).avatarUrl }),
    );

    app.put(
      '/api/wps/member/register',
      {
        config: { access: 'public', encrypted: true },
        schema: { tags, body: ZRegisterRequest, response: { 200: envelopeOf(ZLoginValue) } },
      },
      async (request) =>
        ok(
          await registration.register(requestMerchant(request), request.body, 'username', clientOf(request)),
        ),
    );

    app.put(
      '/api/wps/member/register/mobile',
      {
        config: { access: 'public', encrypted: true },
        schema: { tags, body: ZMobileRegisterRequest, response: { 200: envelopeOf(ZLoginValue) } },
      },
      async (request) =>
        ok(await registration.register(requestMerchant(request), request.body, 'mobile', clientOf(request))),
    );

    app.get(
      '/api/wps/system/setting/register',
      { config: { access: 'public' }, schema: { tags, response: { 200: envelopeOf(ZRulesValue) } } },
      async (request) => ok(await rules.registerRules(requestMerchant(request).code)),
    );

    app.get(
      '/api/wps/agent/affiliate',
      {
        config: { access: 'public' },
        schema: { tags, querystring: ZAffiliateQuery, response: { 200: envelopeOf(ZAffiliateValue) } },
      },
      async (request) => ok(await registration.affiliate(requestMerchant(request), request.query.code)),
    );

    app.post(
      '/api/wps/verification/sms/noLogin',
      {
        config: { access: 'public' },
        schema: { tags, body: ZSmsCodeRequest, response: { 200: envelopeOf(ZSmsCodeValue) } },
      },
      async (request) => {
        const mobileNum = request.body.mobileNum ?? request.body.mobileNo;
        if (!mobileNum) throw new AppError('VALIDATION_FAILED', { fields: 'mobileNum' });
        return ok(
          await login.sendLoginSms(
            requestMerchant(request),
            { ...request.body, mobileNum },
            clientOf(request),
          ),
        );
      },
    );

    app.post(
      '/api/wps/verification/sms/register',
      {
        config: { access: 'public' },
        schema: { tags, body: ZSmsCodeRequest, response: { 200: envelopeOf(ZSmsCodeValue) } },
      },
      async (request) => {
        const mobileNum = request.body.mobileNo ?? request.body.mobileNum;
        if (!mobileNum) throw new AppError('VALIDATION_FAILED', { fields: 'mobileNo' });
        return ok(
          await registration.sendRegisterSms(
            requestMerchant(request),
            { ...request.body, mobileNum },
            clientOf(request),
          ),
        );
      },
    );

    app.post(
      '/api/wps/member/password',
      {
        config: { access: 'member', encrypted: true },
        schema: { tags, body: ZChangePasswordRequest, response: { 200: envelopeOf(ZEmpty) } },
      },
      async (request) => {
        await passwords.changePassword(
          requestMember(request),
          requestMerchant(request),
          request.body,
          request.memberToken!,
          clientOf(request),
        );
        return ok(null);
      },
    );

    app.post(
      '/api/wps/member/password/email',
      {
        config: { access: 'public' },
        schema: { tags, body: ZForgotByEmailRequest, response: { 200: envelopeOf(ZEmpty) } },
      },
      async (request) => {
        await passwords.forgotByEmail(requestMerchant(request), request.body, clientOf(request));
        return ok(null);
      },
    );

    app.post(
      '/api/wps/member/password/verification',
      {
        config: { access: 'public', encrypted: true },
        schema: { tags, body: ZResetByPhoneRequest, response: { 200: envelopeOf(ZLoginValue) } },
      },
      async (request) =>
        ok(await passwords.resetByPhone(requestMerchant(request), request.body, clientOf(request))),
    );
  };
}
