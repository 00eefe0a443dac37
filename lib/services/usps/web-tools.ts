import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import { z } from 'zod';
import { upstream } from '../../ground/http/upstream';
import { failed, type PostalResult } from './types';

/**
 * USPS Web Tools CityStateLookup, the legacy XML API: GET ShippingAPI.dll?API=CityStateLookup
 * &XML=<CityStateLookupRequest USERID>…. Every answer is HTTP 200; what
 * happened is in the document: City and State, a per-ZIP <Error> (no such
 * ZIP), or a root <Error> (our USERID or request is wrong). USPS shut this
 * platform down in January 2026, hence POSTAL_API=v3 by default.
 */

export interface WebToolsSettings {
  url: string;
  userId: string;
  timeoutMs: number;
}

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_' });
// Values stay strings: "00601" must not become 601.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => name === 'ZipCode',
});

export function cityStateRequestXml(userId: string, zip5: string): string {
  return builder.build({ CityStateLookupRequest: { '@_USERID': userId, ZipCode: { '@_ID': '0', Zip5: zip5 } } }) as string;
}

const text = z.coerce.string();
const UspsErrorElement = z.object({ Number: text, Description: text.optional(), Source: text.optional() });
const Reply = z.union([
  z.object({ Error: UspsErrorElement }),
  z.object({
    CityStateLookupResponse: z.object({
      ZipCode: z
        .array(z.object({ Zip5: text.optional(), City: text.optional(), State: text.optional(), Error: UspsErrorElement.optional() }))
        .min(1),
    }),
  }),
]);

/** The result a reply document stands for (pure, for tests). */
export function parseCityStateReply(xml: string): PostalResult {
  if (XMLValidator.validate(xml) !== true) return failed('malformed_reply');
  const parsed = Reply.safeParse(parser.parse(xml));
  if (!parsed.success) return failed('malformed_reply');
  const reply = parsed.data;
  if ('Error' in reply) return failed(`usps_error_${reply.Error.Number.trim()}`);
  const item = reply.CityStateLookupResponse.ZipCode[0]!;
  if (item.Error) return { kind: 'not-found' };
  const city = item.City?.trim();
  const state = item.State?.trim();
  return city && state ? { kind: 'found', city, state } : failed('malformed_reply');
}

/**
 * One lookup. Transport problems come back as `failed` with a reason; the
 * caller logs them with its context.
 */
export async function webToolsCityState(zip5: string, settings: WebToolsSettings): Promise<PostalResult & { status?: number }> {
  const query = new URLSearchParams({ API: 'CityStateLookup', XML: cityStateRequestXml(settings.userId, zip5) });
  // The query carries our USERID: upstream() logs the host only, never the URL.
  const response = await upstream('usps', `${settings.url}?${query}`, { headers: { Accept: 'text/xml' } }, { timeoutMs: settings.timeoutMs, accept: 'any' });
  if (!response.ok) return { ...failed(`http_${response.status}`), status: response.status };
  return parseCityStateReply(response.text());
}
