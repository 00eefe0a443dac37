export function gid(type: string, id: number | string): string {
  return `gid://shopify/${type}/${id}`;
}

/** "gid://shopify/Product/1001" → { type: "Product", id: 1001 }; null for anything else. */
export function parseGid(value: unknown): { type: string; id: number } | null {
  if (typeof value !== 'string') return null;
  const m = /^gid:\/\/shopify\/([A-Za-z]+)\/(\d+)(?:\?.*)?$/.exec(value);
  return m ? { type: m[1]!, id: Number(m[2]) } : null;
}
