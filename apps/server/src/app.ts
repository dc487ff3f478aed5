import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { KeyValueStore } from './platform/cache/key-value-store.ts';
import type { Clock } from './platform/clock.ts';
import type { AppConfig } from './platform/config.ts';
import { configurePasswordHashing } from './platform/crypto/password-hasher.ts';
import { createSecretBox } from './platform/crypto/secret-box.ts';
import { resealSecrets } from './platform/crypto/secret-reseal.ts';
import type { Database } from './platform/db/database.ts';
import { AppError } from './platform/http/app-error.ts';
import { registerCompression } from './platform/http/compression.ts';
import { createWebIndex } from './platform/http/web-index.ts';
import { registerEncryptedBodies } from './platform/http/encrypted-body.ts';
import { ok } from './platform/http/envelope.ts';
import { requestLogSerializer } from './platform/http/log-redaction.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { handleFrameworkError, registerErrorHandling, sendError } from './platform/http/error-handler.ts';
import { newId } from './platform/ids.ts';
import { createPaymentProviders } from './platform/payments/payment-provider.ts';
import { createPspSimulator } from './platform/payments/psp-simulator.ts';
import { createLocalFileStorage } from './platform/storage/file-storage.ts';
import './platform/http/route-access.ts';
import { createAgentContractsModule } from './modules/agent-contracts/index.ts';
import { createAgentsModule } from './modules/agents/index.ts';
import { createBonusesModule } from './modules/bonuses/index.ts';
import { createPointsModule } from './modules/points/index.ts';
import { createRedEnvelopesModule } from './modules/red-envelopes/index.ts';
import { createLotteryGatewayModule } from './modules/lottery-gateway/index.ts';
import { createLotteryAdminModule } from './modules/lottery-admin/index.ts';
import { createCashierModule, type CashierEvents, type MoneyEvent } from './modules/cashier/index.ts';
import { createContentModule, sanitizeContentHtml, type InboxTemplate } from './modules/content/index.ts';
import { createPromotionsModule } from './modules/promotions/index.ts';
import { createGameActivityModule, createGamesModule } from './modules/games/index.ts';
import { createIdentityModule } from './modules/identity/index.ts';
import { createLedgerModule } from './modules/ledger/index.ts';
import { createMemberProfileModule } from './modules/member-profile/index.ts';
import { createMembersModule } from './modules/members/index.ts';
import { createMessagingModule } from './modules/messaging/index.ts';
import { createMissionsModule } from './modules/missions/index.ts';
import { createOperatorsModule, requireOperator } from './modules/operators/index.ts';
import { createReferralModule } from './modules/referral/index.ts';
import { createRebatesModule } from './modules/rebates/index.ts';
import { createReportsModule } from './modules/reports/index.ts';
import { createSeamlessModule } from './modules/seamless/index.ts';
import { createSupportModule } from './modules/support/index.ts';
import { createSystemModule } from './modules/system/index.ts';
import { createVipModule } from './modules/vip/index.ts';

export interface AppDeps {
  config: AppConfig;
  db: Database;
  store: KeyValueStore;
  clock: Clock;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;
const UNGUARDED_API = /^\/api\/docs(\/|$)/;

/** Composes the modules into one Fastify app. Routes are added before `ready()`; tests use `app.inject`. */
export async function buildApp(deps: AppDeps) {
  const { config, db, store, clock } = deps;
  configurePasswordHashing({ queueLimit: config.passwordHashQueueLimit });
  // One box seals every secret at rest (ADR 0018); modules take it as a dependency.
  const secretBox = createSecretBox({ current: config.secretsKey, previous: config.secretsKeysPrevious });
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            // Query tokens (a launch or session token, an OAuth code) never reach the log.
            serializers: { req: requestLogSerializer },
          },
    bodyLimit: config.bodyLimitBytes,
    // A hop count trusts that many proxies nearest the node (proxy-addr's rule, as a function).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : newId();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: handleFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON is the only body the API reads (uploads will add multipart): anything else is a 415, not a guess.
  app.removeContentTypeParser(['text/plain']);
  // Spec §7 names one form POST (forgot password by e-mail); forms parse into the same flat object.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.decorateRequest('language', 'EN');
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  registerErrorHandling(app);
  registerSecurityHeaders(app, {
    webDistDir: config.webDistDir,
    backofficeDistDir: config.backofficeDistDir,
    frameOrigins: [config.houseGamesUrl, config.lotteryUrl, config.sportsUrl].map((u) => new URL(u).origin),
  });
  registerCompression(app);

  // Every API route must say who may call it; a route without `config.access` fails the boot.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || UNGUARDED_API.test(route.url)) return;
    if (!route.config?.access) throw new Error(`Route ${route.method} ${route.url} declares no access`);
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Platform API',
        version: '1.0.0',
        description:
          'Player (/api/wps), operator (/api/bo) and vendor (/api/seamless) APIs. Every response is the envelope of API.md.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });

  const operators = createOperatorsModule({ db, store, clock, secretBox });
  const system = createSystemModule({ db, store, clock, operators: operators.service, secretBox });
  const messaging = createMessagingModule({
    db,
    store,
    clock,
    operators: operators.service,
    demo: config.demo,
  });
  const identity = createIdentityModule({
    db,
    store,
    clock,
    messages: messaging.provider,
    system: system.service,
    operators: operators.service,
    socialLoginAllowHttpLoopback: config.socialLoginAllowHttpLoopback,
    secretBox,
    // Logout and password changes end the member's game sessions too (seamless is composed later).
    endVendorSessions: (memberId) => seamless.service.endSessionsOf(memberId),
    // The agent tree is kept in step with every member insert, and registration resolves agents'
    // invitation links (agents is composed after identity: ADR 0021).
    memberCreated: (tx, member) => agents.memberCreated(tx, member),
    invitations: {
      resolve: (merchantCode, code) => agents.invitations.resolve(merchantCode, code),
      registered: (tx, member, resolution) => agents.invitations.registered(tx, member, resolution),
    },
    // A sign-up with a member's referral code (referral is composed after identity).
    referrals: {
      registered: (tx, member, code, client) => referral.registered(tx, member, code, client),
    },
  });
  const agents = createAgentsModule({
    db,
    clock,
    registration: identity.registration,
    operators: operators.service,
  });
  const memberProfile = createMemberProfileModule({
    db,
    clock,
    store,
    storage: createLocalFileStorage(path.join(config.dataDir, 'uploads')),
    identity,
    operators: operators.service,
    merchant: (code) => system.service.merchantOrThrow(code),
  });
  const members = createMembersModule({
    db,
    identity,
    operators: operators.service,
    payoutMethodChanged: memberProfile.payoutMethodChanged,
  });
  const games = createGamesModule({
    db,
    store,
    clock,
    storage: createLocalFileStorage(path.join(config.dataDir, 'uploads')),
    operators: operators.service,
    authenticate: (token, merchantCode) => identity.sessions.authenticate(token, merchantCode),
  });

  const content = createContentModule({
    db,
    store,
    clock,
    operators: operators.service,
    storage: createLocalFileStorage(path.join(config.dataDir, 'uploads')),
    authenticate: (token, merchantCode) => identity.sessions.authenticate(token, merchantCode),
  });
  // The member's platform messages for the cashier's events (after commit; once per order).
  const tell = (template: InboxTemplate, e: MoneyEvent) =>
    void content.inbox
      .notify({
        merchantCode: e.merchantCode,
        memberId: e.memberId,
        template,
        params: { amount: e.amount, currency: e.currency, reference: e.orderId },
        sourceRef: `${template}:${e.orderId}`,
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'platform message not written'));
  // Feedback answers reach the member as a platform message, written in the answer's transaction.
  const support = createSupportModule({
    db,
    store,
    clock,
    operators: operators.service,
    storage: createLocalFileStorage(path.join(config.dataDir, 'uploads')),
    authorKeySecret: config.secretsKey,
    authenticate: (token, merchantCode) => identity.sessions.authenticate(token, merchantCode),
    notifyMember: (notice, tx) =>
      content.inbox.notify(
        {
          merchantCode: notice.merchantCode,
          memberId: notice.memberId,
          template: 'FEEDBACK_ANSWERED',
          params: { questionType: notice.questionType, answer: notice.answer },
          sourceRef: notice.sourceRef,
        },
        tx,
      ),
    memberNotified: (memberId) => content.inbox.unreadChanged(memberId),
  });
  const cashierEvents: CashierEvents = {
    depositCredited: (e) => {
      tell('DEPOSIT_APPROVED', e);
      // A bonus chosen with this deposit is granted now; the promotions sweep covers a crash here.
      void promotions
        .depositSettled(e.orderId)
        .catch((error: unknown) => app.log.warn({ err: error }, 'deposit bonus left to the sweep'));
      // A deposit may raise the VIP level: evaluated on this event (never by a GET of the VIP page);
      // the `vip.levels` job covers a crash here and levels reached by valid bet.
      void vip.service
        .evaluate(e.merchantCode, e.memberId)
        .catch((error: unknown) => app.log.warn({ err: error }, 'VIP level left to the vip.levels job'));
    },
    withdrawalPaid: (e) => tell('WITHDRAWAL_PAID', e),
  };

  const ledger = createLedgerModule({
    db,
    operators: operators.service,
    log: (line) => app.log.error(line),
  });
  // Bonus money (ADR 0029 §1): every reward module pays through `bonuses.grants` (composed after it).
  const bonuses = createBonusesModule({
    db,
    clock,
    ledger: ledger.service,
    operators: operators.service,
    merchant: (code) => system.merchants.get(code),
    balanceChanged: (memberId) => cashier.balanceChanged(memberId),
    log: (line) => app.log.warn(line),
    gameNames: (codes, language) => games.service.gameNames(codes, language),
  });
  // VIP levels and rebates (issue 12, ADR 0029 §3–§4) pay through bonuses; the cashier reads the
  // level's withdrawal limits and the header shows the level stored on the member row.
  const vip = createVipModule({
    db,
    clock,
    operators: operators.service,
    grants: () => bonuses.grants,
    offers: () => bonuses.offers,
    memberLevel: identity.vipLevel,
    birthday: async (merchantCode, memberId) =>
      (await memberProfile.profiles.profile({ id: memberId, merchantCode })).birthday,
    merchant: (code) => system.merchants.get(code),
    authenticate: (token, merchantCode) => identity.sessions.authenticate(token, merchantCode),
  });
  const rebates = createRebatesModule({
    db,
    clock,
    operators: operators.service,
    grants: () => bonuses.grants,
    rates: vip.service,
    merchant: (code) => system.merchants.get(code),
  });
  // The built-in PSP simulator posts its signed callbacks through the app itself: the same routing,
  // parsing and signature checks as a provider's request, without needing the node's public URL. It
  // exists only in demo mode: its secret is a public development value (config.ts refuses nothing
  // here because nothing outside demo mode uses it).
  const pspSimulator = config.demo
    ? createPspSimulator({
        secret: config.pspSimSecret,
        clock,
        deliver: async (r) => {
          const res = await app.inject({ method: 'POST', url: r.url, headers: r.headers, payload: r.body });
          return { statusCode: res.statusCode, body: res.body };
        },
      })
    : null;
  const cashier = createCashierModule({
    db,
    clock,
    store,
    storage: createLocalFileStorage(path.join(config.dataDir, 'uploads')),
    payments: createPaymentProviders(pspSimulator ? [pspSimulator.provider] : []),
    ledger,
    identity,
    members,
    system: system.service,
    operators: operators.service,
    events: cashierEvents,
    withdrawalLimit: (merchantCode, memberId, amountMinor) =>
      vip.service.checkWithdrawal(merchantCode, memberId, amountMinor),
    // Active bonus grants' unmet wagering blocks a withdrawal (ADR 0029 §1).
    bonusTurnover: (memberId) => bonuses.service.remainingTurnover(memberId),
    // A bonus chosen on the deposit form is recorded by promotions in the deposit's transaction.
    depositBonus: { choose: (tx, choice) => promotions.depositChoice.choose(tx, choice) },
  });
  // Promotions and activities (issue 12, ADR 0029 §2) pay through bonuses' grants and offers.
  const promotions = createPromotionsModule({
    db,
    clock,
    storage: createLocalFileStorage(path.join(config.dataDir, 'uploads')),
    operators: operators.service,
    rewards: () => ({ grants: bonuses.grants, offers: bonuses.offers }),
    sanitizeHtml: sanitizeContentHtml,
    merchant: async (code) => {
      const m = await system.service.merchantOrThrow(code);
      return { code: m.code, currency: m.currency, timeZone: m.timeZone };
    },
    authenticate: (token, merchantCode) => identity.sessions.authenticate(token, merchantCode),
    balanceChanged: (memberId) => cashier.balanceChanged(memberId),
  });
  const seamless = createSeamlessModule({
    db,
    clock,
    ledger: ledger.service,
    operators: operators.service,
    houseGamesSecret: config.houseGamesSecret,
    lotterySecret: config.lotterySecret,
    balanceChanged: cashier.balanceChanged,
    secretBox,
  });
  const agentContracts = createAgentContractsModule({
    db,
    clock,
    agents,
    ledger: ledger.service,
    operators: operators.service,
    merchant: (code) => system.merchants.get(code),
    inbox: content.inbox,
  });
  const reports = createReportsModule({
    db,
    clock,
    operators: operators.service,
    merchant: (code) => system.merchants.get(code),
  });
  // Missions and the referral programme (issue 12, ADR 0029 §5–§6) pay through bonuses.
  const missions = createMissionsModule({
    db,
    clock,
    operators: operators.service,
    grants: () => bonuses.grants,
    merchant: (code) => system.merchants.get(code),
  });
  const referral = createReferralModule({
    db,
    clock,
    operators: operators.service,
    grants: () => bonuses.grants,
    merchant: (code) => system.merchants.get(code),
  });
  // The points mall and red envelopes (issue 12, ADR 0029 §7–§8) pay cash through bonuses.
  const rewardMerchant = async (code: string) => {
    const m = await system.merchants.get(code);
    if (!m) throw new AppError('MERCHANT_UNKNOWN');
    return {
      code: m.code,
      currency: m.currency,
      timeZone: m.timeZone,
      defaultLanguage: m.brandConfig.defaultLanguage,
    };
  };
  const points = createPointsModule({
    db,
    clock,
    grants: bonuses.grants,
    paymentPassword: identity.paymentPassword,
    operators: operators.service,
    merchant: rewardMerchant,
  });
  const redEnvelopes = createRedEnvelopesModule({
    db,
    clock,
    grants: bonuses.grants,
    operators: operators.service,
    merchant: rewardMerchant,
  });
  const gameActivity = createGameActivityModule({
    db,
    store,
    clock,
    seamless: seamless.service,
    authenticate: (token, merchantCode) => identity.sessions.authenticate(token, merchantCode),
    houseGamesUrl: config.houseGamesUrl,
    vendorAppUrls: { LOTTO: config.lotteryUrl, SPORTS: config.sportsUrl },
  });
  const lotteryGateway = createLotteryGatewayModule({
    lotteryUrl: config.lotteryUrl,
    vendorLanes: (merchant) => games.service.vendorLanes(merchant),
    recentLotteryGames: async (viewer) => {
      const pages = await Promise.all(
        (['LOTT', 'ELOTT'] as const).map((gameType) =>
          gameActivity.activity.recentGames(viewer, { gameType }, 1, 20),
        ),
      );
      return pages
        .flatMap((p) => p.list)
        .map((g) => ({
          vassalage: g.vassalage,
          gameCode: g.gameCode,
          gameType: g.gameType,
          displayName: g.displayName,
          lastPlayedAt: null,
        }));
    },
  });

  const lotteryAdmin = createLotteryAdminModule({
    lotteryUrl: config.lotteryUrl,
    lotterySecret: config.lotterySecret,
    db,
    operators: operators.service,
    merchantExists: async (code) => (await system.merchants.get(code)) !== undefined,
  });

  // Before serving: seal what an older version stored in plaintext and reseal what a previous
  // SECRETS_KEY sealed (ADR 0018). Every node runs it at start; it is idempotent and races safely.
  const { resealed } = await resealSecrets(secretBox, [
    ...operators.sealedColumns,
    ...system.sealedColumns,
    ...identity.sealedColumns,
    ...seamless.sealedColumns,
  ]);
  if (resealed > 0) app.log.info(`secrets at rest: ${resealed} sealed under key ${secretBox.keyId}`);

  // The API's documentation maps every endpoint: in production only operators may read it.
  if (!config.demo) {
    const docsGuard = requireOperator(operators.service);
    app.addHook('onRequest', async (request, reply) => {
      if (UNGUARDED_API.test(request.url)) await docsGuard(request, reply);
    });
  }
  system.registerRequestContext(app);
  identity.registerMemberAuth(app);
  registerEncryptedBodies(app, system.service, store, clock);
  const stopListening = await system.merchants.listen();
  app.addHook('onClose', async () => stopListening());

  app.get('/api/health', { config: { access: 'system' }, schema: { tags: ['health'] } }, async () => {
    await db.query('SELECT 1');
    await store.get('health');
    return ok({ status: 'ok', time: clock.now().toISOString() });
  });

  await app.register(operators.adminRoutes);
  await app.register(system.routes);
  await app.register(system.adminRoutes);
  await app.register(games.routes);
  await app.register(games.adminRoutes);
  await app.register(identity.routes);
  await app.register(identity.adminRoutes);
  await app.register(members.securityRoutes);
  await app.register(members.bankAccountRoutes);
  await app.register(memberProfile.routes);
  await app.register(memberProfile.adminRoutes);
  await app.register(members.adminRoutes);
  await app.register(identity.socialRoutes);
  await app.register(identity.socialAdminRoutes);
  await app.register(messaging.adminRoutes);
  await app.register(ledger.adminRoutes);
  await app.register(seamless.routes);
  await app.register(gameActivity.routes);
  await app.register(gameActivity.launchRoutes);
  await app.register(lotteryGateway.routes);
  await app.register(lotteryAdmin.adminRoutes);
  await app.register(seamless.adminRoutes);
  await app.register(cashier.routes);
  await app.register(cashier.adminRoutes);
  await app.register(agents.routes);
  await app.register(agents.adminRoutes);
  await app.register(agentContracts.routes);
  await app.register(agentContracts.adminRoutes);
  await app.register(content.routes);
  await app.register(content.adminRoutes);
  await app.register(promotions.routes);
  await app.register(promotions.adminRoutes);
  await app.register(support.routes);
  await app.register(support.adminRoutes);
  await app.register(reports.routes);
  await app.register(bonuses.routes);
  await app.register(bonuses.adminRoutes);
  await app.register(reports.adminRoutes);
  await app.register(vip.routes);
  await app.register(vip.adminRoutes);
  await app.register(rebates.routes);
  await app.register(rebates.adminRoutes);
  await app.register(missions.routes);
  await app.register(missions.adminRoutes);
  await app.register(referral.routes);
  await app.register(referral.adminRoutes);
  await app.register(points.routes);
  await app.register(points.adminRoutes);
  await app.register(redEnvelopes.routes);
  await app.register(redEnvelopes.adminRoutes);
  if (pspSimulator) await app.register(pspSimulator.routes);
  if (config.devOutbox && messaging.devRoutes) await app.register(messaging.devRoutes);

  await registerFrontEnds(app, config);
  return {
    app,
    modules: {
      operators,
      promotions,
      system,
      games,
      gameActivity,
      identity,
      members,
      memberProfile,
      messaging,
      ledger,
      bonuses,
      seamless,
      cashier,
      agents,
      agentContracts,
      content,
      support,
      reports,
      vip,
      rebates,
      missions,
      referral,
      points,
      redEnvelopes,
    },
  };
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Vite names every built asset `<name>-<8+ character hash>.<ext>` under `assets/` (then `.br`, `.gz`). */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(\.br|\.gz)?$/;

/** Serves the built player site at / and the console at /bo/, each falling back to its index.html. */
async function registerFrontEnds(app: FastifyInstance, config: AppConfig) {
  const webBuilt = existsSync(path.join(config.webDistDir, 'index.html'));
  const backofficeBuilt = existsSync(path.join(config.backofficeDistDir, 'index.html'));
  // Hashed build assets never change under their name: a year, immutable. Anything else (the
  // HTML, unhashed files) is revalidated on every load, so a deployment shows at once. Files are
  // sent as the build precompressed them (`.br`, `.gz`) when the browser accepts it.
  const cachingOptions = {
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('Cache-Control', HASHED_ASSET.test(filePath) ? IMMUTABLE : 'no-cache');
    },
  };
  if (webBuilt) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      ...cachingOptions,
    });
  }
  if (backofficeBuilt) {
    await app.register(fastifyStatic, {
      root: config.backofficeDistDir,
      prefix: '/bo/',
      wildcard: false,
      decorateReply: !webBuilt,
      index: false,
      ...cachingOptions,
    });
  }
  const assetPattern = /\.[a-z0-9]{2,5}$/i;
  const webIndex = createWebIndex(app, { webDistDir: config.webDistDir });
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api' || request.method !== 'GET' || assetPattern.test(url)) {
      return sendError(request, reply, new AppError('NOT_FOUND'));
    }
    const isBackoffice = url === '/bo' || url.startsWith('/bo/');
    const built = isBackoffice ? backofficeBuilt : webBuilt;
    if (!built) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The front end is not built yet: run `npm run build`.');
    }
    if (isBackoffice) return reply.sendFile('index.html', config.backofficeDistDir);
    // The player site's HTML carries its first screen's data and preloads (web-index.ts).
    const html = await webIndex(request, request.url);
    if (html === null) return reply.sendFile('index.html', config.webDistDir);
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}
