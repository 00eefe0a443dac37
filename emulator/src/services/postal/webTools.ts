import { escapeXml, parseXml, XmlSyntaxError, type XmlElement } from './miniXml.ts';
import { lookupZip } from './zips.ts';

/**
 * The legacy Web Tools CityStateLookup, retired by USPS in January 2026 but still what the
 * spec describes. Every outcome is HTTP 200 with an XML body: a response, per-ZIP <Error>s, or a root <Error>.
 */
const PROLOG = '<?xml version="1.0" encoding="UTF-8"?>\n';
export const MAX_ZIPS_PER_REQUEST = 5;

export const INVALID_ZIP = '-2147219399';
export const AUTH_FAILURE = '80040B1A';
export const SYNTAX_ERROR = '80040B19';

const SYNTAX_MESSAGE = 'XML Syntax Error: Please check the XML request to see if it can be parsed.';

function rootError(number: string, description: string, source: string): string {
  return `${PROLOG}<Error><Number>${number}</Number><Description>${escapeXml(description)}</Description>` +
    `<Source>${escapeXml(source)}</Source><HelpFile/><HelpContext/></Error>`;
}

function zipReply(item: XmlElement): string {
  const id = escapeXml(item.attrs.ID ?? '');
  const zip5 = item.children.find((c) => c.name === 'Zip5')?.text.trim() ?? '';
  const found = /^\d{5}$/.test(zip5) ? lookupZip(zip5) : null;
  if (!found) {
    return `<ZipCode ID="${id}"><Error><Number>${INVALID_ZIP}</Number><Source>WebtoolsAMS;CityStateLookup</Source>` +
      '<Description>Invalid Zip Code.</Description><HelpFile/><HelpContext/></Error></ZipCode>';
  }
  return `<ZipCode ID="${id}"><Zip5>${zip5}</Zip5><City>${escapeXml(found.city)}</City><State>${found.state}</State></ZipCode>`;
}

/** The reply body for `API` and `XML` as sent (query string or form body). */
export function webToolsReply(api: string | null, xml: string | null, userIds: readonly string[]): string {
  if (api !== 'CityStateLookup') {
    return rootError(AUTH_FAILURE, `API Authorization failure. ${api ?? ''} is not a valid API name for this protocol.`, 'UspsCom::DoAuth');
  }
  let request: XmlElement;
  try {
    request = parseXml(xml ?? '');
  } catch (e) {
    if (!(e instanceof XmlSyntaxError)) throw e;
    return rootError(SYNTAX_ERROR, SYNTAX_MESSAGE, 'USPSCOM::DoAuth');
  }
  const userId = request.attrs.USERID ?? '';
  if (request.name !== 'CityStateLookupRequest') return rootError(SYNTAX_ERROR, SYNTAX_MESSAGE, 'USPSCOM::DoAuth');
  if (!userIds.includes(userId)) {
    return rootError(AUTH_FAILURE, `API Authorization failure. User ${userId} is not authorized to use API CityStateLookup.`, 'USPSCOM::DoAuth');
  }
  const items = request.children.filter((c) => c.name === 'ZipCode');
  // Not documented by USPS beyond "up to 5"; the stand-in refuses the whole request like a schema failure.
  if (items.length === 0 || items.length > MAX_ZIPS_PER_REQUEST) return rootError(SYNTAX_ERROR, SYNTAX_MESSAGE, 'WebtoolsAMS;CityStateLookup');
  return `${PROLOG}<CityStateLookupResponse>${items.map(zipReply).join('')}</CityStateLookupResponse>`;
}
