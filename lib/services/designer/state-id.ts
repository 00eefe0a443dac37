/** A design service state id as the checkout accepts it and the browser keeps it: 1–64 letters, digits, `_` or `-`. */
export const isDesignStateId = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value);
