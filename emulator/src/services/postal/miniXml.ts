/**
 * Just enough XML for Web Tools requests: elements, attributes, text, entities, comments and a prolog.
 * Strict where USPS was (mismatched or unclosed tags, junk after the root, a bad entity are syntax
 * errors) so the stand-in answers 80040B19 where the real service did. No DTDs, no CDATA.
 */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
}

export class XmlSyntaxError extends Error {}

const NAME = /[A-Za-z_][\w.-]*/y;
const ATTR = /\s+([A-Za-z_][\w.-]*)\s*=\s*("([^"<]*)"|'([^'<]*)')/y;
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decode(raw: string): string {
  return raw.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);|&/g, (whole, ref: string | undefined) => {
    if (!ref) throw new XmlSyntaxError('bare "&"');
    if (ref.startsWith('#x')) return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(parseInt(ref.slice(1), 10));
    const named = ENTITIES[ref];
    if (named === undefined) throw new XmlSyntaxError(`unknown entity ${whole}`);
    return named;
  });
}

export function parseXml(source: string): XmlElement {
  let pos = 0;
  const fail = (why: string): never => {
    throw new XmlSyntaxError(`${why} at ${pos}`);
  };
  const past = (marker: string, what: string): number => {
    const at = source.indexOf(marker, pos);
    return at < 0 ? fail(`unclosed ${what}`) : at + marker.length;
  };
  const skipMisc = () => {
    for (;;) {
      const ws = /\s*/y;
      ws.lastIndex = pos;
      ws.exec(source);
      pos = ws.lastIndex;
      if (source.startsWith('<?', pos)) pos = past('?>', 'prolog');
      else if (source.startsWith('<!--', pos)) pos = past('-->', 'comment');
      else return;
    }
  };
  const readName = (): string => {
    NAME.lastIndex = pos;
    const m = NAME.exec(source) ?? fail('expected a name');
    pos = NAME.lastIndex;
    return m[0];
  };
  const element = (): XmlElement => {
    if (source[pos] !== '<') fail('expected "<"');
    pos++;
    const el: XmlElement = { name: readName(), attrs: {}, children: [], text: '' };
    for (;;) {
      ATTR.lastIndex = pos;
      const m = ATTR.exec(source);
      if (!m) break;
      if (Object.hasOwn(el.attrs, m[1]!)) fail(`duplicate attribute ${m[1]}`);
      el.attrs[m[1]!] = decode(m[3] ?? m[4] ?? '');
      pos = ATTR.lastIndex;
    }
    while (/\s/.test(source[pos] ?? '')) pos++;
    if (source.startsWith('/>', pos)) {
      pos += 2;
      return el;
    }
    if (source[pos] !== '>') fail('expected ">"');
    pos++;
    for (;;) {
      const lt = source.indexOf('<', pos);
      if (lt < 0) fail(`unclosed <${el.name}>`);
      el.text += decode(source.slice(pos, lt));
      pos = lt;
      if (source.startsWith('<!--', pos)) pos = past('-->', 'comment');
      else if (source.startsWith('</', pos)) {
        pos += 2;
        if (readName() !== el.name) fail(`mismatched </…> for <${el.name}>`);
        while (/\s/.test(source[pos] ?? '')) pos++;
        if (source[pos] !== '>') fail('expected ">"');
        pos++;
        return el;
      } else el.children.push(element());
    }
  };
  skipMisc();
  const root = element();
  skipMisc();
  if (pos !== source.length) fail('content after the root element');
  return root;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&${Object.entries(ENTITIES).find(([, v]) => v === c)![0]};`);
}
