import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * cXML as it arrives from a buyer's procurement system, parsed without ever
 * expanding or fetching anything a document declares. Real documents name
 * the cXML DTD in a plain `<!DOCTYPE cXML SYSTEM "…">`: that is accepted and
 * ignored. An internal subset, any `<!ENTITY`, or an entity reference other
 * than XML's five and numeric character references is refused before the
 * parser sees the text, so no entity can expand (billion laughs) or reach a
 * file or the network (external entities). Elements that may repeat always
 * read as arrays, and every value stays text: amounts are compared exactly.
 */

export const MAX_CXML_BYTES = 1024 * 1024;

/** The parsed document: the `cXML` root's content, attributes under `@_`, text under `#text`. */
export type CxmlNode = Record<string, unknown>;
export interface CxmlDocument {
  root: CxmlNode;
}

export type CxmlParse = { ok: true; doc: CxmlDocument } | { ok: false; status: 400 | 413; text: string };

/** Elements the cXML DTD lets repeat where the store reads them. */
const REPEATED = new Set(['Credential', 'ItemIn', 'ItemOut', 'Extrinsic', 'DeliverTo', 'Street', 'Description', 'Classification']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  // Decodes numeric character references; every named entity but XML's five is refused before parsing.
  htmlEntities: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  isArray: (name) => REPEATED.has(name),
});

const DOCTYPE = /<!DOCTYPE\b[^>[]*(\[)?/i;
const ENTITY_DECLARATION = /<!ENTITY\b/i;
const OTHER_ENTITY_REFERENCE = /&(?!(?:amp|lt|gt|quot|apos|#\d{1,7}|#x[0-9a-fA-F]{1,6});)/;

const refuse = (text: string): CxmlParse => ({ ok: false, status: 400, text });

export function parseCxml(text: string): CxmlParse {
  if (Buffer.byteLength(text, 'utf8') > MAX_CXML_BYTES) return { ok: false, status: 413, text: `A cXML document may be at most ${MAX_CXML_BYTES} bytes.` };
  if (ENTITY_DECLARATION.test(text) || DOCTYPE.exec(text)?.[1]) return refuse('DTD declarations and entities are not accepted.');
  if (OTHER_ENTITY_REFERENCE.test(text)) return refuse('Entity references other than XML’s own are not accepted.');
  if ((text.match(/<!DOCTYPE/gi) ?? []).length > 1) return refuse('A document has one DOCTYPE.');
  const valid = XMLValidator.validate(text);
  if (valid !== true) return refuse(`The document is not well-formed XML (line ${valid.err.line}).`);
  let parsed: unknown;
  try {
    parsed = parser.parse(text);
  } catch {
    return refuse('The document is not well-formed XML.');
  }
  const root = (parsed as Record<string, unknown> | null)?.cXML;
  if (typeof root !== 'object' || root === null || Array.isArray(root)) return refuse('The document is not cXML.');
  return { ok: true, doc: { root: root as CxmlNode } };
}
