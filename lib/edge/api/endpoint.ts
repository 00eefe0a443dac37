import type { Contract } from './contract';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A route handler's method and path, typed by its contract; `P` are the path's parameters. */
export interface Endpoint<C extends Contract, P = void> {
  method: Method;
  path: (params: P) => string;
  /** Never set: carries the contract's types. */
  readonly contract?: C;
}

/**
 * Declares an endpoint (lib/edge/api/endpoints/). Its own module, apart from
 * the client: a page that only sends a beacon (lib/edge/api/beacon.ts) ships
 * neither callApi nor the endpoint list.
 */
export function endpoint<C extends Contract, P = void>(method: Method, path: string | ((params: P) => string)): Endpoint<C, P> {
  return { method, path: typeof path === 'string' ? () => path : path };
}
