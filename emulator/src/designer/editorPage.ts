import { editorStrings, type Lang } from './editor/i18n.ts';

const esc = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page the IFrame API frames: an empty shell in the asked language that loads the editor bundle; the
 * editor builds its UI once the host page sends the product. Relative addresses, so both mounts serve it.
 */
export function editorPageHtml(lang: Lang, versions: { js: string; css: string }): string {
  const t = editorStrings(lang);
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(t.title)}</title>
<link rel="stylesheet" href="Resources/Editor/editor.css?v=${versions.css}">
<script defer src="Resources/Editor/editor.js?v=${versions.js}"></script>
</head>
<body>
<main id="app" class="app" aria-busy="true"><p class="loading">${esc(t.loading)}</p></main>
</body>
</html>`;
}
