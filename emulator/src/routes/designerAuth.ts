import { json, noContent } from '../http.ts';
import type { Router } from '../router.ts';
import { DesignInputError } from '../designer/parse.ts';
import { checkUserId, message, withApiKey, type DesignerContext } from './designerCommon.ts';

const MAX_SECONDS = 30 * 24 * 3600;

function seconds(raw: string | null): number {
  if (raw === null || raw === '') return 3600;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > MAX_SECONDS) throw new DesignInputError(`Seconds must be a whole number from 1 to ${MAX_SECONDS}`);
  return n;
}

function flag(raw: string | null): boolean {
  if (raw === null || raw === '') return true;
  if (/^(true|false)$/i.test(raw)) return raw.toLowerCase() === 'true';
  throw new DesignInputError('UpdateOnCall must be true or false');
}

/** The Auth API: user tokens, for back ends holding the API key. */
export function addDesignerAuthRoutes(router: Router, ctx: DesignerContext): void {
  const { base, service } = ctx;
  const tokens = service.tokens;
  router
    .add('POST', `${base}/api/Auth/Users/:userId/Tokens`, withApiKey(ctx, (req) =>
      json(200, tokens.create(checkUserId(req.params.userId), seconds(req.query.get('Seconds')), flag(req.query.get('UpdateOnCall'))))))
    // a bare array, expired tokens left out; the app also accepts `{ tokens }`, we answer the one documented choice
    .add('GET', `${base}/api/Auth/Users/:userId/Tokens`, withApiKey(ctx, (req) => json(200, tokens.list(checkUserId(req.params.userId)))))
    .add('DELETE', `${base}/api/Auth/Users/:userId/Tokens`, withApiKey(ctx, (req) => {
      tokens.removeUser(checkUserId(req.params.userId));
      return noContent();
    }))
    .add('PUT', `${base}/api/Auth/Tokens/:tokenId`, withApiKey(ctx, (req) => {
      const token = tokens.extend(req.params.tokenId ?? '');
      return token ? json(200, token) : message(404, 'Token not found or expired');
    }))
    .add('DELETE', `${base}/api/Auth/Tokens/:tokenId`, withApiKey(ctx, (req) => (tokens.remove(req.params.tokenId ?? '') ? noContent() : message(404, 'Token not found'))))
    .add('DELETE', `${base}/api/Auth/Tokens`, withApiKey(ctx, () => {
      for (const t of tokens.all()) tokens.remove(t);
      return noContent();
    }));
}
