import { createHmac } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX } from '@marquee/contracts';
import { fastifyTrustProxy, type Config } from './config.js';
import type { Database, Db } from './db/client.js';
import { errorHandler, notFound } from './lib/errors.js';
import { serverLogger } from './lib/log.js';
import { trustedOrigins } from './modules/auth/better-auth.js';
import { authRoutes } from './modules/auth/routes.js';
import { cartRoutes } from './modules/cart/routes.js';
import { checkoutRoutes } from './modules/checkout/routes.js';
import { catalogRoutes } from './modules/catalog/routes.js';
import { searchRoutes } from './modules/search/routes.js';
import { wishlistRoutes } from './modules/wishlist/routes.js';
import { dashboardAdminRoutes } from './modules/dashboard/routes.js';
import { couponAdminRoutes } from './modules/coupons/admin/routes.js';
import { orderAdminRoutes } from './modules/orders/admin/routes.js';
import { orderStatusAdminRoutes } from './modules/orders/admin/status-routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { metricsPlugin } from './modules/metrics/routes.js';
import { settingsRoutes } from './modules/settings/routes.js';
import { contentRoutes } from './modules/content/routes.js';
import { filmsRoutes } from './modules/films/routes.js';
import { homeRoutes } from './modules/home/routes.js';
import { newsletterRoutes } from './modules/newsletter/routes.js';
import { startPendingSweep } from './modules/newsletter/pending-sweep.js';
import { LiveEventHub, type LiveEventSource } from './modules/live-events/hub.js';
import { liveEventRoutes } from './modules/live-events/routes.js';
import { productSetRoutes } from './modules/product-sets/routes.js';
import { orderRoutes } from './modules/orders/routes.js';
import { accountRoutes } from './modules/account/routes.js';
import { customerAdminRoutes } from './modules/customers/routes.js';
import { auditAdminRoutes } from './modules/audit/routes.js';
import { mediaAdminRoutes } from './modules/media/routes.js';
import { startMediaSweeper } from './modules/media/service.js';
import { uploadServingRoutes } from './modules/images/upload-routes.js';
import { createLocalStorage } from './lib/storage.js';
import { productAdminRoutes } from './modules/catalog/admin/product-routes.js';
import { categoryAdminRoutes } from './modules/catalog/admin/category-routes.js';
import { productTagAdminRoutes } from './modules/catalog/admin/tag-routes.js';
import { productSetAdminRoutes } from './modules/product-sets/admin/routes.js';
import { filmAdminRoutes } from './modules/films/admin/routes.js';
import { dreamBoxAdminRoutes } from './modules/dream-box/admin/routes.js';
import { customPageAdminRoutes } from './modules/content/admin/custom-page-routes.js';
import { footerPageAdminRoutes } from './modules/content/admin/footer-page-routes.js';
import { pageElementAdminRoutes } from './modules/content/admin/page-element-routes.js';
import { homeSectionAdminRoutes } from './modules/home/admin/section-routes.js';
import { heroSlideAdminRoutes } from './modules/home/admin/hero-slide-routes.js';
import { newsletterAdminRoutes } from './modules/newsletter/admin/routes.js';
import { settingsAdminRoutes } from './modules/settings/admin/routes.js';
import { chatAdminRoutes } from './modules/chat/admin/routes.js';
import { chatRoutes } from './modules/chat/routes.js';
import { reviewRoutes } from './modules/reviews/routes.js';
import { reviewAdminRoutes } from './modules/reviews/admin/routes.js';
import type { OrderDeps } from './modules/orders/order-deps.js';
import { reconcilePayments, startPaymentReconciler } from './modules/checkout/reconcile.js';
import { createPaymentProvider, TestPaymentProvider, type PaymentProvider } from './modules/payments/index.js';
import { imageRoutes } from './modules/images/routes.js';
import { crawlerRoutes } from './page-serving/crawlers.js';
import { registerOpenApi } from './plugins/openapi.js';
import { authPlugin, requireAdmin } from './plugins/auth.js';
import { rateLimits } from './plugins/rate-limits.js';
import { requestContext } from './plugins/request-context.js';
import { registerSecurity } from './plugins/security.js';
import { registerPageServing } from './page-serving/index.js';
import { inlineScriptHashes } from './page-serving/page-template.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const defaultWebDist = path.resolve(here, '../../web/dist');

export interface BuildAppOptions {
  db: Db;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** Built SPA to serve; omitted in API tests. */
  webDist?: string | undefined;
  /** The database's pool and memory figures for /api/metrics; without them those metrics are left out. */
  database?: Pick<Database, 'driver' | 'embeddedMemoryBytes' | 'poolUsage'> | undefined;
  /** LISTEN/NOTIFY of the database, for GET /api/events; without it the stream sends only heartbeats. */
  events?: LiveEventSource | undefined;
  /** The payment provider; by default PayPal when configured, else the offline test provider. */
  paymentProvider?: PaymentProvider | undefined;
  /** Failure injection for the order tests. */
  orderFaults?: OrderDeps['faults'];
  /** The time the account's code expiry and lock read (a test moves it); default: the real time. */
  clock?: () => Date;
}

/**
 * Plugins load in tiers: external (config, db, security, rate limits, cookies, docs), then
 * the app's own (auth, request context), then routes. Decorations: types/fastify-augment.ts.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const app = Fastify({
    logger: options.logger ?? serverLogger(config),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
  }).withTypeProvider<ZodTypeProvider>();

  const routes: { method: string; url: string; hasBody: boolean }[] = [];
  app.addHook('onRoute', (route) => {
    const hasBody = route.schema?.body !== undefined;
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, hasBody });
  });
  app.decorate('registeredRoutes', routes);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  // A callback hook, not async: every reply passes here, and a promise per reply shows in profiles.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('clock', options.clock ?? (() => new Date()));
  // One LISTEN per process, shared by the event stream and the catalogue caches' invalidation.
  app.decorate('liveEvents', new LiveEventHub(options.events, app.log));
  const provider = options.paymentProvider ?? createPaymentProvider(config);
  // Test payments live in this store's database, so every instance on it sees the same ones.
  if (provider instanceof TestPaymentProvider) provider.attachDatabase(db);
  if (provider.isTest && config.env === 'production') {
    // Only reachable with ALLOW_TEST_PAYMENTS=true on a public address, or on this machine (config.ts).
    app.log.warn('TEST PAYMENTS: no money is taken; orders are marked as test orders (no PayPal configured)');
  }
  app.decorate('orderDeps', {
    db,
    provider,
    secret: config.sessionSecret,
    publicUrl: config.publicUrl,
    dreamBoxPlanId: config.paypal.planId ?? (provider.isTest ? 'TEST-DREAM-BOX' : ''),
    log: app.log,
    ...(options.orderFaults ? { faults: options.orderFaults } : {}),
  } satisfies OrderDeps);
  // On start and each minute: a capture left by a crash becomes its order, pending captures and refunds are followed up.
  let stopReconciler: (() => void) | undefined;
  app.addHook('onReady', async () => {
    const settled = await reconcilePayments(app.orderDeps);
    if (settled.recorded + settled.released > 0) app.log.warn(settled, 'checkout payments settled on start');
    stopReconciler = startPaymentReconciler(app.orderDeps);
  });
  app.addHook('onClose', async () => stopReconciler?.());
  // Uploads behind the Storage interface (lib/storage.ts); unattached ones are swept after a day.
  // With S3_BUCKET set they are objects in a bucket, so several instances need no shared disk (decision 103).
  const storage = config.s3
    ? (await import('./lib/s3-storage.js')).createS3Storage(config.s3, {
        spoolDir: path.join(config.dataDir, 'cache', 'upload-spool'),
      })
    : createLocalStorage(config.mediaDir);
  app.decorate('storage', storage);
  app.addHook('onClose', async () => storage.close());
  let stopMediaSweeper: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stopMediaSweeper = startMediaSweeper(app);
  });
  app.addHook('onClose', async () => stopMediaSweeper?.());
  // Newsletter addresses never confirmed are deleted after a month (decision 096).
  let stopPendingSweep: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stopPendingSweep = startPendingSweep({ db: app.db, clock: app.clock, log: app.log });
  });
  app.addHook('onClose', async () => stopPendingSweep?.());

  await registerSecurity(app, {
    trustedOrigins: trustedOrigins(config),
    production: config.env === 'production',
    scriptHashes: options.webDist ? inlineScriptHashes(options.webDist) : [],
    paypal: !provider.isTest,
  });
  await app.register(rateLimits, { limits: config.rateLimits });
  // Signed cookies (the guest id, order access, known browsers) are keyed from the session
  // secret; the previous secret's signatures still verify while a rotation settles (issue 27).
  await app.register(cookie, {
    secret: [config.sessionSecret, config.previousSessionSecret]
      .filter((secret): secret is string => secret !== undefined)
      .map((secret) => createHmac('sha256', secret).update('marquee-cookies').digest('base64url')),
  });
  await registerOpenApi(app);

  await app.register(authPlugin);
  await app.register(requestContext);
  await app.register(metricsPlugin, { database: options.database });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(catalogRoutes);
  await app.register(searchRoutes);
  await app.register(cartRoutes);
  await app.register(checkoutRoutes);
  await app.register(orderRoutes);
  await app.register(accountRoutes);
  await app.register(wishlistRoutes);
  await app.register(settingsRoutes);
  await app.register(filmsRoutes);
  await app.register(homeRoutes);
  await app.register(newsletterRoutes);
  await app.register(productSetRoutes);
  await app.register(liveEventRoutes, { source: options.events });
  await app.register(contentRoutes);
  await app.register(imageRoutes);
  await app.register(crawlerRoutes);
  await app.register(chatRoutes);
  await app.register(reviewRoutes);

  // Every admin route (apiPaths.admin) lives in this scope, so none can exist without the role check.
  await app.register(async (admin) => {
    admin.addHook('onRequest', requireAdmin);
    await admin.register(dashboardAdminRoutes);
    await admin.register(couponAdminRoutes);
    await admin.register(orderAdminRoutes);
    await admin.register(orderStatusAdminRoutes);
    await admin.register(customerAdminRoutes);
    await admin.register(auditAdminRoutes);
    await admin.register(mediaAdminRoutes);
    await admin.register(productAdminRoutes);
    await admin.register(productSetAdminRoutes);
    await admin.register(categoryAdminRoutes);
    await admin.register(productTagAdminRoutes);
    await admin.register(filmAdminRoutes);
    await admin.register(dreamBoxAdminRoutes);
    await admin.register(customPageAdminRoutes);
    await admin.register(footerPageAdminRoutes);
    await admin.register(pageElementAdminRoutes);
    await admin.register(homeSectionAdminRoutes);
    await admin.register(heroSlideAdminRoutes);
    await admin.register(settingsAdminRoutes);
    await admin.register(chatAdminRoutes);
    await admin.register(newsletterAdminRoutes);
    await admin.register(reviewAdminRoutes);
  });

  mkdirSync(config.mediaDir, { recursive: true });
  // Its own route (more specific than the static one's /media/*) reads uploads from the bucket.
  if (config.s3) await app.register(uploadServingRoutes);
  await app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '1d',
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith(`${API_PREFIX}/`)) {
      throw notFound(`No API route ${request.method} ${request.url.split('?')[0]}`);
    }
    return reply.status(404).type('text/plain').send('Not found');
  });

  if (options.webDist) await registerPageServing(app, { webDist: options.webDist, publicUrl: config.publicUrl });
  return app;
}
