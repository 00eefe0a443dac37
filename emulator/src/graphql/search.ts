/**
 * The subset of Shopify's search syntax (shopify.dev/docs/api/usage/search-syntax) the storefront uses:
 * terms `field:value` (quoted with ' or ", `*` suffix for prefix, comparators :< :<= :> :>=), bare words,
 * `-term` and `NOT term`, `AND`, `OR` (implicit AND between terms, AND binds tighter than OR), parentheses.
 */

export interface Term {
  kind: 'term';
  /** null for a bare word */
  field: string | null;
  op: '=' | '<' | '<=' | '>' | '>=';
  value: string;
  prefix: boolean;
}

export type QueryNode =
  | Term
  | { kind: 'and'; items: QueryNode[] }
  | { kind: 'or'; items: QueryNode[] }
  | { kind: 'not'; item: QueryNode };

type Token = { t: '(' } | { t: ')' } | { t: 'AND' } | { t: 'OR' } | { t: 'NOT' } | { t: 'term'; term: Term; negated: boolean };

function tokenize(q: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  const readQuoted = (): string => {
    const quote = q[i++];
    let s = '';
    while (i < q.length && q[i] !== quote) {
      if (q[i] === '\\' && i + 1 < q.length) i++;
      s += q[i++];
    }
    i++; // closing quote (or end)
    return s;
  };
  const readBare = (stopAtColon: boolean): string => {
    let s = '';
    while (i < q.length && !/\s/.test(q[i]!) && q[i] !== '(' && q[i] !== ')' && !(stopAtColon && q[i] === ':')) {
      if (q[i] === '\\' && i + 1 < q.length) i++;
      s += q[i++];
    }
    return s;
  };
  while (i < q.length) {
    const c = q[i]!;
    if (/\s/.test(c)) { i++; continue; }
    if (c === '(' || c === ')') { out.push({ t: c }); i++; continue; }
    let negated = false;
    if (c === '-' && i + 1 < q.length && !/\s/.test(q[i + 1]!)) { negated = true; i++; }
    if (q[i] === '"' || q[i] === "'") {
      out.push({ t: 'term', negated, term: { kind: 'term', field: null, op: '=', value: readQuoted(), prefix: false } });
      continue;
    }
    const name = readBare(true);
    if (q[i] === ':') {
      i++;
      let op: Term['op'] = '=';
      const m = /^(<=|>=|<|>|=)/.exec(q.slice(i));
      if (m) { op = m[1] === '=' ? '=' : (m[1] as Term['op']); i += m[1]!.length; }
      const quoted = q[i] === '"' || q[i] === "'";
      let value = quoted ? readQuoted() : readBare(false);
      const prefix = !quoted && value.endsWith('*');
      if (prefix) value = value.slice(0, -1);
      out.push({ t: 'term', negated, term: { kind: 'term', field: name.toLowerCase(), op, value, prefix } });
      continue;
    }
    if (!negated && (name === 'AND' || name === 'OR' || name === 'NOT')) { out.push({ t: name }); continue; }
    if (!name) { i++; continue; }
    const prefix = name.endsWith('*');
    out.push({ t: 'term', negated, term: { kind: 'term', field: null, op: '=', value: prefix ? name.slice(0, -1) : name, prefix } });
  }
  return out;
}

/** Parses a query; null for an empty one (which matches everything). Unbalanced parentheses are tolerated. */
export function parseQuery(q: string | null | undefined): QueryNode | null {
  if (!q || !q.trim()) return null;
  const tokens = tokenize(q);
  let pos = 0;
  const peek = () => tokens[pos];
  const parseOr = (): QueryNode | null => {
    const items: QueryNode[] = [];
    const first = parseAnd();
    if (first) items.push(first);
    while (peek()?.t === 'OR') {
      pos++;
      const next = parseAnd();
      if (next) items.push(next);
    }
    return items.length === 0 ? null : items.length === 1 ? items[0]! : { kind: 'or', items };
  };
  const parseAnd = (): QueryNode | null => {
    const items: QueryNode[] = [];
    for (;;) {
      const tok = peek();
      if (!tok || tok.t === ')' || tok.t === 'OR') break;
      if (tok.t === 'AND') { pos++; continue; }
      const node = parseUnary();
      if (node) items.push(node);
    }
    return items.length === 0 ? null : items.length === 1 ? items[0]! : { kind: 'and', items };
  };
  const parseUnary = (): QueryNode | null => {
    const tok = tokens[pos++];
    if (!tok) return null;
    if (tok.t === 'NOT') {
      const inner = parseUnary();
      return inner ? { kind: 'not', item: inner } : null;
    }
    if (tok.t === '(') {
      const inner = parseOr();
      if (peek()?.t === ')') pos++;
      return inner;
    }
    if (tok.t === 'term') return tok.negated ? { kind: 'not', item: tok.term } : tok.term;
    return null;
  };
  let root: QueryNode | null = null;
  const parts: QueryNode[] = [];
  while (pos < tokens.length) {
    const node = parseOr();
    if (node) parts.push(node);
    if (peek()?.t === ')') pos++; // stray closing parenthesis
  }
  root = parts.length === 0 ? null : parts.length === 1 ? parts[0]! : { kind: 'and', items: parts };
  return root;
}

export function evaluate(node: QueryNode | null, match: (term: Term) => boolean): boolean {
  if (!node) return true;
  switch (node.kind) {
    case 'term': return match(node);
    case 'and': return node.items.every((n) => evaluate(n, match));
    case 'or': return node.items.some((n) => evaluate(n, match));
    case 'not': return !evaluate(node.item, match);
  }
}

/** Bare words of a query, for relevance ranking. */
export function bareWords(node: QueryNode | null): string[] {
  if (!node) return [];
  switch (node.kind) {
    case 'term': return node.field === null ? [node.value] : [];
    case 'and':
    case 'or': return node.items.flatMap(bareWords);
    case 'not': return [];
  }
}

// ── value matching helpers shared by the product, collection and page filters ──

export function fold(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

export function words(s: string): string[] {
  return fold(s).split(/[^a-z0-9]+/).filter(Boolean);
}

/** Tokenised text match: the value's words appear consecutively in the text; with `prefix`, the last one as a prefix. */
export function textMatch(text: string, value: string, prefix: boolean): boolean {
  const hay = words(text);
  const needle = words(value);
  if (needle.length === 0) return true;
  for (let i = 0; i + needle.length <= hay.length; i++) {
    let ok = true;
    for (let k = 0; k < needle.length && ok; k++) {
      const last = k === needle.length - 1;
      const h = hay[i + k]!;
      const n = needle[k]!;
      ok = last && prefix ? h.startsWith(n) : h === n || (last && stem(h) === stem(n));
    }
    if (ok) return true;
  }
  return false;
}

/** Crude singular form so "sticker" finds "stickers" and "labels" finds "label". */
export function stem(w: string): string {
  return w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w;
}

/** Exact (case- and accent-insensitive) value match, or a prefix match. */
export function exactMatch(actual: string, value: string, prefix: boolean): boolean {
  const a = fold(actual);
  const v = fold(value);
  return prefix ? a.startsWith(v) : a === v;
}

export function compare(actual: number | string, term: Term): boolean {
  const v: number | string = typeof actual === 'number' ? Number(term.value) : term.value;
  if (typeof actual === 'number' && Number.isNaN(v)) return false;
  switch (term.op) {
    case '<': return actual < v;
    case '<=': return actual <= v;
    case '>': return actual > v;
    case '>=': return actual >= v;
    default: return actual === v || (typeof actual === 'string' && actual.startsWith(String(v)));
  }
}
