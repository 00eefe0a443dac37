/** The hosts the browser tests open (see playwright.config.ts for the ports). */
// E2E_APP_PORT / E2E_EMULATOR_PORT let two checkouts run their browser tests side by side.
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100);
export const EMULATOR_PORT = Number(process.env.E2E_EMULATOR_PORT ?? 4100);
export const EMULATOR = `http://127.0.0.1:${EMULATOR_PORT}`;
export const US = `http://localhost:${APP_PORT}`;
export const CA = `http://ca.localhost:${APP_PORT}`;
export const FR = `http://fr.localhost:${APP_PORT}`;
export const ACME = `http://acme.resellers.localhost:${APP_PORT}`;
export const NORTHWIND = `http://northwind.resellers.localhost:${APP_PORT}`;

/** Node's resolver (used by Playwright's request API) does not map *.localhost to loopback: send the Host header. */
export function viaLoopback(url: string): { url: string; headers: { host: string } } {
  const u = new URL(url);
  return { url: `http://127.0.0.1:${u.port}${u.pathname}${u.search}`, headers: { host: u.host } };
}

/**
 * A second app server on the same build, signing customers in through the
 * Customer Account API (CUSTOMER_ACCOUNTS=customer-account-api), for the
 * browser tests of that provider (tests/e2e-accounts).
 */
export const ACCOUNTS_APP_PORT = Number(process.env.E2E_ACCOUNTS_APP_PORT ?? APP_PORT + 1);
export const ACCOUNTS_US = `http://localhost:${ACCOUNTS_APP_PORT}`;
export const ACCOUNTS_FR = `http://fr.localhost:${ACCOUNTS_APP_PORT}`;
export const ACCOUNTS_ACME = `http://acme.resellers.localhost:${ACCOUNTS_APP_PORT}`;
export const ACCOUNTS_NORTHWIND = `http://northwind.resellers.localhost:${ACCOUNTS_APP_PORT}`;

/** The several-server deployment the cluster tests start: nginx on this port, app servers on the next ones. */
export const CLUSTER_PORT = Number(process.env.E2E_CLUSTER_PORT ?? APP_PORT + 10);
