import { json, type Reply } from '../http.ts';

/**
 * A refusal in Algolia's shape. The official clients read `message` and `status` from the body and raise them as
 * ApiError, so callers see the same text they would from Algolia; a 4xx is never retried by the client.
 */
export class AlgoliaError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

export const algoliaReply = (e: AlgoliaError): Reply => json(e.status, { message: e.message, status: e.status });

export const indexNotFound = () => new AlgoliaError(404, 'Index does not exist');
export const badParam = (message: string) => new AlgoliaError(400, message);
