/**
 * The punchout session cookie: signed and httpOnly, set by
 * /api/punchout/start and read by the hand-off. Its own module, free of Node
 * APIs, because the middleware only needs to know the name to route a
 * punchout buyer's product pages to their reduced layout; whether the cookie
 * is genuine is decided where it matters, at the hand-off.
 */
export const PUNCHOUT_COOKIE = 'punchout';

/** The query flag and parameter a procurement system opens a product page with. */
export const PUNCHOUT_FLAG = 'punchout';
export const RETURN_URL_PARAM = 'return_url';
/** A JSON gateway's signed start link: the buyer, the return URL, the time and the signature travel together. */
export const START_LINK_PARAMS = ['buyer', RETURN_URL_PARAM, 'ts', 'sig'] as const;
