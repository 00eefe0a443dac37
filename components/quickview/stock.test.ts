import { canDecrement, canIncrement, decrement, increment, isOutOfStock, stockLimit } from './stock';

const stock = (quantityAvailable: number | null, availableForSale = true, currentlyNotInStock = false) => ({
  availableForSale,
  quantityAvailable,
  currentlyNotInStock,
});

describe('quick view quantity rule', () => {
  it('allows minus only above 1', () => {
    expect(canDecrement(1)).toBe(false);
    expect(canDecrement(0)).toBe(false);
    expect(canDecrement(2)).toBe(true);
    expect(decrement(1)).toBe(1);
    expect(decrement(3)).toBe(2);
  });

  it('allows plus while the quantity stays within the stock', () => {
    expect(canIncrement(1, 3)).toBe(true);
    expect(canIncrement(2, 3)).toBe(true);
    expect(canIncrement(3, 3)).toBe(false);
    expect(increment(2, 3)).toBe(3);
    expect(increment(3, 3)).toBe(3);
  });

  it("shows 'Out of Stock !' once the quantity reaches the stock", () => {
    expect(isOutOfStock(2, 3)).toBe(false);
    expect(isOutOfStock(3, 3)).toBe(true);
    expect(isOutOfStock(1, 0)).toBe(true);
  });

  it('has no limit when the stock is unknown', () => {
    expect(canIncrement(9_999, null)).toBe(true);
    expect(isOutOfStock(9_999, null)).toBe(false);
  });
});

describe('stockLimit', () => {
  it('is the first variant quantity when the store counts it', () => {
    expect(stockLimit(stock(5))).toBe(5);
    expect(stockLimit(stock(2.7))).toBe(2);
  });

  it('is 0 when the variant is not for sale', () => {
    expect(stockLimit(stock(5, false))).toBe(0);
    expect(stockLimit(stock(null, false))).toBe(0);
  });

  it('is unlimited for backorders, untracked stock and unknown quantities', () => {
    expect(stockLimit(stock(0, true, true))).toBeNull();
    expect(stockLimit(stock(0))).toBeNull();
    expect(stockLimit(stock(-4))).toBeNull();
    expect(stockLimit(stock(null))).toBeNull();
    expect(stockLimit(null)).toBeNull();
  });
});
