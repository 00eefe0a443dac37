import { ociFields, ociPrice, type OciLine } from './oci';

describe('ociPrice', () => {
  it('states the line exactly with the smallest price unit that can', () => {
    expect(ociPrice(14599, 1000)).toEqual({ price: '145.99', priceUnit: 1000 });
    expect(ociPrice(4800, 100)).toEqual({ price: '0.48', priceUnit: 1 });
    expect(ociPrice(6568, 150)).toEqual({ price: '65.68', priceUnit: 150 });
    expect(ociPrice(1250, 250)).toEqual({ price: '0.05', priceUnit: 1 });
    expect(ociPrice(0, 50)).toEqual({ price: '0.00', priceUnit: 1 });
  });

  it('always gives back the total: price × quantity ÷ unit, over many totals and quantities', () => {
    for (const quantity of [1, 3, 7, 50, 64, 125, 250, 333, 1000, 2500, 4096, 10000, 99999]) {
      for (let total = 0; total < 200_000; total += 7919) {
        const { price, priceUnit } = ociPrice(total, quantity);
        const [whole, fraction] = price.split('.') as [string, string];
        expect(fraction).toHaveLength(2);
        expect(BigInt(whole + fraction) * BigInt(quantity)).toBe(BigInt(total) * BigInt(priceUnit));
      }
    }
  });

  it('refuses what is not a price', () => {
    expect(() => ociPrice(-1, 1)).toThrow();
    expect(() => ociPrice(100, 0)).toThrow();
  });
});

describe('ociFields', () => {
  const line: OciLine = {
    description: 'Roll Labels - 2" x 2" with a description longer than forty',
    quantity: 1000,
    unit: 'EA',
    price: '145.99',
    priceUnit: 1000,
    currency: 'USD',
    vendorMaterial: 'RL-2X2',
    externalProductId: 'AAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBB',
    materialGroup: '55121600',
    vendor: 'PrintCo',
    leadTimeDays: null,
    longText: 'Material: White BOPP\nproof: https://cdn.example/p.png',
  };

  it('numbers each line from 1 and ends with the OCI controls', () => {
    const fields = ociFields([line, { ...line, quantity: 50, leadTimeDays: 5 }], { okCode: 'ADDI', target: '_top', caller: 'CTLG' });
    const map = Object.fromEntries(fields);
    expect(map['NEW_ITEM-DESCRIPTION[1]']).toBe('Roll Labels - 2" x 2" with a description');
    expect(map['NEW_ITEM-DESCRIPTION[1]']).toHaveLength(40);
    expect(map['NEW_ITEM-QUANTITY[2]']).toBe('50');
    expect(map['NEW_ITEM-PRICEUNIT[1]']).toBe('1000');
    expect(map['NEW_ITEM-EXT_PRODUCT_ID[1]']).toBe(line.externalProductId);
    expect(map['NEW_ITEM-LONGTEXT_1:132[]']).toBe(line.longText);
    expect(map['NEW_ITEM-LEADTIME[1]']).toBeUndefined();
    expect(map['NEW_ITEM-LEADTIME[2]']).toBe('5');
    expect(fields.slice(-3)).toEqual([['~OkCode', 'ADDI'], ['~CALLER', 'CTLG'], ['~TARGET', '_top']]);
  });
});
