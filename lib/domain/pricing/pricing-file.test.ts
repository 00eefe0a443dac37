import { checkPricingFile, netRowFor } from './file';
import { enabledExtras, isLotPriced, markupPercent, pricingFileName, skuRow } from './tags';

const VALID = {
  quantity_breaks: [50, 100, 250],
  msrp_markup_multiplier: [1.6, 1.5, 1.4],
  net_row_1: [0.5, 0.4, 0.3],
  net_row_2: [0.7, 0.6, 0.5],
  net_overlam: [0.05, 0.04, 0.03],
  net_foil: [0.1, 0.09, 0.08],
};
// Variant prices are store cents (lib/ground/money); the messages quote them in currency units, as the file does.
const variants = [
  { sku: 'RL-2X2-WBOPP-S-1', price: 85 },
  { sku: 'RL-3X3-WBOPP-S-2', price: 120 },
];

describe('pricing tags', () => {
  it.each([
    [['Customizable', '$=roll-labels-standard'], 'roll-labels-standard'],
    [['$=  spaced  '], 'spaced'],
    [['$='], null],
    [['Customizable'], null],
  ])('pricingFileName(%j) is %j', (tags, name) => {
    expect(pricingFileName(tags)).toBe(name);
  });

  it.each([
    [['markup=15'], 15],
    [['markup=12.5'], 12.5],
    [['markup=abc'], 0],
    [['markup='], 0],
    [[], 0],
  ])('markupPercent(%j) is %j (non-numeric counts as 0)', (tags, pct) => {
    expect(markupPercent(tags)).toBe(pct);
  });

  it('reads the row from the last dash-separated piece of the SKU', () => {
    expect(skuRow('RL-2X2-WBOPP-S-3')).toBe('3');
    expect(skuRow('7')).toBe('7');
    expect(skuRow('RL-')).toBeNull();
    expect(skuRow(null)).toBeNull();
  });

  it('lists enabled extras in a fixed order and recognises lot pricing', () => {
    expect(enabledExtras(['OE=Numbering', 'OE=Overlamination', 'OE=White Halo', 'OE=Nope'])).toEqual(['overlamination', 'numbering', 'white_halo']);
    expect(isLotPriced(['Lot Pricing'])).toBe(true);
    expect(isLotPriced(['lot pricing'])).toBe(false);
  });
});

describe('checkPricingFile', () => {
  it('accepts a valid file and exposes breaks, multipliers, rows and extra tables', () => {
    const check = checkPricingFile(VALID, variants);
    expect(check).toEqual({
      ok: true,
      grid: {
        breaks: [50, 100, 250],
        msrp: [1.6, 1.5, 1.4],
        rows: { '1': [0.5, 0.4, 0.3], '2': [0.7, 0.6, 0.5] },
        extras: { overlamination: [0.05, 0.04, 0.03], foil_stamping: [0.1, 0.09, 0.08] },
      },
    });
  });

  it('falls back to row 1 for a variant whose row is missing', () => {
    const check = checkPricingFile(VALID, [{ sku: 'RL-4X6-KRAFT-S-4', price: 90 }]);
    expect(check.ok).toBe(true);
    if (check.ok) expect(netRowFor(check.grid, 'RL-4X6-KRAFT-S-4')).toEqual([0.5, 0.4, 0.3]);
  });

  it.each<[string, Record<string, unknown>, readonly { sku: string | null; price: number }[], string[]]>([
    ['no quantity_breaks', { ...VALID, quantity_breaks: undefined }, variants, ['quantity_breaks is missing']],
    ['no msrp_markup_multiplier', { ...VALID, msrp_markup_multiplier: undefined }, variants, ['msrp_markup_multiplier is missing']],
    ['a string value', { ...VALID, net_row_2: [0.7, '0.6', 0.5] }, variants, ['net_row_2[1] is not a number ("0.6")']],
    ['a non-integer break', { ...VALID, quantity_breaks: [50, 100.5, 250] }, variants, ['quantity_breaks[1] (100.5) is not an integer']],
    ['unequal lengths', { ...VALID, net_foil: [0.1, 0.09] }, variants, ['net_foil has 2 values, quantity_breaks has 3']],
    ['a net above the variant price', { ...VALID, net_row_1: [0.9, 0.4, 0.3] }, variants, ['net_row_1[0] (0.9) is above the base price 0.85 of variant RL-2X2-WBOPP-S-1']],
    [
      'a row neither present nor covered by row 1',
      { quantity_breaks: [50], msrp_markup_multiplier: [1.5], net_row_2: [0.5] },
      [{ sku: 'X-3', price: 100 }],
      ['no net_row_3 (and no net_row_1) for variant X-3'],
    ],
  ])('reports %s', (_, file, vs, details) => {
    const clean = Object.fromEntries(Object.entries(file).filter(([, v]) => v !== undefined));
    expect(checkPricingFile(clean, vs)).toEqual({ ok: false, details });
  });

  it('collects every problem of the deliberately broken seed file at once', () => {
    const broken = { quantity_breaks: [50, 100, 250.5, 500], msrp_markup_multiplier: [1.6, 1.5, 1.4], net_row_1: [0.5, '0.45', 0.4, 0.35] };
    const check = checkPricingFile(broken, [{ sku: 'CS-1', price: 60 }]);
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.details).toEqual(
        expect.arrayContaining([
          'quantity_breaks[2] (250.5) is not an integer',
          'net_row_1[1] is not a number ("0.45")',
          'msrp_markup_multiplier has 3 values, quantity_breaks has 4',
        ]),
      );
    }
  });

  it('rejects something that is not an object', () => {
    expect(checkPricingFile([1, 2], variants)).toEqual({ ok: false, details: ['the file is not a JSON object'] });
    expect(checkPricingFile(null, variants)).toEqual({ ok: false, details: ['the file is not a JSON object'] });
  });

  it('compares lot files per unit: whole lots below 500, blocks of 500 from 500 up', () => {
    const lotFile = { quantity_breaks: [250, 500, 1000], msrp_markup_multiplier: [1.5, 1.4, 1.3], net_row_1: [50, 90, 80] };
    // 50/250 = 0.2, 90/500 = 0.18, 80/500 = 0.16: all under 0.2
    expect(checkPricingFile(lotFile, [{ sku: 'L-1', price: 20 }], { lot: true }).ok).toBe(true);
    const check = checkPricingFile(lotFile, [{ sku: 'L-1', price: 17 }], { lot: true });
    expect(check).toEqual({
      ok: false,
      details: ['net_row_1[0] (50 per 250) is above the base price 0.17 of variant L-1', 'net_row_1[1] (90 per 500) is above the base price 0.17 of variant L-1'],
    });
    // read as per-unit prices, the same file is far above the list price
    expect(checkPricingFile(lotFile, [{ sku: 'L-1', price: 20 }]).ok).toBe(false);
  });
});
