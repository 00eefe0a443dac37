import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { EMULATOR_ROOT, parseCloudinaryUrl, resolveSettings, type CustomerAccountSettings } from './config.ts';
import { Faults, type FaultEffect } from './faults.ts';
import { json, notFound, type Reply, type Req } from './http.ts';
import { ImageStore } from './images/imageStore.ts';
import { RequestLog } from './requestLog.ts';
import { Router } from './router.ts';
import { CheckoutStore } from './checkout/store.ts';
import { CustomerMetafields } from './customers/metafields.ts';
import { Outbox } from './customers/outbox.ts';
import { CustomerStore } from './customers/store.ts';
import { CustomerAccountSessions } from './customer-account/sessions.ts';
import { addAdminRoutes } from './routes/admin.ts';
import { addCustomerAccountRoutes } from './routes/customerAccount.ts';
import { addDesignerRoutes } from './routes/designer.ts';
import { addImageHostRoutes } from './routes/imageHost.ts';
import { analyticsHandler } from './routes/analytics.ts';
import { checkoutPageHandler, placeOrderHandler } from './routes/checkout.ts';
import { CDN_PREFIX, cdnHandler } from './routes/cdn.ts';
import { jsonFileHandler } from './routes/files.ts';
import { addProcurementRoutes } from './routes/procurement.ts';
import { addAdminApiRoutes } from './routes/adminApi.ts';
import { addProcurementSystemRoutes } from './routes/procurementSystems.ts';
import { GRAPHQL_ROUTE, graphqlHandler, graphqlLogKey, graphqlOperation } from './routes/graphql.ts';
import { snippetsHandler } from './routes/snippets.ts';
import { addTaggingRoutes } from './routes/tagging.ts';
import { addSearchRoutes } from './routes/search.ts';
import { addOutsideServiceRoutes } from './services/index.ts';
import { storefrontSchema } from './graphql/schema.ts';
import { Catalog } from './store/catalog.ts';
import { ContentStore } from './store/content.ts';
import { prepareData } from './store/prepare.ts';
import { VariantRemoval } from './store/variantRemoval.ts';
import { IMAGES_DIR, type SeedReport } from '../seed/seed.ts';

export interface StartOptions {
  /** 0 picks a free port */
  port?: number;
  host?: string;
  /** absolute, or relative to the emulator folder */
  dataDir?: string;
  reset?: boolean;
  /** extra generated products (collection `all-generated`) */
  products?: number;
  quiet?: boolean;
  /** base of absolute image URLs; default http://localhost:{actual port} */
  publicUrl?: string;
  storefrontToken?: string;
  /** accepted as Shopify-Storefront-Private-Token; default SHOPIFY_STOREFRONT_PRIVATE_TOKEN or emulator-storefront-private-token */
  storefrontPrivateToken?: string;
  adminToken?: string;
  /** HMAC secret for `Item Price` signatures; default PRICE_SIGNING_SECRET or dev-price-signing-secret */
  priceSigningSecret?: string;
  /** X-Tagging-Key the tagging service accepts; default TAGGING_API_KEY or emulator-tagging-key */
  taggingApiKey?: string;
  /** X-CustomersCanvasAPIKey the design service accepts; default DESIGNER_API_KEY or emulator-designer-key */
  designerApiKey?: string;
  /** the image host's cloud and credentials, `cloudinary://KEY:SECRET@CLOUD`; default CLOUDINARY_URL or the app's default */
  cloudinaryUrl?: string;
  /** the Customer Account API's client, registered URLs and token lifetime; default from CUSTOMER_ACCOUNT_* */
  customerAccount?: Partial<CustomerAccountSettings>;
}

export interface RunningEmulator {
  /** where to send requests, e.g. http://127.0.0.1:4000 */
  url: string;
  publicUrl: string;
  port: number;
  dataDir: string;
  seeded: SeedReport | null;
  close(): Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-allow-headers': 'content-type, x-shopify-storefront-access-token, accept, if-none-match, x-customerscanvasusertoken',
  'access-control-max-age': '600',
  // lets browser clients read which Storefront API version answered
  'access-control-expose-headers': 'X-Shopify-API-Version',
};
/**
 * Above the form handler's 8 MB (Netlify's limit), the design gallery's 10,000,000 bytes and the image host's
 * 20 MB (sent base64 in a data URI it is a third larger), so an oversize upload gets its route's refusal
 * rather than a reset connection.
 */
const MAX_BODY = 32 * 1024 * 1024;

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        reject(new Error('body too large'));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** A 200 whose body stops halfway: what a dropped connection or a broken proxy hands the client. */
function malform(reply: Reply): Reply {
  const body = Buffer.isBuffer(reply.body) ? reply.body : Buffer.from(reply.body);
  return { ...reply, status: 200, body: body.subarray(0, Math.max(1, Math.floor(body.length / 2))) };
}

function faultReply(effect: FaultEffect): Reply {
  if (typeof effect.body === 'string') return { status: effect.status!, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: effect.body };
  return json(effect.status!, effect.body ?? { error: `Injected fault: status ${effect.status}` });
}

export async function startEmulator(opts: StartOptions = {}): Promise<RunningEmulator> {
  const base = resolveSettings(process.env, []);
  const dataDir = opts.dataDir ? path.resolve(EMULATOR_ROOT, opts.dataDir) : base.dataDir;
  const quiet = opts.quiet ?? false;
  const { db, seeded, reason } = await prepareData(dataDir, { reset: opts.reset ?? false, products: opts.products ?? base.products });
  if (seeded && !quiet) {
    console.log(`emulator seeded (${reason}): ${seeded.products} products${seeded.generated ? ` + ${seeded.generated} generated` : ''}, ` +
      `${seeded.collections} collections, ${seeded.images} images in ${seeded.ms} ms`);
  }
  const catalog = new Catalog(db);
  const content = new ContentStore(db);
  const checkout = new CheckoutStore(db);
  const variants = new VariantRemoval(db, catalog);
  const customers = new CustomerStore(db);
  const outbox = new Outbox(db);
  const priceSecret = opts.priceSigningSecret ?? base.priceSigningSecret;
  storefrontSchema(); // build now rather than on the first request
  const log = new RequestLog();
  const faults = new Faults();
  const images = new ImageStore(path.join(dataDir, IMAGES_DIR));
  let publicUrl = opts.publicUrl ?? (process.env.EMULATOR_PUBLIC_URL ? base.publicUrl : '');
  const getPublicUrl = () => publicUrl;

  const router = new Router()
    .add('POST', GRAPHQL_ROUTE, graphqlHandler({
      catalog, carts: checkout, priceSecret, publicUrl: getPublicUrl, token: opts.storefrontToken ?? base.storefrontToken,
      privateToken: opts.storefrontPrivateToken ?? base.storefrontPrivateToken, customers, outbox,
    }),
      { keyOf: graphqlLogKey, operationOf: graphqlOperation })
    .add('GET', `${CDN_PREFIX}/:file`, cdnHandler(images))
    .add('GET', '/pricing/:file', jsonFileHandler(content, 'pricing'))
    .add('GET', '/templates/:file', jsonFileHandler(content, 'template'))
    .add('GET', '/snippets/sites/:owner/:name', snippetsHandler('sites', content, getPublicUrl))
    .add('GET', '/snippets/resellers/:owner/:name', snippetsHandler('resellers', content, getPublicUrl))
    .add('POST', '/analytics', analyticsHandler(content))
    .add('GET', '/cart/c/:token', checkoutPageHandler({ store: checkout, priceSecret, customers }))
    .add('POST', '/cart/c/:token/orders', placeOrderHandler({ store: checkout, priceSecret, customers }));
  const customerMetafields = new CustomerMetafields(db);
  addTaggingRoutes(router, { customers, metafields: customerMetafields, apiKey: opts.taggingApiKey ?? base.taggingApiKey });
  const customerAccount = { ...base.customerAccount, ...opts.customerAccount };
  const accountSessions = new CustomerAccountSessions(() => customerAccount.accessTokenTtlSeconds * 1000);
  customers.acceptAccountTokens((token) => accountSessions.sessionForAccessToken(token)?.customerId ?? null);
  addCustomerAccountRoutes(router, {
    settings: () => customerAccount, sessions: accountSessions,
    customers, metafields: customerMetafields, outbox, carts: checkout, catalog, publicUrl: getPublicUrl,
  });
  addAdminRoutes(router, { log, faults, content, checkout, variants, customers, outbox, catalog });
  addSearchRoutes(router, { catalog, settings: base.search, publicUrl: getPublicUrl, quiet });
  addOutsideServiceRoutes(router, { db, dataDir, customers });
  addProcurementRoutes(router, { catalog, publicUrl: getPublicUrl });
  addAdminApiRoutes(router, { catalog, token: opts.adminToken ?? base.adminToken, priceSecret });
  addProcurementSystemRoutes(router, { publicUrl: getPublicUrl });
  addDesignerRoutes(router, { db, dataDir, apiKey: opts.designerApiKey ?? base.designerApiKey, publicUrl: getPublicUrl });
  const imageHost = opts.cloudinaryUrl ? { ...parseCloudinaryUrl(opts.cloudinaryUrl), unsignedPresets: base.imageHost.unsignedPresets } : base.imageHost;
  // last: its delivery route (`/{cloud}/image/upload/…`) must not shadow another service's paths
  addImageHostRoutes(router, { dataDir, settings: imageHost, publicUrl: getPublicUrl });

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://emulator');
    const method = req.method ?? 'GET';
    const admin = url.pathname.startsWith('/__emulator/');
    let reply: Reply;
    try {
      const body = await readBody(req);
      const match = router.match(method, url.pathname);
      const r: Req = { method, path: url.pathname, query: url.searchParams, headers: req.headers, body, params: match?.params ?? {} };
      const operation = match?.route.operationOf?.(r);
      if (!admin) {
        const first = url.pathname.split('/').filter(Boolean)[0] ?? '';
        log.record((match?.route.keyOf?.(r) ?? match?.route.key) ?? `${method} /${first}`, `${method} ${url.pathname}`, operation);
      }
      const effect = admin ? null : faults.take(url.pathname, operation, body.toString('utf8'));
      if (effect?.delayMs) await new Promise((resolve) => setTimeout(resolve, effect.delayMs));
      if (method === 'OPTIONS') reply = { status: 204, headers: {}, body: '' };
      else if (effect?.status !== undefined) reply = faultReply(effect);
      else reply = match ? await match.route.handler(r) : notFound();
      if (effect?.malformed) reply = malform(reply);
    } catch (e) {
      if (!quiet) console.error(`emulator: ${method} ${url.pathname} failed:`, e);
      reply = json(500, { error: e instanceof Error ? e.message : String(e) });
    }
    if (res.destroyed) return;
    const body = method === 'HEAD' ? '' : reply.body;
    res.writeHead(reply.status, { ...CORS, ...reply.headers, 'content-length': String(Buffer.byteLength(reply.body)) });
    res.end(body);
  };

  const server = http.createServer((req, res) => void handle(req, res));
  const host = opts.host ?? base.host;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? base.port, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  publicUrl ||= `http://localhost:${port}`;
  let closed = false;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    publicUrl,
    port,
    dataDir,
    seeded,
    close: async () => {
      if (closed) return;
      closed = true;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      db.close();
    },
  };
}
