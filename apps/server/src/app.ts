import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { BaseDeps, Deps } from './deps.js';
import { createAccountAccess } from './core/account-access/service.js';
import { createNotifier } from './core/notifications/service.js';
import { createRequestEngine } from './core/requests/engine.js';
import { createPinCheck } from './core/session/pin-check.js';
import { createBankJobs, type BankJobs } from './core/jobs/bank-jobs.js';
import { sessionGuard } from './core/session/session-guard.js';
import { createSignInGuard } from './core/sign-in-guard/guard.js';
import { apiKey } from './plugins/api-key.js';
import { errorHandler, frameworkErrors } from './plugins/errors.js';
import { BodyLimit } from './http/body-limits.js';
import { security } from './plugins/security.js';
import { AccessLog } from './logger.js';
import { fingerprintedFiles, webApp } from './plugins/web.js';
import { authRoutes } from './modules/auth/routes.js';
import { entitlementRoutes } from './modules/entitlements/routes.js';
import { accountRoutes } from './modules/accounts/routes.js';
import { loanRoutes } from './modules/loans/routes.js';
import { checkbookRoutes } from './modules/checkbooks/routes.js';
import { accountChangeRoutes } from './modules/account-changes/routes.js';
import { rateRoutes } from './modules/rates/routes.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { creditLetterRoutes } from './modules/credit-letters/routes.js';
import { bankSealRoutes } from './modules/bank-seal/routes.js';
import { caDownload } from './modules/bank-seal/ca-download.js';
import { assistantDownloads } from './modules/downloads/routes.js';
import { configurationRoutes } from './modules/configuration/routes.js';
import { checkbookRequestRoutes } from './modules/checkbook-requests/routes.js';
import { signatureInboxRoutes } from './modules/signature-inbox/routes.js';
import { userProfileRoutes } from './modules/user-profiles/routes.js';
import { traceRoutes } from './modules/traces/routes.js';
import { transferRoutes } from './modules/transfers/routes.js';
import { documentShipmentRoutes } from './modules/document-shipments/routes.js';
import { liquidityLetterRoutes } from './modules/liquidity-letters/routes.js';
import { lcAmendmentRoutes } from './modules/lc-amendments/routes.js';
import { exportRoutes } from './modules/exports/routes.js';
import { createBankSealService } from './modules/bank-seal/service.js';
import { startChangeFeed, type ChangeFeed } from './core/changes/change-feed.js';
import { createGrantsCache } from './core/entitlements/grants.js';
import { passThroughSerializer } from './http/serialized.js';

declare module 'fastify' {
  interface FastifyInstance {
    bankJobs: BankJobs;
    /** This instance's change feed (tests wait on `sync()` for another instance's change to arrive). */
    changes: ChangeFeed;
  }
}

/** Each module registers its endpoints; cross-cutting plugins wrap them all. */
const modules = [authRoutes, entitlementRoutes, accountRoutes, bankSealRoutes, loanRoutes, checkbookRoutes, accountChangeRoutes, rateRoutes, creditLetterRoutes, notificationRoutes,
  configurationRoutes, checkbookRequestRoutes, signatureInboxRoutes, userProfileRoutes, traceRoutes, transferRoutes, lcAmendmentRoutes, documentShipmentRoutes, liquidityLetterRoutes, exportRoutes];

export async function buildApp(base: BaseDeps, logger: FastifyServerOptions['logger'] = false) {
  const accounts = createAccountAccess(base);
  const notifications = createNotifier(base);
  const signInGuard = createSignInGuard(base);
  // A PIN given to sign is claimed and counted by the sign-in guard, on the sign-in's own lock (ADR 0024, 0026).
  const pinCheck = createPinCheck({ ...base, signInGuard });
  const changes = await startChangeFeed(base.db, (m) => console.error(`[bel] ${m}`));
  const grants = createGrantsCache(base.db, changes, base.clock);
  const deps: Deps = {
    ...base,
    accounts,
    notifications,
    requests: createRequestEngine({ ...base, accounts, notifications, pinCheck }),
    jobs: createBankJobs(),
    signInGuard,
    seal: createBankSealService(base),
    changes,
    grants,
  };
  // Request ids are UUIDs: the audit trail keeps them as the external trace id of what it records.
  // trustProxy decides request.ip: the address rate limits, the sign-in guard, sessions and traces use.
  const trust = deps.config.trustProxy;
  // A hop count trusts that many proxies nearest the gateway (Fastify types only the function form).
  const trustProxy = typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
  // Fastify's own request logging writes two lines per call; AccessLog writes one, with what matters.
  const options: FastifyServerOptions = { logger, logController: new AccessLog(), bodyLimit: BodyLimit.default, genReqId: () => randomUUID(), trustProxy, frameworkErrors };
  const app = Fastify(options);
  app.setValidatorCompiler(validatorCompiler);
  // zod's serializer, which also passes through answers a route kept already serialised by it.
  app.setSerializerCompiler(passThroughSerializer(serializerCompiler));
  await app.register(errorHandler);
  const assets = fingerprintedFiles(deps.config.webDist);
  const uncounted = (request: FastifyRequest) => request.method === 'GET' && assets.has(request.url);
  await app.register(security, { requestsPerMinute: base.config.requestsPerMinute, db: base.db, uncounted });
  await app.register(apiKey, { key: deps.config.apiKey });
  await app.register(sessionGuard, deps);
  await app.register(
    async (api) => {
      for (const register of modules) await register(api, deps);
    },
    { prefix: '/api' },
  );
  await caDownload(app, deps);
  await assistantDownloads(app);
  await app.register(webApp, { dist: deps.config.webDist, apiKey: deps.config.apiKey });
  // main.ts starts the bank's job runner once listening; tests run tasks themselves.
  app.decorate('bankJobs', deps.jobs);
  app.decorate('changes', changes);
  app.addHook('onClose', async () => {
    await deps.jobs.stop();
    await changes.close();
  });
  return app;
}
