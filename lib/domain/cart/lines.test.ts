import { toCents as usd } from '../../ground/money/cents';
import { addLine, decrementLine, flagUnavailable, removeLine, setLineQuantity } from './lines';
import { repriceLine } from './reprice';
import { LOT_GRID, makeLine, pricedLine } from './test-fixtures';

describe('repriceLine (a real grid)', () => {
  it.each([
    // qty, unit, total, savings in dollars (lines hold cents): unit = net[i] × msrp[i]; list = 1.00 × qty
    [50, 0.8, 40, 10],
    [99, 0.8, 79.2, 19.8],
    [100, 0.6, 60, 40],
    [120, 0.6, 72, 48],
    [250, 0.42, 105, 145],
    [1000, 0.325, 325, 675],
    // below the first break: priced at the first break's tier
    [10, 0.8, 8, 2],
  ])('qty %d: unit %d, total %d, savings %d', (qty, unit, total, savings) => {
    const line = repriceLine(makeLine(), qty);
    expect(line.quantity).toBe(qty);
    expect(line.exactUnitPrice).toBeCloseTo(unit * 100, 8);
    expect(line.total).toBe(usd(total));
    expect(line.discount).toBe(usd(savings));
    expect(line.properties['Item Price']).toBe(total.toFixed(2));
  });

  it('prices extras and the markup', () => {
    const withExtra = repriceLine(makeLine({ extras: [{ key: 'overlamination', basePrice: 10 }] }), 100);
    // 0.40 × 1.5 + 0.04 × 1.5 = 0.66; list (1.00 + 0.10) × 100
    expect(withExtra.total).toBe(6600);
    expect(withExtra.discount).toBe(4400);
    const marked = repriceLine(makeLine({ markup: 10 }), 100);
    expect(marked.total).toBe(6600);
  });

  it('divides lot prices by the lot size', () => {
    const line = repriceLine(makeLine({ lotPriced: true, pricingGrid: LOT_GRID }), 250);
    // 155 / 250 × 1.5 = 0.93 per unit
    expect(line.total).toBe(23250);
    expect(repriceLine(line, 1000).total).toBe(63000); // 225 / 500 × 1.4 × 1000
  });

  it('prices at the variant price without a grid', () => {
    const line = repriceLine(makeLine({ pricingGrid: null }), 30);
    expect(line.total).toBe(3000);
    expect(line.discount).toBe(0);
  });

  it('normalises the quantity by the quantity rules', () => {
    expect(repriceLine(makeLine(), 12_345_678).quantity).toBe(9_999_999);
    expect(repriceLine(makeLine(), 2.5).quantity).toBe(0);
    expect(repriceLine(makeLine(), -3).quantity).toBe(0);
    expect(repriceLine(makeLine(), 0).total).toBe(0);
  });
});

describe('addLine', () => {
  it('appends a new line, priced', () => {
    const lines = addLine([], makeLine({ quantity: 100 }));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 100, total: 6000, discount: 4000, properties: { 'Item Price': '60.00' } });
  });

  it('merges the same variant and properties: quantities add, then the line is re-priced at the new tier', () => {
    const first = pricedLine({ lineItemId: 'a', quantity: 50 });
    const lines = addLine([first], makeLine({ lineItemId: 'b', quantity: 60 }));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ lineItemId: 'a', quantity: 110, total: 6600, discount: 4400, properties: { 'Item Price': '66.00' } });
  });

  it('ignores the derived Item Price when comparing properties', () => {
    const first = pricedLine({ lineItemId: 'a', quantity: 50 });
    const incoming = makeLine({ lineItemId: 'b', quantity: 50, properties: { ...first.properties, 'Item Price': '999.00' } });
    expect(addLine([first], incoming)).toHaveLength(1);
  });

  it('appends when the variant or any other property differs', () => {
    const first = pricedLine({ lineItemId: 'a' });
    const otherVariant = makeLine({ lineItemId: 'b', id: 'gid://shopify/ProductVariant/12' });
    const otherDesign = makeLine({ lineItemId: 'c', properties: { ...first.properties, thumbnail: 'http://x/t.png' } });
    const fewerProps = makeLine({ lineItemId: 'd', properties: { Size: '2" x 2"' } });
    const lines = [otherVariant, otherDesign, fewerProps].reduce(addLine, [first]);
    expect(lines.map((l) => l.lineItemId)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('never merges designed lines of the same variant and options with different designs; the same design merges', () => {
    const design = (state: string) => ({
      print_ready_image: `http://localhost:4000/designer/${state}.pdf`,
      customer_canvas_state: state,
      thumbnail: `http://localhost:4000/designer/${state}.png`,
      low_dpi: 'false',
    });
    const first = pricedLine({ lineItemId: 'a', quantity: 50 });
    const options = first.properties;
    const lines = [
      makeLine({ lineItemId: 'b', quantity: 50, properties: { ...options, ...design('one') } }),
      makeLine({ lineItemId: 'c', quantity: 50, properties: { ...options, ...design('two') } }),
      // Only the state differs: still another design.
      makeLine({ lineItemId: 'd', quantity: 50, properties: { ...options, ...design('one'), customer_canvas_state: 'three' } }),
      // Only low_dpi differs.
      makeLine({ lineItemId: 'e', quantity: 50, properties: { ...options, ...design('one'), low_dpi: 'true' } }),
      // The first design again: merged into b.
      makeLine({ lineItemId: 'f', quantity: 25, properties: { ...options, ...design('one') } }),
    ].reduce(addLine, [first]);
    expect(lines.map((l) => [l.lineItemId, l.quantity])).toEqual([['a', 50], ['b', 75], ['c', 50], ['d', 50], ['e', 50]]);
    expect(lines[1]!.properties).toMatchObject(design('one'));
  });

  it('caps the merged quantity and drops an old unavailable flag', () => {
    const first = { ...pricedLine({ lineItemId: 'a', quantity: 9_999_000 }), unavailable: true };
    const [merged] = addLine([first], makeLine({ lineItemId: 'b', quantity: 5000 }));
    expect(merged!.quantity).toBe(9_999_999);
    expect(merged!.unavailable).toBeUndefined();
  });

  it('keeps lineItemIds unique when two lines arrive with the same timestamp', () => {
    const first = pricedLine({ lineItemId: '1700000000000' });
    const other = makeLine({ lineItemId: '1700000000000', id: 'gid://shopify/ProductVariant/12' });
    const third = makeLine({ lineItemId: '1700000000000', id: 'gid://shopify/ProductVariant/13' });
    expect([other, third].reduce(addLine, [first]).map((l) => l.lineItemId)).toEqual(['1700000000000', '1700000000000-2', '1700000000000-3']);
  });

  it('does not change its input', () => {
    const input = [pricedLine({ lineItemId: 'a' })];
    const copy = JSON.parse(JSON.stringify(input));
    addLine(input, makeLine({ lineItemId: 'b' }));
    expect(input).toEqual(copy);
  });
});

describe('decrementLine, removeLine, setLineQuantity, flagUnavailable', () => {
  const lines = [pricedLine({ lineItemId: 'a', quantity: 2 }), pricedLine({ lineItemId: 'b', quantity: 1 })];

  it('decrements only while the quantity is above 1, and re-prices', () => {
    const once = decrementLine(lines, 'a');
    expect(once[0]).toMatchObject({ quantity: 1, total: 80 });
    expect(decrementLine(once, 'a')[0]!.quantity).toBe(1);
    expect(decrementLine(lines, 'b')[1]!.quantity).toBe(1);
  });

  it('removes by lineItemId', () => {
    expect(removeLine(lines, 'a').map((l) => l.lineItemId)).toEqual(['b']);
    expect(removeLine(lines, 'zzz')).toHaveLength(2);
  });

  it('sets a quantity and re-prices that line only', () => {
    const next = setLineQuantity(lines, 'b', 250);
    expect(next[1]).toMatchObject({ quantity: 250, total: 10500, discount: 14500, properties: { 'Item Price': '105.00' } });
    expect(next[0]).toBe(lines[0]);
  });

  it('flags the named lines unavailable and returns the same list when nothing changes', () => {
    const flagged = flagUnavailable(lines, ['b', 'missing']);
    expect(flagged.map((l) => !!l.unavailable)).toEqual([false, true]);
    expect(flagUnavailable(flagged, ['b'])).toBe(flagged);
    expect(flagUnavailable(lines, [])).toBe(lines);
  });
});
