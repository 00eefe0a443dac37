import type { ProductDef } from './types.ts';

/**
 * The hand-written catalog of a custom label & sticker print shop. Variant prices are list prices per
 * unit; SKUs end in the pricing row, which is the size's position (1-based) in `sizes`.
 */

const WARM = '#f1ebe0';
const COOL = '#e6ecf2';
const MINT = '#e4efe9';
const BLUSH = '#f4e6e4';
const STONE = '#ebe9e4';

const DIGITAL = { print: 'Digital CMYK', time: '3–5 business days', adhesive: 'Permanent' };

export const PRODUCTS: ProductDef[] = [
  // ── Roll Labels ──────────────────────────────────────────────────────────────
  {
    handle: 'custom-roll-labels', title: 'Custom Roll Labels', type: 'Roll Labels', vendor: 'PrintCo', created: '2024-02-12',
    tags: ['$=roll-labels-standard', 'markup=10', 'OE=Overlamination', 'OE=Matte Varnish', 'Custom Size', 'Customizable'],
    code: 'RL', sizes: ['2" x 2"', '3" x 3"', '2" x 4"', '4" x 6"'], materials: ['White Gloss Paper', 'White BOPP', 'Kraft'],
    sides: ['Single Sided'], rate: 0.032, floor: 0.18,
    art: { style: 'roll', palette: { bg: WARM, label: '#c0392b', ink: '#fff8ee', accent: '#f5b041' }, text: 'HOT SAUCE', sub: 'SMALL BATCH · EXTRA HOT' },
    views: ['product', 'closeup', 'inuse', 'detail'],
    en: [
      'Our best-selling roll labels, printed on fast digital presses and wound on 3" cores ready for hand or machine application. Choose paper for dry goods, BOPP for anything that meets water or oil, or kraft for a natural look.',
      'Every order gets a free digital proof, and you can mix designs within one size at no extra cost.',
    ],
    fr: { title: 'Étiquettes en rouleau personnalisées', paras: [
      "Nos étiquettes en rouleau les plus vendues, imprimées sur presses numériques et enroulées sur mandrins de 3\" pour une pose manuelle ou automatique. Choisissez le papier pour les produits secs, le BOPP pour tout ce qui touche l'eau ou l'huile, ou le kraft pour un aspect naturel.",
      'Chaque commande comprend une épreuve numérique gratuite, et vous pouvez combiner plusieurs visuels dans un même format sans frais.',
    ] },
    specs: { ...DIGITAL, finish: 'Gloss or Matte Laminate' },
    seo: { title: 'Custom Roll Labels | Fast, Waterproof Options', description: 'Custom roll labels printed digitally on paper, BOPP or kraft. Free proof, 3" cores, ships in 3–5 days.' },
    metafields: { 'global.title_tag': 'Custom Roll Labels – Printed Fast | PrintCo', 'global.description_tag': 'Order custom roll labels in any quantity from 50. Paper, waterproof BOPP and kraft, wound on 3" cores.' },
    best: 1,
  },
  {
    handle: 'waterproof-bopp-roll-labels', title: 'Waterproof White BOPP Roll Labels', type: 'Roll Labels', vendor: 'PrintCo', created: '2024-05-03',
    tags: ['$=roll-labels-bopp', 'OE=Overlamination', 'Customizable'],
    code: 'RLB', sizes: ['1.5" x 1.5"', '2" x 3"', '3" x 4"', '4" x 4"'], materials: ['White BOPP', 'Clear BOPP'], sides: ['Single Sided'],
    rate: 0.036, floor: 0.2, soldOut: ['4" x 4"|Clear BOPP|*'],
    art: { style: 'roll', palette: { bg: COOL, label: '#0e6ba8', ink: '#ffffff', accent: '#7dd3fc' }, text: 'GLACIER', sub: 'SPRING WATER' },
    en: [
      'White BOPP is a polypropylene film that shrugs off water, oil and refrigeration. It is the default for beverages, sauces, bath products and anything kept in an ice bucket.',
      'Labels stay crisp and bright even after days in a cooler.',
    ],
    fr: { title: 'Étiquettes en rouleau BOPP blanc étanches', paras: [
      "Le BOPP blanc est un film polypropylène qui résiste à l'eau, à l'huile et à la réfrigération. C'est le choix par défaut pour les boissons, les sauces, les produits de bain et tout ce qui séjourne dans un seau à glace.",
      'Les étiquettes restent nettes et éclatantes même après plusieurs jours en glacière.',
    ] },
    specs: { print: 'HP Indigo Digital', time: '3–5 business days', adhesive: 'Permanent', finish: 'Gloss' },
    best: 4,
  },
  {
    handle: 'kraft-paper-roll-labels', title: 'Kraft Paper Roll Labels', type: 'Roll Labels', vendor: 'PrintCo', created: '2024-08-19',
    tags: ['$=roll-labels-kraft', 'Custom Size', 'Customizable', 'markup=5'],
    code: 'RLK', sizes: ['2" x 2"', '3" x 2"', '4" x 3"'], materials: ['Kraft'], sides: ['Single Sided'], rate: 0.03, floor: 0.16,
    art: { style: 'roll', palette: { bg: MINT, label: '#5b7f3a', ink: '#fffdf5', accent: '#e9c46a' }, text: 'GOOD GRAIN', sub: 'ORGANIC BAKERY', kraft: true },
    en: [
      'Unbleached kraft paper with an earthy, hand-made feel. Ideal for bakeries, coffee roasters, soap makers and farmers-market brands.',
    ],
    fr: { title: 'Étiquettes en rouleau papier kraft', paras: [
      "Papier kraft écru au toucher naturel et artisanal. Idéal pour les boulangeries, torréfacteurs, savonneries et marques de marché fermier.",
    ] },
    specs: { print: 'Digital CMYK', time: '2–4 business days', adhesive: 'Permanent', finish: 'Uncoated' },
    best: 9,
  },
  {
    handle: 'silver-foil-roll-labels', title: 'Metallic Silver Foil Roll Labels', type: 'Roll Labels', vendor: 'PrintCo', created: '2025-01-22',
    tags: ['$=roll-labels-foil', 'markup=abc', 'OE=Foil Stamping', 'Customizable'],
    code: 'RLF', sizes: ['2" x 2"', '3" x 3"', '3" x 5"'], materials: ['Silver Foil', 'Gold Foil'], sides: ['Single Sided'],
    rate: 0.04, floor: 0.24, skip: ['3" x 5"|Gold Foil|*'],
    art: { style: 'roll', palette: { bg: STONE, label: '#2c2c34', ink: '#f4f4f4', accent: '#c9ced6' }, text: 'NOIR', sub: 'EAU DE PARFUM', foil: 'silver' },
    en: [
      'A mirror-bright metallic face stock that makes cosmetics, spirits and candles look expensive. Un-inked areas shine through as pure metal.',
      'Add foil stamping for raised, ultra-reflective highlights on top of the printed design.',
    ],
    fr: { title: 'Étiquettes en rouleau aluminium argenté', paras: [
      'Un support métallisé brillant comme un miroir qui donne un air luxueux aux cosmétiques, spiritueux et bougies. Les zones non imprimées brillent comme du métal pur.',
      "Ajoutez un marquage à chaud pour des reflets en relief ultra-brillants par-dessus l'impression.",
    ] },
    specs: { print: 'Digital CMYK + White', time: '5–7 business days', adhesive: 'Permanent', finish: 'Gloss' },
    metafields: { 'global.title': 'Silver Foil Labels on Rolls', 'global.description': 'Metallic silver and gold foil roll labels for premium packaging.' },
    best: 12,
  },
  {
    handle: 'numbered-roll-labels', title: 'Sequentially Numbered Roll Labels', type: 'Roll Labels', vendor: 'PrintCo', created: '2025-04-08',
    tags: ['$=roll-labels-numbered', 'OE=Numbering', 'OE=Overlamination', 'Customizable'],
    code: 'RLN', sizes: ['1" x 2"', '2" x 2"', '2" x 3"', '3" x 4"'], materials: ['White Gloss Paper', 'White BOPP'], sides: ['Single Sided'],
    rate: 0.034, floor: 0.17, missingRows: [4],
    art: { style: 'roll', palette: { bg: COOL, label: '#1f2937', ink: '#fbbf24', accent: '#fbbf24' }, text: 'LOT 0042', sub: 'BATCH TRACKED', shape: 'rect' },
    en: [
      'Variable-data roll labels with a unique serial number on each label: batch tracking, raffle tickets, asset tags and limited editions.',
      'Choose the start number and prefix at checkout; numbers print in sequence along the roll.',
    ],
    fr: { title: 'Étiquettes en rouleau numérotées', paras: [
      "Étiquettes en rouleau à données variables avec un numéro de série unique par étiquette : suivi de lots, billets de tombola, étiquettes d'inventaire et éditions limitées.",
      'Choisissez le numéro de départ et le préfixe à la commande ; les numéros se suivent le long du rouleau.',
    ] },
    specs: { print: 'Digital CMYK', time: '3–5 business days', adhesive: 'Permanent' },
    best: 18,
  },
  {
    handle: 'roll-labels-by-the-roll', title: 'Roll Labels by the Roll', type: 'Roll Labels', vendor: 'PrintCo', created: '2025-09-30',
    tags: ['$=lot-roll-labels', 'Lot Pricing', 'Customizable'],
    code: 'RLL', sizes: ['2" x 2"', '3" x 3"', '4" x 4"'], materials: ['White Gloss Paper', 'White BOPP'], sides: ['Single Sided'],
    rate: 0.03, floor: 0.15,
    art: { style: 'roll', palette: { bg: WARM, label: '#6d28d9', ink: '#ffffff', accent: '#f0abfc' }, text: 'BERRY JAM', sub: 'HOMEMADE' },
    en: [
      'Sold by the roll of 250 labels, one design per roll. The simplest way to restock labels you reorder every month.',
    ],
    fr: { title: 'Étiquettes vendues au rouleau', paras: [
      "Vendues par rouleau de 250 étiquettes, un visuel par rouleau. La façon la plus simple de réapprovisionner les étiquettes que vous commandez chaque mois.",
    ] },
    specs: { print: 'Digital CMYK', time: '2–4 business days', adhesive: 'Permanent' },
    best: 22,
  },
  // ── Die-Cut Stickers ─────────────────────────────────────────────────────────
  {
    handle: 'custom-die-cut-stickers', title: 'Custom Die-Cut Stickers', type: 'Die-Cut Stickers', vendor: 'PrintCo', created: '2024-01-15',
    tags: ['$=die-cut-stickers', 'markup=15', 'OE=White Halo', 'OE=Overlamination', 'Custom Size', 'Customizable'],
    code: 'DC', sizes: ['2" x 2"', '3" x 3"', '4" x 4"', '5" x 5"'], materials: ['White Vinyl', 'Clear Vinyl', 'Holographic'],
    sides: ['Single Sided'], rate: 0.045, floor: 0.28, soldOut: ['5" x 5"|Holographic|*'],
    art: { style: 'diecut', palette: { bg: BLUSH, label: '#e76f51', ink: '#ffffff', accent: '#2a9d8f' }, text: 'STAY WEIRD', sub: 'EST. 2019', shape: 'circle' },
    views: ['product', 'closeup', 'inuse', 'detail'],
    en: [
      'Stickers cut precisely around the outline of your artwork with a clean white border. Thick, durable vinyl that survives water bottles, laptops and the dishwasher.',
      'Upload any shape and we will trace the cut line for you.',
    ],
    fr: { title: 'Autocollants découpés personnalisés', paras: [
      "Des autocollants découpés précisément autour du contour de votre visuel, avec une bordure blanche nette. Un vinyle épais et résistant qui survit aux gourdes, aux ordinateurs portables et au lave-vaisselle.",
      'Envoyez n’importe quelle forme, nous traçons la ligne de découpe pour vous.',
    ] },
    specs: { print: 'Digital CMYK + White', time: '3–5 business days', adhesive: 'Permanent', finish: 'UV Laminate' },
    seo: { title: 'Die-Cut Stickers', description: 'Durable vinyl die-cut stickers cut to any shape.' },
    metafields: { 'global.title_tag': 'Custom Die-Cut Stickers | Any Shape, Waterproof Vinyl', 'global.description_tag': 'Waterproof vinyl die-cut stickers with a white border, cut to the shape of your art. Order from 50.', 'seo.title': 'Die-Cut Vinyl Stickers' },
    best: 2,
  },
  {
    handle: 'holographic-die-cut-stickers', title: 'Holographic Die-Cut Stickers', type: 'Die-Cut Stickers', vendor: 'PrintCo', created: '2024-10-02',
    tags: ['$=die-cut-holographic', 'OE=White Halo', 'Customizable'],
    code: 'DCH', sizes: ['2" x 2"', '3" x 3"', '4" x 4"'], materials: ['Holographic'], sides: ['Single Sided'], rate: 0.05, floor: 0.32,
    art: { style: 'diecut', palette: { bg: '#ece8f4', label: '#5b21b6', ink: '#ffffff', accent: '#22d3ee' }, text: 'COSMIC', sub: 'GOOD VIBES', shape: 'star', foil: 'holo' },
    en: ['A rainbow holographic film that shifts colour as it catches the light. Perfect for merch drops, gaming brands and anything that should feel a little magical.'],
    fr: { title: 'Autocollants découpés holographiques', paras: ['Un film holographique arc-en-ciel qui change de couleur selon la lumière. Parfait pour le merchandising, les marques de jeux vidéo et tout ce qui doit paraître un peu magique.'] },
    specs: { print: 'Digital CMYK + White', time: '5–7 business days', adhesive: 'Permanent' },
    best: 7,
  },
  {
    handle: 'outdoor-vinyl-die-cut-stickers', title: 'Outdoor Vinyl Die-Cut Stickers', type: 'Die-Cut Stickers', vendor: 'PrintCo Outdoor', created: '2025-03-11',
    tags: ['$=die-cut-outdoor', 'OE=Overlamination', 'Customizable', 'markup=20'],
    code: 'DCO', sizes: ['3" x 3"', '4" x 4"', '6" x 6"'], materials: ['White Vinyl', 'Clear Vinyl'], sides: ['Single Sided'], rate: 0.042, floor: 0.35,
    art: { style: 'diecut', palette: { bg: MINT, label: '#166534', ink: '#ecfccb', accent: '#facc15' }, text: 'TRAIL CREW', sub: 'LEAVE NO TRACE', shape: 'badge' },
    en: [
      'Rated for five years outdoors: UV-stable inks under a tough laminate, on vinyl that bonds to powder-coat, glass, fibreglass and painted metal.',
      'Great for trail signage, equipment, coolers and boats.',
    ],
    fr: { title: 'Autocollants découpés en vinyle extérieur', paras: [
      "Conçus pour cinq ans en extérieur : encres stables aux UV sous un laminé résistant, sur un vinyle qui adhère au thermolaquage, au verre, à la fibre de verre et au métal peint.",
      'Parfaits pour la signalétique de sentiers, le matériel, les glacières et les bateaux.',
    ] },
    specs: { print: 'UV Inkjet', time: '3–5 business days', adhesive: 'Permanent', finish: 'UV Laminate' },
    best: 11,
  },
  {
    handle: 'die-cut-logo-stickers', title: 'Die-Cut Logo Stickers', type: 'Die-Cut Stickers', vendor: 'PrintCo', created: '2026-02-17',
    tags: ['$=die-cut-stickers', 'OE=White Halo', 'Customizable', 'Custom Size'],
    code: 'DCL', sizes: ['2" x 2"', '3" x 3"', '4" x 4"'], materials: ['White Vinyl', 'Clear Vinyl'], sides: ['Single Sided'],
    rate: 0.045, floor: 0.28,
    art: { style: 'diecut', palette: { bg: COOL, label: '#111827', ink: '#f9fafb', accent: '#ef4444' }, text: 'ACME DEV', sub: 'SHIP IT', shape: 'round' },
    en: ['Your logo, cut to shape. A favourite for conference swag bags, new-hire kits and packaging inserts.'],
    fr: { title: 'Autocollants logo découpés', paras: ["Votre logo, découpé à la forme. Un classique pour les sacs de conférence, les kits d'accueil et les encarts d'emballage."] },
    specs: { ...DIGITAL },
    best: 5,
  },
  // ── Sheet Labels ─────────────────────────────────────────────────────────────
  {
    handle: 'custom-sheet-labels', title: 'Custom Sheet Labels', type: 'Sheet Labels', vendor: 'PrintCo', created: '2024-03-27',
    tags: ['$=sheet-labels', 'Custom Size', 'Customizable', 'OE=Back Imprint'],
    code: 'SL', sizes: ['2" x 1"', '2" x 2"', '3" x 2"', '4" x 3"'], materials: ['White Gloss Paper', 'White Matte Paper', 'White BOPP'],
    sides: ['Single Sided', 'Double Sided'], rate: 0.028, floor: 0.12, skip: ['*|White BOPP|Double Sided'],
    art: { style: 'sheet', palette: { bg: WARM, label: '#0f766e', ink: '#f0fdfa', accent: '#fb923c' }, text: 'PANTRY', sub: 'ROLLED OATS', shape: 'round' },
    en: [
      'Labels delivered on flat 8.5" x 11" sheets, easy to peel and apply by hand. Best for short runs, events and products you label one at a time.',
    ],
    fr: { title: 'Étiquettes sur planches personnalisées', paras: ["Étiquettes livrées sur planches 8,5\" x 11\", faciles à décoller et à poser à la main. Idéales pour les petites séries, les événements et les produits étiquetés un par un."] },
    specs: { ...DIGITAL, finish: 'Gloss' },
    best: 6,
  },
  {
    handle: 'address-labels-on-sheets', title: 'Return Address Labels on Sheets', type: 'Sheet Labels', vendor: 'PrintCo', created: '2024-11-05',
    tags: ['$=sheet-labels-address', 'Customizable'],
    code: 'SLA', sizes: ['2.625" x 1"', '4" x 2"'], materials: ['White Matte Paper', 'Kraft'], sides: ['Single Sided'], rate: 0.03, floor: 0.08,
    art: { style: 'sheet', palette: { bg: STONE, label: '#374151', ink: '#ffffff', accent: '#60a5fa' }, text: 'THE PARKERS', sub: '12 ELM STREET', shape: 'rect' },
    en: ['Classic 30-up and 10-up address labels for envelopes, mailers and shipping boxes. Compatible with standard desktop printer templates.'],
    fr: { title: "Étiquettes d'adresse sur planches", paras: ["Étiquettes d'adresse classiques 30 ou 10 par planche pour enveloppes, pochettes et cartons d'expédition. Compatibles avec les gabarits d'imprimante de bureau."] },
    specs: { print: 'Digital CMYK', time: '1–2 business days', adhesive: 'Permanent' },
    best: 15,
  },
  {
    handle: 'kiss-cut-sticker-sheets', title: 'Kiss-Cut Sticker Sheets', type: 'Sheet Labels', vendor: 'PrintCo', created: '2025-06-14',
    tags: ['$=sheet-labels-kiss-cut', 'OE=Matte Varnish', 'Customizable'],
    code: 'SLK', sizes: ['4" x 6"', '5" x 7"', '8.5" x 11"'], materials: ['White Vinyl', 'Holographic'], sides: ['Single Sided'],
    rate: 0.02, floor: 0.6,
    art: { style: 'sheet', palette: { bg: BLUSH, label: '#db2777', ink: '#fff1f2', accent: '#fde047' }, text: 'HELLO!', sub: 'PLANNER PACK', shape: 'circle' },
    en: ['Several stickers on one backing sheet, each kiss-cut so it peels off on its own. Made for planner kits, sticker packs and merch bundles.'],
    fr: { title: 'Planches d’autocollants prédécoupés', paras: ["Plusieurs autocollants sur une même planche, chacun prédécoupé pour se décoller seul. Conçues pour les kits d'agenda, les pochettes d'autocollants et les lots de goodies."] },
    specs: { print: 'Digital CMYK', time: '3–5 business days', adhesive: 'Removable', finish: 'Matte' },
    best: 10,
  },
  {
    handle: 'blank-sheet-labels', title: 'Blank Sheet Labels', type: 'Sheet Labels', vendor: 'PrintCo', created: '2024-06-21',
    tags: ['Customizable'],
    code: 'SLB', sizes: ['2" x 1"', '4" x 2"'], materials: ['White Matte Paper'], sides: ['Single Sided'], rate: 0.02, floor: 0.05,
    art: { style: 'sheet', palette: { bg: COOL, label: '#f8fafc', ink: '#94a3b8', accent: '#cbd5e1' }, text: 'BLANK', sub: 'PRINT AT HOME', shape: 'rect' },
    views: ['product', 'closeup'],
    en: ['Unprinted matte paper labels on sheets, for printing at home or writing by hand.'],
    fr: { title: 'Étiquettes vierges sur planches', paras: ['Étiquettes en papier mat non imprimées, sur planches, à imprimer chez vous ou à écrire à la main.'] },
    specs: { print: 'Digital CMYK', time: '1–2 business days', adhesive: 'Permanent' },
    best: 30,
  },
  // ── Clear Labels ─────────────────────────────────────────────────────────────
  {
    handle: 'clear-bopp-product-labels', title: 'Clear BOPP Product Labels', type: 'Clear Labels', vendor: 'PrintCo', created: '2024-04-09',
    tags: ['$=clear-labels', 'Clear Background', 'OE=White Halo', 'Customizable', 'markup=12'],
    code: 'CL', sizes: ['2" x 2"', '2" x 3"', '3" x 4"', '4" x 5"'], materials: ['Clear BOPP'], sides: ['Single Sided', 'Double Sided'],
    rate: 0.038, floor: 0.22,
    art: { style: 'clear', palette: { bg: MINT, label: '#064e3b', ink: '#064e3b', accent: '#f97316' }, text: 'CITRUS', sub: 'COLD PRESSED' },
    en: [
      'Crystal-clear film that lets your bottle or jar show through, so the design looks printed straight onto the glass.',
      'Add a white underprint (white halo) behind the artwork to keep colours vivid on dark contents.',
    ],
    fr: { title: 'Étiquettes produit en BOPP transparent', paras: [
      'Un film parfaitement transparent qui laisse voir la bouteille ou le pot : le visuel semble imprimé directement sur le verre.',
      "Ajoutez une sous-couche blanche (halo blanc) derrière le visuel pour garder des couleurs vives sur les contenus foncés.",
    ] },
    specs: { print: 'Digital CMYK + White', time: '3–5 business days', adhesive: 'Permanent', finish: 'Gloss' },
    best: 3,
  },
  {
    handle: 'no-label-look-bottle-labels', title: 'No-Label-Look Bottle Labels', type: 'Clear Labels', vendor: 'PrintCo', created: '2025-02-25',
    tags: ['$=clear-labels-bottle', 'Clear Background', 'Customizable'],
    code: 'CLB', sizes: ['2" x 4"', '3" x 4"', '3.5" x 5"'], materials: ['Clear BOPP'], sides: ['Single Sided'], rate: 0.04, floor: 0.3,
    art: { style: 'clear', palette: { bg: COOL, label: '#1e3a8a', ink: '#1e3a8a', accent: '#38bdf8' }, text: 'TONIC', sub: 'BOTANICAL' },
    en: ['Ultra-clear face stock with a clear adhesive and liner for a seamless, no-label look on craft beverages and spirits.'],
    fr: { title: 'Étiquettes bouteille effet sans étiquette', paras: ["Support ultra-transparent avec adhésif et dorsal transparents, pour un effet « sans étiquette » sur les boissons artisanales et spiritueux."] },
    specs: { print: 'HP Indigo Digital', time: '5–7 business days', adhesive: 'Permanent' },
    best: 14,
  },
  {
    handle: 'clear-round-stickers', title: 'Clear Round Stickers', type: 'Clear Labels', vendor: 'PrintCo', created: '2025-10-12',
    tags: ['$=missing-grid', 'Clear Background', 'Customizable'],
    code: 'CLR', sizes: ['1.5" x 1.5"', '2" x 2"', '3" x 3"'], materials: ['Clear BOPP', 'Clear Vinyl'], sides: ['Single Sided'],
    rate: 0.04, floor: 0.2,
    art: { style: 'clear', palette: { bg: BLUSH, label: '#9d174d', ink: '#9d174d', accent: '#f9a8d4' }, text: 'ROSÉ', sub: 'SPARKLING', shape: 'circle' },
    en: ['Round clear stickers for jar lids, favour boxes and packaging seals.'],
    fr: { title: 'Autocollants ronds transparents', paras: ['Autocollants ronds transparents pour couvercles de pots, boîtes à dragées et scellés d’emballage.'] },
    specs: { ...DIGITAL },
    best: 25,
  },
  // ── Custom Shape Stickers ────────────────────────────────────────────────────
  {
    handle: 'custom-shape-stickers', title: 'Custom Shape Stickers', type: 'Custom Shape Stickers', vendor: 'PrintCo', created: '2024-07-30',
    tags: ['$=custom-shape', 'Custom Die-Cut', 'Shape=Custom', 'Customizable', 'Custom Size', 'OE=White Halo', 'markup=8'],
    code: 'CS', sizes: ['2" x 2"', '3" x 3"', '4" x 4"', '5" x 5"'], materials: ['White Vinyl', 'Holographic', 'Clear Vinyl'], sides: ['Single Sided'],
    rate: 0.048, floor: 0.3,
    art: { style: 'shape', palette: { bg: WARM, label: '#ea580c', ink: '#fff7ed', accent: '#1d4ed8' }, text: 'SUNNY', sub: 'SIDE UP', shape: 'star' },
    views: ['product', 'closeup', 'inuse', 'detail'],
    en: [
      'Any outline you can draw: stars, leaves, mascots, product silhouettes. We follow your artwork with a die line offset by 0, 1/8" or 1/4".',
    ],
    fr: { title: 'Autocollants forme personnalisée', paras: ["Toute forme que vous pouvez dessiner : étoiles, feuilles, mascottes, silhouettes de produits. Nous suivons votre visuel avec une ligne de découpe décalée de 0, 1/8\" ou 1/4\"."] },
    specs: { print: 'Digital CMYK + White', time: '5–7 business days', adhesive: 'Permanent', finish: 'Gloss' },
    metafields: { 'global.title_tag': 'Custom Shape Stickers – Cut to Any Outline' },
    best: 8,
  },
  {
    handle: 'custom-shape-product-labels', title: 'Custom Shape Product Labels', type: 'Custom Shape Stickers', vendor: 'PrintCo', created: '2025-05-20',
    tags: ['$=custom-shape-labels', 'Custom Die-Cut', 'Shape=Custom', 'Customizable', 'OE=Foil Stamping'],
    code: 'CSL', sizes: ['2" x 3"', '3" x 3"', '3" x 4"'], materials: ['White BOPP', 'Silver Foil', 'Textured Estate Paper'], sides: ['Single Sided'],
    rate: 0.05, floor: 0.3,
    art: { style: 'shape', palette: { bg: MINT, label: '#14532d', ink: '#f0fdf4', accent: '#fcd34d' }, text: 'FERN & CO', sub: 'BOTANICALS', shape: 'leaf' },
    en: ['Shaped roll labels for products that deserve more than a rectangle: oval crests, scalloped badges, fruit and leaf outlines.'],
    fr: { title: 'Étiquettes produit forme personnalisée', paras: ["Étiquettes en rouleau façonnées pour les produits qui méritent mieux qu'un rectangle : écussons ovales, badges festonnés, silhouettes de fruits et de feuilles."] },
    specs: { print: 'Digital CMYK + Foil', time: '5–7 business days', adhesive: 'Permanent' },
    best: 16,
  },
  {
    handle: 'kiss-cut-custom-shapes', title: 'Kiss-Cut Custom Shape Stickers', type: 'Custom Shape Stickers', vendor: 'PrintCo', created: '2026-04-03',
    tags: ['$=broken-grid', 'Custom Die-Cut', 'Shape=Custom', 'Customizable'],
    code: 'CSK', sizes: ['2" x 2"', '3" x 3"'], materials: ['White Vinyl'], sides: ['Single Sided'], rate: 0.046, floor: 0.3,
    art: { style: 'shape', palette: { bg: COOL, label: '#7c3aed', ink: '#faf5ff', accent: '#34d399' }, text: 'BOO!', sub: 'SPOOKY', shape: 'badge' },
    views: ['product', 'closeup'],
    en: ['Custom shapes kiss-cut on a square backing so they are easy to hand out and peel.'],
    fr: { title: 'Autocollants forme personnalisée prédécoupés', paras: ['Formes personnalisées prédécoupées sur un dorsal carré, faciles à distribuer et à décoller.'] },
    specs: { ...DIGITAL },
    best: 28,
  },
  // ── Product Labels & Tags ────────────────────────────────────────────────────
  {
    handle: 'custom-hang-tags', title: 'Custom Hang Tags', type: 'Product Labels & Tags', vendor: 'PrintCo', created: '2024-09-09',
    tags: ['$=hang-tags', 'OE=Back Imprint', 'OE=Numbering', 'Customizable', 'markup=10'],
    code: 'HT', sizes: ['2" x 3.5"', '2.5" x 4"', '3" x 5"'], materials: ['14pt Cardstock', 'Kraft Cardstock'], sides: ['Single Sided', 'Double Sided'],
    rate: 0.05, floor: 0.3, skip: ['3" x 5"|Kraft Cardstock|Double Sided'],
    art: { style: 'tag', palette: { bg: STONE, label: '#7f1d1d', ink: '#fef2f2', accent: '#fbbf24' }, text: 'HANDMADE', sub: 'WITH LOVE' },
    en: [
      'Thick cardstock tags with a punched hole, ready for string or a plastic barb. Print both sides to add care instructions, prices or a story.',
    ],
    fr: { title: 'Étiquettes volantes personnalisées', paras: ["Étiquettes volantes en carton épais avec trou perforé, prêtes pour une ficelle ou une attache. Imprimez le verso pour ajouter l'entretien, le prix ou votre histoire."] },
    specs: { print: 'Digital CMYK', time: '3–5 business days', adhesive: 'None (hang tag)', finish: 'Matte' },
    best: 13,
  },
  {
    handle: 'kraft-hang-tags', title: 'Kraft Hang Tags', type: 'Product Labels & Tags', vendor: 'PrintCo', created: '2025-07-18',
    tags: ['$=hang-tags-kraft', 'OE=Back Imprint', 'Customizable'],
    code: 'HTK', sizes: ['2" x 3.5"', '3" x 5"'], materials: ['Kraft Cardstock'], sides: ['Single Sided', 'Double Sided'], rate: 0.045, floor: 0.28,
    art: { style: 'tag', palette: { bg: WARM, label: '#3f3f46', ink: '#fafaf9', accent: '#a3e635' }, text: 'WOOL & CO', sub: '100% MERINO', kraft: true },
    en: ['Natural kraft tags with a rustic, recycled look. Ideal for knitwear, candles and gift shops.'],
    fr: { title: 'Étiquettes volantes kraft', paras: ['Étiquettes volantes en kraft naturel au look rustique et recyclé. Idéales pour la maille, les bougies et les boutiques de cadeaux.'] },
    specs: { print: 'Digital CMYK', time: '3–5 business days', adhesive: 'None (hang tag)', finish: 'Uncoated' },
    best: 19,
  },
  {
    handle: 'candle-jar-labels', title: 'Candle Jar Labels', type: 'Product Labels & Tags', vendor: 'PrintCo', created: '2025-11-02',
    tags: ['$=product-labels', 'OE=Foil Stamping', 'Customizable', 'Custom Size'],
    code: 'PL', sizes: ['2" x 2"', '3" x 2"', '3" x 3"'], materials: ['White BOPP', 'Gold Foil', 'Textured Estate Paper'], sides: ['Single Sided'],
    rate: 0.04, floor: 0.22,
    art: { style: 'jar', palette: { bg: BLUSH, label: '#44403c', ink: '#fef3c7', accent: '#d97706' }, text: 'AMBER', sub: 'SOY CANDLE', shape: 'oval' },
    en: ['Heat-tolerant labels for candle jars and tins, with an adhesive that holds through the burn.'],
    fr: { title: 'Étiquettes pour pots de bougie', paras: ['Étiquettes résistantes à la chaleur pour pots et boîtes de bougies, avec un adhésif qui tient pendant toute la combustion.'] },
    specs: { print: 'Digital CMYK + Foil', time: '3–5 business days', adhesive: 'Permanent' },
    best: 17,
  },
  {
    handle: 'cosmetic-skincare-labels', title: 'Cosmetic & Skincare Labels', type: 'Product Labels & Tags', vendor: 'PrintCo', created: '2026-06-09',
    tags: ['$=product-labels', 'OE=Matte Varnish', 'OE=Overlamination', 'Customizable'],
    code: 'PLC', sizes: ['2" x 2"', '3" x 2"', '3" x 3"'], materials: ['White BOPP', 'Clear BOPP'], sides: ['Single Sided'], rate: 0.04, floor: 0.22,
    art: { style: 'jar', palette: { bg: '#f3eef5', label: '#86198f', ink: '#fdf4ff', accent: '#f5d0fe' }, text: 'GLOW', sub: 'NIGHT CREAM', shape: 'round' },
    en: ['Oil- and water-resistant labels for serums, creams and balms. Soft-touch matte varnish gives a premium, velvety finish.'],
    fr: { title: 'Étiquettes cosmétiques et soins', paras: ["Étiquettes résistantes à l'huile et à l'eau pour sérums, crèmes et baumes. Le vernis mat toucher doux donne une finition veloutée haut de gamme."] },
    specs: { print: 'HP Indigo Digital', time: '3–5 business days', adhesive: 'Permanent', finish: 'Matte' },
    best: 20,
  },
  // ── Bumper Stickers ──────────────────────────────────────────────────────────
  {
    handle: 'custom-bumper-stickers', title: 'Custom Bumper Stickers', type: 'Bumper Stickers', vendor: 'PrintCo Outdoor', created: '2024-12-01',
    tags: ['$=bumper-stickers', 'OE=Overlamination', 'Customizable', 'markup=20'],
    code: 'BS', sizes: ['3" x 10"', '3" x 12"', '4" x 12"'], materials: ['White Vinyl'], sides: ['Single Sided'], rate: 0.022, floor: 0.8,
    art: { style: 'bumper', palette: { bg: STONE, label: '#1d4ed8', ink: '#ffffff', accent: '#facc15' }, text: 'VOTE LOCAL', sub: 'GOOD FOR EVERYONE' },
    en: ['Weatherproof vinyl bumper stickers with a UV laminate, made to last through car washes and summers.'],
    fr: { title: 'Autocollants pare-chocs personnalisés', paras: ['Autocollants pare-chocs en vinyle résistant aux intempéries avec laminé anti-UV, conçus pour durer malgré les lavages et les étés.'] },
    specs: { print: 'UV Inkjet', time: '2–4 business days', adhesive: 'Permanent', finish: 'UV Laminate' },
    best: 21,
  },
  // ── Window Decals ────────────────────────────────────────────────────────────
  {
    handle: 'custom-window-decals', title: 'Custom Window Decals', type: 'Window Decals', vendor: 'PrintCo Outdoor', created: '2025-08-06',
    tags: ['$=window-decals', 'OE=Double Sided Tape', 'OE=White Halo', 'Clear Background', 'Customizable'],
    code: 'WD', sizes: ['4" x 4"', '6" x 6"', '8" x 8"'], materials: ['Clear Vinyl', 'White Vinyl'], sides: ['Single Sided', 'Double Sided'],
    rate: 0.03, floor: 0.9, skip: ['*|White Vinyl|Double Sided'],
    art: { style: 'window', palette: { bg: COOL, label: '#be123c', ink: '#fff1f2', accent: '#fde68a' }, text: 'OPEN', sub: 'COME ON IN', shape: 'circle' },
    en: ['Storefront and car window decals printed on clear or white vinyl. Double sided prints read from inside and outside the glass.'],
    fr: { title: 'Vitrophanies personnalisées', paras: ["Vitrophanies pour vitrines et vitres de voiture, imprimées sur vinyle transparent ou blanc. L'impression recto verso se lit de l'intérieur comme de l'extérieur."] },
    specs: { print: 'UV Inkjet', time: '3–5 business days', adhesive: 'Removable' },
    best: 23,
  },
  {
    handle: 'static-cling-decals', title: 'Static Cling Window Decals', type: 'Window Decals', vendor: 'PrintCo Outdoor', created: '2026-08-21',
    tags: ['$=window-cling', 'Customizable'],
    code: 'WC', sizes: ['4" x 4"', '6" x 6"'], materials: ['Static Cling'], sides: ['Single Sided'], rate: 0.03, floor: 0.85,
    art: { style: 'window', palette: { bg: MINT, label: '#0f766e', ink: '#f0fdfa', accent: '#fda4af' }, text: 'PARKING', sub: 'PERMIT 2026', shape: 'round' },
    views: ['product', 'inuse'],
    en: ['Adhesive-free vinyl that clings to glass by static alone: reposition it as often as you like, leaves no residue.'],
    fr: { title: 'Vitrophanies électrostatiques', paras: ['Un vinyle sans adhésif qui tient sur le verre par électricité statique : repositionnable à volonté, sans aucun résidu.'] },
    specs: { print: 'UV Inkjet', time: '2–4 business days', adhesive: 'Static cling (no adhesive)' },
    best: 27,
  },
];

/** Products sold on one regional site only; they join that site's collections and nothing else. */
export const REGION_PRODUCTS: ProductDef[] = [
  {
    handle: 'ca-bilingual-product-labels', title: 'Bilingual Product Labels (EN/FR)', type: 'Product Labels & Tags', vendor: 'PrintCo', created: '2025-03-31',
    tags: ['$=product-labels', 'Customizable', 'OE=Overlamination'],
    code: 'PLB', sizes: ['2" x 2"', '3" x 2"', '3" x 3"'], materials: ['White BOPP', 'Clear BOPP'], sides: ['Single Sided'], rate: 0.04, floor: 0.22,
    art: { style: 'jar', palette: { bg: BLUSH, label: '#b91c1c', ink: '#ffffff', accent: '#fecaca' }, text: 'MAPLE', sub: 'ÉRABLE · SYRUP', shape: 'round' },
    en: ['Labels laid out for Canadian bilingual packaging rules, with equal room for English and French copy.'],
    fr: { title: 'Étiquettes produit bilingues (EN/FR)', paras: ["Étiquettes conçues pour les règles d'emballage bilingue canadiennes, avec autant de place pour le texte anglais que français."] },
    specs: { print: 'Digital CMYK', time: '3–5 business days', adhesive: 'Freezer Grade' },
    best: 24,
  },
  {
    handle: 'fr-etiquettes-vin', title: 'Custom Wine Labels', type: 'Roll Labels', vendor: 'PrintCo', created: '2025-09-12',
    tags: ['$=wine-labels', 'OE=Foil Stamping', 'Customizable'],
    code: 'VIN', sizes: ['3" x 4"', '3.5" x 4.5"', '4" x 5"'], materials: ['Textured Estate Paper', 'White Gloss Paper'], sides: ['Single Sided'],
    rate: 0.045, floor: 0.35,
    art: { style: 'wine', palette: { bg: WARM, label: '#f5f0e1', ink: '#7f1d1d', accent: '#b45309' }, text: 'CHÂTEAU', sub: 'GRAND CRU 2024' },
    en: ['Textured estate paper wine labels that resist ice buckets, with optional gold foil stamping.'],
    fr: { title: 'Étiquettes de vin personnalisées', paras: ['Étiquettes de vin en papier vergé texturé qui résistent au seau à glace, avec marquage à chaud doré en option.'] },
    specs: { print: 'Digital CMYK + Foil', time: '5–7 business days', adhesive: 'Permanent', finish: 'Uncoated' },
    best: 26,
  },
];

/**
 * Products a reseller sells under its own brand: their handles carry the reseller's prefix, so only that
 * reseller's host lists, sells and finds them (the search record's `reseller` is taken from the prefix).
 * Each has its own pricing grid, so the company's prices do not move when they are added.
 */
export const RESELLER_PRODUCTS: ProductDef[] = [
  {
    handle: 'acme-event-swag-stickers', title: 'Event Swag Stickers', type: 'Die-Cut Stickers', vendor: 'Acme Promo', created: '2025-06-02',
    tags: ['$=acme-event-swag-stickers', 'OE=White Halo', 'Custom Size', 'Customizable'],
    code: 'AES', sizes: ['2" x 2"', '3" x 3"', '4" x 4"'], materials: ['White Vinyl', 'Holographic'], sides: ['Single Sided'],
    rate: 0.05, floor: 0.3,
    art: { style: 'diecut', palette: { bg: COOL, label: '#0f766e', ink: '#ffffff', accent: '#fbbf24' }, text: 'DEVCONF', sub: 'BOOTH 42', shape: 'circle' },
    en: ['Die-cut vinyl stickers sized for conference booths, swag bags and giveaways, with a holographic option that catches the light.'],
    fr: { title: 'Autocollants pour événements', paras: ["Des autocollants en vinyle découpés, pensés pour les stands, les sacs cadeaux et les goodies, avec une option holographique qui accroche la lumière."] },
    specs: { print: 'Digital CMYK + White', time: '3–5 business days', adhesive: 'Permanent', finish: 'UV Laminate' },
    best: 30,
  },
  {
    handle: 'acme-logo-mailer-labels', title: 'Logo Mailer Labels', type: 'Sheet Labels', vendor: 'Acme Promo', created: '2025-06-02',
    tags: ['$=acme-logo-mailer-labels', 'Customizable'],
    code: 'AML', sizes: ['2" x 4"', '3" x 5"'], materials: ['White Matte Paper', 'White Gloss Paper'], sides: ['Single Sided'],
    rate: 0.025, floor: 0.15,
    art: { style: 'sheet', palette: { bg: WARM, label: '#1d4ed8', ink: '#ffffff', accent: '#f97316' }, text: 'ACME', sub: 'SHIP WITH A SMILE' },
    en: ['Branded shipping and mailer labels on sheets, ready for your office printer queue or hand application.'],
    fr: { title: "Étiquettes d'envoi avec logo", paras: ["Des étiquettes d'expédition à votre marque, sur planches, prêtes à être posées à la main."] },
    specs: { print: 'Digital CMYK', time: '2–4 business days', adhesive: 'Permanent', finish: 'Matte' },
    best: 31,
  },
  {
    handle: 'northwind-compostable-produce-labels', title: 'Compostable Produce Labels', type: 'Roll Labels', vendor: 'Northwind Print', created: '2025-09-20',
    tags: ['$=northwind-compostable-produce-labels', 'Customizable'],
    code: 'NCP', sizes: ['1" x 1"', '1.5" x 1.5"', '2" x 2"'], materials: ['Compostable Paper'], sides: ['Single Sided'],
    rate: 0.035, floor: 0.12,
    art: { style: 'roll', palette: { bg: MINT, label: '#65a30d', ink: '#fefce8', accent: '#facc15' }, text: 'ORCHARD', sub: 'CERTIFIED ORGANIC', kraft: true },
    en: ['Home-compostable paper labels for fruit, vegetables and farm-stand produce, wound on rolls for fast hand application.'],
    fr: { title: 'Étiquettes compostables pour fruits et légumes', paras: ['Des étiquettes en papier compostable à domicile pour les fruits, les légumes et les produits de la ferme, en rouleaux pour une pose rapide à la main.'] },
    specs: { print: 'Digital CMYK', time: '3–5 business days', adhesive: 'Removable', finish: 'Uncoated' },
    best: 32,
  },
];

const SINGLE_STORE = new Set([...REGION_PRODUCTS, ...RESELLER_PRODUCTS].map((p) => p.handle));

/** Whether a seeded product belongs to one regional site or reseller alone (so scale copies and demo orders leave it out). */
export function isSingleStoreProduct(handle: string): boolean {
  return SINGLE_STORE.has(handle);
}
