import type { ExtraDef } from './types.ts';

/** The "Optional Extra" products: their descriptions feed the configurator's option tooltips. */
const BG = '#eef0f3';

export const EXTRAS: ExtraDef[] = [
  {
    handle: 'overlamination', title: 'Overlamination', frTitle: 'Pelliculage', price: '0.04', created: '2024-01-10',
    en: 'A clear protective film laminated over the print. It guards against scratches, water and UV fading, and makes labels last longer outdoors and in the fridge.',
    fr: "Un film transparent de protection laminé sur l'impression. Il protège des rayures, de l'eau et de la décoloration UV, et prolonge la durée de vie des étiquettes en extérieur comme au réfrigérateur.",
    art: { style: 'extra', palette: { bg: BG, label: '#2563eb', ink: '#ffffff', accent: '#93c5fd' }, text: 'LAMINATE', sub: 'Overlamination' },
  },
  {
    handle: 'foil-stamping', title: 'Foil Stamping', frTitle: 'Marquage à chaud', price: '0.09', created: '2024-01-10',
    en: 'Metallic foil pressed onto selected parts of your design for a mirror-bright, premium highlight. Gold and silver are the most popular.',
    fr: 'Une feuille métallique pressée sur certaines parties du visuel pour un reflet miroir haut de gamme. L’or et l’argent sont les plus demandés.',
    art: { style: 'extra', palette: { bg: BG, label: '#1c1917', ink: '#3b2506', accent: '#7c2d12' }, text: 'GOLD FOIL', sub: 'Foil Stamping', foil: 'gold' },
  },
  {
    handle: 'matte-varnish', title: 'Matte Varnish', frTitle: 'Vernis mat', price: '0.03', created: '2024-01-10',
    en: 'A soft-touch matte coating that removes glare and gives the label a velvety, understated finish.',
    fr: 'Un vernis mat toucher doux qui supprime les reflets et donne à l’étiquette une finition veloutée et sobre.',
    art: { style: 'extra', palette: { bg: BG, label: '#44403c', ink: '#e7e5e4', accent: '#a8a29e' }, text: 'MATTE', sub: 'Matte Varnish' },
  },
  {
    handle: 'double-sided-tape', title: 'Double Sided Tape', frTitle: 'Adhésif double face', price: '0.06', created: '2024-01-10',
    en: 'Strips of double sided tape applied to the back so decals and tags can be mounted on walls, glass or displays without extra hardware.',
    fr: 'Des bandes d’adhésif double face posées au dos pour fixer vitrophanies et étiquettes sur murs, vitres ou présentoirs sans accessoire.',
    art: { style: 'extra', palette: { bg: BG, label: '#f8fafc', ink: '#334155', accent: '#f43f5e' }, text: 'TAPE', sub: 'Double Sided Tape', shape: 'rect' },
  },
  {
    handle: 'back-imprint', title: 'Back Imprint', frTitle: 'Impression au verso', price: '0.05', created: '2024-01-10',
    en: 'A one-colour print on the back of the liner or tag: care instructions, a promo code or a thank-you note.',
    fr: 'Une impression une couleur au dos du support ou de l’étiquette : conseils d’entretien, code promo ou petit mot de remerciement.',
    art: { style: 'extra', palette: { bg: BG, label: '#0f766e', ink: '#ffffff', accent: '#5eead4' }, text: 'THANK YOU', sub: 'Back Imprint' },
  },
  {
    handle: 'numbering', title: 'Numbering', frTitle: 'Numérotation', price: '0.02', created: '2024-01-10',
    en: 'Sequential numbers printed on every label, with an optional prefix, for batch tracking, tickets and limited editions.',
    fr: 'Des numéros séquentiels imprimés sur chaque étiquette, avec préfixe optionnel, pour le suivi de lots, les billets et les éditions limitées.',
    art: { style: 'extra', palette: { bg: BG, label: '#111827', ink: '#fde047', accent: '#fde047' }, text: 'No. 0001', sub: 'Numbering', shape: 'rect' },
  },
  {
    handle: 'white-halo', title: 'White Halo', frTitle: 'Halo blanc', price: '0.03', created: '2024-01-10',
    en: 'A white ink layer printed behind your artwork, slightly larger than the design, so colours stay bright on clear and metallic materials.',
    fr: 'Une couche d’encre blanche imprimée derrière le visuel, légèrement plus grande que celui-ci, pour garder des couleurs vives sur les supports transparents et métallisés.',
    art: { style: 'extra', palette: { bg: BG, label: '#9333ea', ink: '#ffffff', accent: '#f5d0fe' }, text: 'HALO', sub: 'White Halo', shape: 'circle' },
  },
];
