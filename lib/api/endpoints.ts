import { endpoint } from './client';
import type { postalContract } from './contracts/postal';

/**
 * The app's route handlers as the browser calls them: method, path and,
 * through the contract's type, what goes in and comes back. Types only from
 * the contracts, so importing this ships no zod.
 */
export const POSTAL = endpoint<typeof postalContract>('GET', '/api/postal');
