/**
 * The content coding to answer a request with, from its Accept-Encoding:
 * the acceptable coding with the highest weight, Brotli before gzip before
 * none on a tie. A stored page is kept in all three, so choosing is all a
 * cached answer costs.
 */
export type Coding = 'br' | 'gzip' | 'identity';

const PREFERENCE: readonly Coding[] = ['br', 'gzip', 'identity'];

function weights(header: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^q\s*=\s*([0-9.]+)$/i.exec(param);
      if (match) q = Math.min(1, Number(match[1]) || 0);
    }
    found.set(name.toLowerCase(), q);
  }
  return found;
}

export function preferredCoding(header: string | string[] | undefined): Coding {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return 'identity';
  const given = weights(text);
  const star = given.get('*');
  // Unencoded stays acceptable unless excluded, but any coding the client names with a weight comes first.
  const weight = (coding: Coding) => given.get(coding) ?? star ?? (coding === 'identity' ? Number.MIN_VALUE : 0);
  let best: Coding = 'identity';
  let bestWeight = 0;
  for (const coding of PREFERENCE) {
    const w = weight(coding);
    if (w > bestWeight) {
      best = coding;
      bestWeight = w;
    }
  }
  // Nothing acceptable: the page unencoded is still more use than a 406.
  return best;
}
