/** Content pages (page(handle:)); French bodies reach the storefront through @inContext(language: FR). */
export interface PageDef {
  handle: string;
  title: string;
  body: string;
  created: string;
  fr: { title: string; body: string };
  seo?: { title: string; description: string };
}

export const PAGES: PageDef[] = [
  {
    handle: 'about-us', title: 'About Us', created: '2024-01-05',
    body: '<h2>Printing labels since 2009</h2><p>PrintCo started as a two-press shop printing labels for local breweries. Today we print millions of labels and stickers a month for makers, brands and resellers across North America and Europe.</p><p>Every order is checked by a prepress specialist before it goes to press, and every press run is colour-matched to your proof.</p><ul><li>Digital, flexo and UV presses under one roof</li><li>FSC-certified papers and recyclable films</li><li>Real people on the phone, Monday to Friday</li></ul>',
    fr: { title: 'À propos', body: '<h2>Imprimeur d’étiquettes depuis 2009</h2><p>PrintCo a commencé avec deux presses, en imprimant des étiquettes pour les brasseries locales. Aujourd’hui, nous imprimons chaque mois des millions d’étiquettes et d’autocollants pour des artisans, des marques et des revendeurs en Amérique du Nord et en Europe.</p><p>Chaque commande est vérifiée par un spécialiste prépresse avant impression, et chaque tirage est calé sur votre épreuve.</p><ul><li>Presses numériques, flexo et UV sous un même toit</li><li>Papiers certifiés FSC et films recyclables</li><li>Une vraie équipe au téléphone, du lundi au vendredi</li></ul>' },
    seo: { title: 'About PrintCo – Custom Label Printers', description: 'Family-run label printer since 2009, printing labels and stickers for makers and brands.' },
  },
  {
    handle: 'shipping-policy', title: 'Shipping Policy', created: '2024-01-05',
    body: '<h2>Production and shipping</h2><p>Production times are listed on every product page and start once you approve your proof. Orders ship from our facility by UPS Ground; expedited options are shown at checkout.</p><h3>Free shipping</h3><p>Orders over $75 ship free within the contiguous United States.</p><h3>Canada and France</h3><p>Canadian and French orders ship from regional partners; duties are included in the price you see.</p>',
    fr: { title: 'Politique de livraison', body: '<h2>Production et livraison</h2><p>Les délais de production figurent sur chaque page produit et commencent après validation de votre épreuve. Les commandes sont expédiées depuis notre atelier ; les options express sont proposées au paiement.</p><h3>Livraison gratuite</h3><p>Livraison offerte dès 75 $ d’achat en France métropolitaine.</p><h3>Canada et France</h3><p>Les commandes canadiennes et françaises partent de partenaires régionaux ; les droits de douane sont inclus dans le prix affiché.</p>' },
  },
  {
    handle: 'contact-us', title: 'Contact Us', created: '2024-01-05',
    body: '<h2>We are here to help</h2><p>Call us at <a href="tel:+18005550142">1-800-555-0142</a>, Monday to Friday, 8am–6pm ET, or email <a href="mailto:hello@printco.example">hello@printco.example</a>.</p><p>PrintCo Labels Inc., 400 Press Avenue, Columbus, OH 43215</p>',
    fr: { title: 'Nous contacter', body: '<h2>Nous sommes là pour vous aider</h2><p>Appelez-nous au <a href="tel:+18005550142">1-800-555-0142</a>, du lundi au vendredi, de 8 h à 18 h (heure de l’Est), ou écrivez à <a href="mailto:bonjour@printco.example">bonjour@printco.example</a>.</p><p>PrintCo Labels Inc., 400 Press Avenue, Columbus, OH 43215</p>' },
  },
  {
    handle: 'acme-about-us', title: 'About Acme Promo', created: '2024-06-12',
    body: '<h2>Promotional products that people keep</h2><p>Acme Promo helps marketing teams put their brand on stickers, labels and swag that actually gets used. Every order is proofed by a person and printed on time.</p>',
    fr: { title: 'À propos d’Acme Promo', body: '<h2>Des objets promotionnels que l’on garde</h2><p>Acme Promo aide les équipes marketing à mettre leur marque sur des autocollants, des étiquettes et des goodies vraiment utilisés. Chaque commande est vérifiée par une vraie personne et imprimée dans les délais.</p>' },
  },
  {
    handle: 'acme-shipping-policy', title: 'Shipping', created: '2024-06-12',
    body: '<h2>Fast, tracked shipping</h2><p>Production starts once you approve your proof and takes the time shown on each product. Every order ships with tracking; rush production is available on request.</p><h3>Free shipping</h3><p>Orders over $150 ship free within the contiguous United States.</p>',
    fr: { title: 'Livraison', body: '<h2>Une livraison rapide et suivie</h2><p>La production commence après validation de votre épreuve et prend le délai indiqué sur chaque produit. Chaque commande est expédiée avec un suivi ; une production express est possible sur demande.</p><h3>Livraison gratuite</h3><p>Livraison offerte dès 150 $ d’achat aux États-Unis continentaux.</p>' },
  },
  {
    handle: 'northwind-about-us', title: 'About Northwind Print', created: '2024-09-03',
    body: '<h2>Sustainable labels for small-batch makers</h2><p>Northwind Print specialises in kraft, recycled and compostable label stocks for food, cosmetics and craft brands. Low minimums, honest advice.</p>',
    fr: { title: 'À propos de Northwind Print', body: '<h2>Des étiquettes durables pour les petites séries</h2><p>Northwind Print est spécialisé dans les supports kraft, recyclés et compostables pour les marques alimentaires, cosmétiques et artisanales. Petits minimums, conseils honnêtes.</p>' },
  },
  {
    handle: 'northwind-contact-us', title: 'Contact Northwind Print', created: '2024-09-03',
    body: '<h2>Talk to a label specialist</h2><p>Call us at <a href="tel:+12065550187">206-555-0187</a>, Monday to Friday, 9am–5pm PT, or email <a href="mailto:studio@northwind-print.example.org">studio@northwind-print.example.org</a>.</p><p>Northwind Print, 12 Harbor Street, Seattle, WA 98101</p>',
    fr: { title: 'Contacter Northwind Print', body: '<h2>Parlez à un spécialiste des étiquettes</h2><p>Appelez-nous au <a href="tel:+12065550187">206-555-0187</a>, du lundi au vendredi, de 9 h à 17 h (heure du Pacifique), ou écrivez à <a href="mailto:studio@northwind-print.example.org">studio@northwind-print.example.org</a>.</p><p>Northwind Print, 12 Harbor Street, Seattle, WA 98101</p>' },
  },
];
