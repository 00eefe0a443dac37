/**
 * What the registered callback host shows when a sign-in comes back that it
 * cannot place (expired, already used, or never started here). It cannot
 * know which store the shopper came from, so it names none: a plain page in
 * both languages, kept by no cache.
 */
export function signInExpiredPage(): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign-in expired</title><style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1.5rem;color:#1f2937;line-height:1.5}h1{font-size:1.4rem}p{margin:.4rem 0 1.4rem}</style></head><body>
<h1>This sign-in link has expired</h1><p>It was already used or is too old. Go back to the store and sign in again.</p>
<h1 lang="fr">Ce lien de connexion a expiré</h1><p lang="fr">Il a déjà servi ou il est trop ancien. Retournez sur la boutique et connectez-vous à nouveau.</p>
</body></html>`;
  return new Response(html, { status: 400, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}
