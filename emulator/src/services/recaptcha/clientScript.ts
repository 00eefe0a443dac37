import { DEFAULT_SCORE, LOW_SCORE } from './tokens.ts';

export interface ClientScriptOptions {
  /** HMAC key of RecaptchaTokens */
  clientKey: string;
  /** the `render` parameter: execute() with another key fails, as Google's does */
  siteKey: string | null;
  /** the `onload` parameter: a global function called once the API is ready */
  onload: string | null;
}

/**
 * SHA-256 round constants (first 32 bits of the fractional parts of the cube roots of the first 64 primes).
 * The script carries its own SHA-256 because crypto.subtle only exists on secure origins, and a tenant host
 * such as http://ca.example.test is not one.
 */
const K = [
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
];

/**
 * The stand-in for https://www.google.com/recaptcha/api.js?render=KEY: defines window.grecaptcha with
 * ready(cb), execute(siteKey, {action}) → Promise<token>, render() → 0, reset() and getResponse().
 * Tokens are minted in the page (format in tokens.ts), so no request ever goes from the browser to the emulator.
 *
 * Scores: 0.9 by default; a page (or a browser test) that sets `window.__recaptchaLowScore = true` gets 0.1,
 * and `window.__recaptchaScore = 0.3` (a number in [0, 1]) gets exactly that.
 */
export function recaptchaClientScript(opts: ClientScriptOptions): string {
  return `/* reCAPTCHA v3 stand-in served by the local emulator: tokens verify only at its siteverify. */
(function () {
  'use strict';
  var w = window;
  var KEY = ${JSON.stringify(opts.clientKey)};
  var SITE_KEY = ${JSON.stringify(opts.siteKey)};
  var ONLOAD = ${JSON.stringify(opts.onload)};
  var K = [${K.join(',')}];
  function rotr(x, n) { return (x >>> n) | (x << (32 - n)); }
  function bytes(s) { var out = []; for (var i = 0; i < s.length; i++) out.push(s.charCodeAt(i) & 255); return out; }
  function sha256(msg) {
    var h = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
    var bits = msg.length * 8;
    var m = msg.concat([0x80]);
    while (m.length % 64 !== 56) m.push(0);
    m.push(0, 0, 0, 0, (bits >>> 24) & 255, (bits >>> 16) & 255, (bits >>> 8) & 255, bits & 255);
    var wd = new Array(64);
    for (var off = 0; off < m.length; off += 64) {
      var t;
      for (t = 0; t < 16; t++) wd[t] = (m[off + 4 * t] << 24) | (m[off + 4 * t + 1] << 16) | (m[off + 4 * t + 2] << 8) | m[off + 4 * t + 3];
      for (t = 16; t < 64; t++) {
        var x = wd[t - 15], y = wd[t - 2];
        wd[t] = (wd[t - 16] + (rotr(x, 7) ^ rotr(x, 18) ^ (x >>> 3)) + wd[t - 7] + (rotr(y, 17) ^ rotr(y, 19) ^ (y >>> 10))) | 0;
      }
      var a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], k = h[7];
      for (t = 0; t < 64; t++) {
        var t1 = (k + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[t] + wd[t]) | 0;
        var t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
        k = g; g = f; f = e; e = (d + t1) | 0; d = c; c = b; b = a; a = (t1 + t2) | 0;
      }
      h[0] = (h[0] + a) | 0; h[1] = (h[1] + b) | 0; h[2] = (h[2] + c) | 0; h[3] = (h[3] + d) | 0;
      h[4] = (h[4] + e) | 0; h[5] = (h[5] + f) | 0; h[6] = (h[6] + g) | 0; h[7] = (h[7] + k) | 0;
    }
    var out = [];
    for (var i = 0; i < 8; i++) out.push((h[i] >>> 24) & 255, (h[i] >>> 16) & 255, (h[i] >>> 8) & 255, h[i] & 255);
    return out;
  }
  function hmacHex(key, msg) {
    var kb = bytes(key);
    if (kb.length > 64) kb = sha256(kb);
    while (kb.length < 64) kb.push(0);
    var inner = [], outer = [];
    for (var i = 0; i < 64; i++) { inner.push(kb[i] ^ 0x36); outer.push(kb[i] ^ 0x5c); }
    var mac = sha256(outer.concat(sha256(inner.concat(bytes(msg)))));
    var hex = '';
    for (var j = 0; j < mac.length; j++) hex += (mac[j] < 16 ? '0' : '') + mac[j].toString(16);
    return hex;
  }
  function nonce() {
    var b = new Uint8Array(8);
    if (w.crypto && w.crypto.getRandomValues) w.crypto.getRandomValues(b);
    else for (var i = 0; i < 8; i++) b[i] = Math.floor(Math.random() * 256);
    var s = '';
    for (var j = 0; j < 8; j++) s += (b[j] < 16 ? '0' : '') + b[j].toString(16);
    return s;
  }
  function score() {
    if (typeof w.__recaptchaScore === 'number' && w.__recaptchaScore >= 0 && w.__recaptchaScore <= 1) return w.__recaptchaScore;
    return w.__recaptchaLowScore === true ? ${LOW_SCORE} : ${DEFAULT_SCORE};
  }
  function execute(siteKey, options) {
    var action = options && typeof options.action === 'string' ? options.action : '';
    // A number is the widget id render() returned (explicit rendering); only another key string is refused.
    if (SITE_KEY !== null && typeof siteKey === 'string' && siteKey !== SITE_KEY) return Promise.reject(new Error('Invalid site key or not loaded in api.js: ' + siteKey));
    if (!/^[A-Za-z0-9_\\/]{0,100}$/.test(action)) return Promise.reject(new Error('Invalid action name: ' + action));
    var body = action + '.' + Math.round(score() * 100) + '.' + Date.now().toString(36) + '.' + nonce();
    return Promise.resolve('emu.' + body + '.' + hmacHex(KEY, body));
  }
  w.grecaptcha = {
    ready: function (cb) { setTimeout(cb, 0); },
    execute: execute,
    render: function () { return 0; },
    reset: function () {},
    getResponse: function () { return ''; }
  };
  if (ONLOAD && typeof w[ONLOAD] === 'function') setTimeout(function () { w[ONLOAD](); }, 0);
})();
`;
}
