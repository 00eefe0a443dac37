import type { Reply } from '../http.ts';
import type { Lang } from './i18n.ts';

import { esc, htmlDocument, pageHeaders } from '../html/document.ts';

export { esc };

const CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#f6f7f9}
main{max-width:44rem;margin:2rem auto;padding:2rem;background:#fff;border:1px solid #d8dee4;border-radius:.5rem}
h1{margin:0 0 .25rem;font-size:1.6rem}
h2{margin:1.75rem 0 .75rem;font-size:1.15rem}
.meta{margin:0;color:#57606a;font-size:.8rem}
.meta code{font-size:.8rem}
ul.lines{list-style:none;margin:0;padding:0}
ul.lines>li{display:flex;justify-content:space-between;gap:1rem;padding:.75rem 0;border-bottom:1px solid #eaeef2}
.product{font-weight:600}
.variant,.qty{color:#57606a;font-size:.9rem}
.attrs{margin:.25rem 0 0;padding-left:1.1rem;font-size:.85rem;color:#57606a;overflow-wrap:anywhere}
.design{display:flex;align-items:center;gap:.75rem;margin-top:.5rem;font-size:.9rem}
.design-thumb{width:96px;height:96px;object-fit:contain;border:1px solid #d8dee4;border-radius:.375rem;background:#fff}
.price{white-space:nowrap;font-variant-numeric:tabular-nums}
.total{display:flex;justify-content:space-between;font-weight:700;font-size:1.1rem;padding-top:.75rem}
dl.details{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0;overflow-wrap:anywhere}
dl.details dt{font-weight:600}
dl.details dd{margin:0}
.error{margin:1.5rem 0;padding:.75rem 1rem;border:1px solid #cf222e;border-radius:.375rem;background:#ffebe9;color:#82071e}
.error ul{margin:.25rem 0 0}
form{display:grid;gap:.9rem}
label{display:grid;gap:.25rem;font-weight:600;font-size:.9rem}
input{font:inherit;padding:.5rem .65rem;border:1px solid #8c959f;border-radius:.375rem}
input:focus{outline:3px solid #0969da;outline-offset:1px}
input[aria-invalid=true]{border-color:#cf222e}
button{font:inherit;font-weight:600;padding:.75rem 1rem;border:0;border-radius:.375rem;background:#1f6feb;color:#fff;cursor:pointer}
button:hover{background:#1158c7}
button:focus-visible{outline:3px solid #0b3d91;outline-offset:2px}
a{color:#0969da}
`;

/** `main` is the already escaped opening tag's attributes, `body` the already escaped content. */
export function htmlPage(status: number, lang: Lang, title: string, mainAttrs: string, body: string, imageOrigins: readonly string[] = []): Reply {
  return { status, headers: pageHeaders(imageOrigins), body: htmlDocument({ lang, title, css: CSS, mainAttrs, body }) };
}
