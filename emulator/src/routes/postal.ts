import { json, jsonBody, noContent, type Handler, type Req } from '../http.ts';
import type { Router } from '../router.ts';
import type { UspsTokens } from '../services/postal/oauth.ts';
import { webToolsReply } from '../services/postal/webTools.ts';
import { lookupZip, UNKNOWN_ZIP, ZIP_SOURCE, zipCount } from '../services/postal/zips.ts';

export interface PostalDeps {
  tokens: UspsTokens;
  /** Web Tools USERIDs that may call CityStateLookup */
  userIds: readonly string[];
}

/** Query parameters, overridden by a form body: Web Tools took both GET and POST. */
function formParams(req: Req): URLSearchParams {
  const params = new URLSearchParams(req.query);
  if (req.method === 'POST') for (const [k, v] of new URLSearchParams(req.body.toString('utf8'))) params.set(k, v);
  return params;
}

/** GET|POST /ShippingAPI.dll?API=CityStateLookup&XML=…: always 200 text/xml, errors inside the document. */
function webToolsHandler(userIds: readonly string[]): Handler {
  return (req) => {
    const params = formParams(req);
    return { status: 200, headers: { 'content-type': 'text/xml; charset=utf-8' }, body: webToolsReply(params.get('API'), params.get('XML'), userIds) };
  };
}

const oauthError = (status: number, error: string, description: string) => json(status, { error, error_description: description });

/** POST /oauth2/v3/token: JSON (as in USPS's README) or form body, or HTTP Basic client credentials. */
function tokenHandler(tokens: UspsTokens): Handler {
  return (req) => {
    const isJson = String(req.headers['content-type'] ?? '').includes('json');
    const raw = isJson ? jsonBody(req) : Object.fromEntries(new URLSearchParams(req.body.toString('utf8')));
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return oauthError(400, 'invalid_request', 'The request body could not be read');
    const body = raw as Record<string, unknown>;
    let clientId = typeof body.client_id === 'string' ? body.client_id : '';
    let clientSecret = typeof body.client_secret === 'string' ? body.client_secret : '';
    const basic = /^Basic\s+(\S+)$/i.exec(String(req.headers.authorization ?? ''));
    if (basic && !clientId) {
      const [id = '', ...secret] = Buffer.from(basic[1]!, 'base64').toString('utf8').split(':');
      [clientId, clientSecret] = [decodeURIComponent(id), decodeURIComponent(secret.join(':'))];
    }
    if (body.grant_type !== 'client_credentials') return oauthError(400, 'unsupported_grant_type', 'grant_type must be client_credentials');
    if (!clientId || !clientSecret) return oauthError(400, 'invalid_request', 'client_id and client_secret are required');
    if (!tokens.credentialsMatch(clientId, clientSecret)) return oauthError(401, 'invalid_client', 'Client authentication failed');
    return json(200, tokens.issue(), { 'cache-control': 'no-store' });
  };
}

/** The USPS API error envelope. */
function envelope(status: number, message: string, detail?: string, title = 'Error'): ReturnType<typeof json> {
  return json(status, {
    apiVersion: '/addresses/v3/',
    error: { code: String(status), message, ...(detail ? { errors: [{ title, detail, source: 'API' }] } : {}) },
  });
}

/** GET /addresses/v3/city-state?ZIPCode=: Bearer token from /oauth2/v3/token required. */
function cityStateHandler(tokens: UspsTokens): Handler {
  return (req) => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(String(req.headers.authorization ?? ''))?.[1];
    if (!bearer || !tokens.isLive(bearer)) {
      return envelope(401, 'Unauthorized', 'The access token is missing, invalid or expired.', 'invalid_token');
    }
    const zip = req.query.get('ZIPCode') ?? '';
    if (!/^\d{5}$/.test(zip)) {
      return envelope(
        400,
        `OASValidation OpenAPI-Spec-Validation-Addresses with resource "oas://addresses-v3.yaml": failed with reason: "[ERROR - ECMA 262 regex "^\\d{5}$" does not match input string "${zip}": []]"`,
        `ZIPCode: ECMA 262 regex "^\\d{5}$" does not match input string "${zip}"`,
        'openapi_validation_error',
      );
    }
    const found = lookupZip(zip);
    if (!found) return envelope(404, 'Address Not Found.', `No city and state were found for ZIP Code ${zip}.`, 'Address Not Found.');
    return json(200, { city: found.city, state: found.state, ZIPCode: zip });
  };
}

export function addPostalRoutes(router: Router, { tokens, userIds }: PostalDeps): void {
  router
    .add('GET', '/ShippingAPI.dll', webToolsHandler(userIds))
    .add('POST', '/ShippingAPI.dll', webToolsHandler(userIds))
    .add('POST', '/oauth2/v3/token', tokenHandler(tokens))
    .add('GET', '/addresses/v3/city-state', cityStateHandler(tokens))
    .add('GET', '/__emulator/postal', () => json(200, { tokensIssued: tokens.issuedCount, zips: zipCount(), zipSource: ZIP_SOURCE, unknownZip: UNKNOWN_ZIP }))
    .add('DELETE', '/__emulator/postal/tokens', () => {
      tokens.revokeAll();
      return noContent();
    });
}
