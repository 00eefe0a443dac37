import { esc, htmlDocument, pageHeaders } from '../html/document.ts';
import type { Reply } from '../http.ts';

const CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#eef1f4}
header{background:#24292f;color:#fff;padding:.75rem 1.5rem;font-weight:600}
main{max-width:56rem;margin:1.5rem auto;padding:1.5rem 2rem;background:#fff;border:1px solid #d0d7de;border-radius:.5rem}
h1{margin:0 0 .5rem;font-size:1.5rem}
h2{margin:1.5rem 0 .25rem;font-size:1.1rem}
.note,.meta{margin:0;color:#57606a;font-size:.85rem;overflow-wrap:anywhere}
ul.products{margin:.5rem 0 0;padding-left:1.25rem}
ul.products code{color:#57606a;font-size:.8rem}
nav ul{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;margin:.5rem 0 0;padding:0}
nav a{display:inline-block;padding:.25rem .6rem;border:1px solid #d0d7de;border-radius:1rem;font-size:.85rem;text-decoration:none}
nav a[aria-current=true]{background:#0969da;border-color:#0969da;color:#fff}
form{display:flex;flex-wrap:wrap;gap:.5rem;align-items:end;margin:1rem 0}
label{display:grid;gap:.2rem;font-size:.85rem;font-weight:600}
input{font:inherit;padding:.35rem .5rem;border:1px solid #8c959f;border-radius:.375rem;min-width:18rem}
button{font:inherit;font-weight:600;padding:.4rem .9rem;border:0;border-radius:.375rem;background:#1f6feb;color:#fff;cursor:pointer}
table{width:100%;border-collapse:collapse;margin-top:1rem}
th,td{padding:.5rem;border-bottom:1px solid #eaeef2;text-align:left;vertical-align:top}
th.num,td.num{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}
tfoot td{font-weight:700;border-bottom:0}
.variant{color:#57606a;font-size:.9rem}
dl.props{display:grid;grid-template-columns:auto 1fr;gap:0 .75rem;margin:.35rem 0 0;font-size:.8rem;color:#57606a}
dl.props dt{font-weight:600}
dl.props dd{margin:0;overflow-wrap:anywhere}
a{color:#0969da}
`;

export interface PageAllowances {
  /** Origins a form on the page may end up at (its target, or where the emulator redirects it). */
  formTargets?: readonly string[];
  /** Origins the page frames (SAP SRM's catalog frame). */
  frames?: readonly string[];
  /** The page may show inside the emulator's own frame page (an OCI cart returned into the catalog frame). */
  framedBySelf?: boolean;
}

/** `body` must already be escaped; the title is escaped here. Pages hold no script and load nothing beyond what `allow` names. */
export function procurementPage(status: number, title: string, body: string, allow: PageAllowances = {}): Reply {
  const banner = '<header>Procurement system (emulator)</header>';
  const headers = pageHeaders([], allow.formTargets ?? []);
  let csp = headers['content-security-policy']!;
  if (allow.frames?.length) csp += `; frame-src ${[...new Set(allow.frames)].join(' ')}`;
  if (allow.framedBySelf) csp = csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'");
  return { status, headers: { ...headers, 'content-security-policy': csp }, body: htmlDocument({ lang: 'en', title, css: CSS, banner, body }) };
}

/** A page that only says what went wrong. */
export const problemPage = (status: number, title: string, text: string): Reply =>
  procurementPage(status, title, `<h1>${esc(title)}</h1>\n<p>${esc(text)}</p>`);
