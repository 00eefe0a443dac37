import { DEFAULT_ORDER_OPTIONS, applyOrderOptions, normalizeOrderOptions } from './order-options';

describe('order options', () => {
  it('defaults to no notes, no alternate address, Alabama in the United States', () => {
    expect(DEFAULT_ORDER_OPTIONS).toEqual({
      orderNotes: '',
      showTextBox: false,
      showAlternateReturnAddr: false,
      alternateReturnAddr: {
        companyName: '',
        addressLine1: '',
        addressLine2: '',
        city: '',
        state: 'Alabama',
        country: 'United States',
        zipCode: '',
      },
      customerNumber: '',
    });
  });

  it('applies changes field by field', () => {
    const next = applyOrderOptions(DEFAULT_ORDER_OPTIONS, { showTextBox: true, alternateReturnAddr: { city: 'Mobile' } });
    expect(next.showTextBox).toBe(true);
    expect(next.alternateReturnAddr).toMatchObject({ city: 'Mobile', state: 'Alabama', country: 'United States' });
    expect(DEFAULT_ORDER_OPTIONS.alternateReturnAddr.city).toBe('');
  });

  it('moves the state to the first province when Canada is chosen, and back', () => {
    const canada = applyOrderOptions(DEFAULT_ORDER_OPTIONS, { alternateReturnAddr: { country: 'Canada' } });
    expect(canada.alternateReturnAddr.state).toBe('Alberta');
    const quebec = applyOrderOptions(DEFAULT_ORDER_OPTIONS, { alternateReturnAddr: { country: 'Canada', state: 'Quebec' } });
    expect(quebec.alternateReturnAddr.state).toBe('Quebec');
    expect(applyOrderOptions(quebec, { alternateReturnAddr: { country: 'United States' } }).alternateReturnAddr.state).toBe('Alabama');
  });

  it('repairs stored options', () => {
    expect(normalizeOrderOptions(undefined)).toEqual(DEFAULT_ORDER_OPTIONS);
    expect(
      normalizeOrderOptions({ orderNotes: 5, showTextBox: 'yes', alternateReturnAddr: { country: 'Mars', zipcode: '36601', state: 'Nowhere' } }),
    ).toEqual({ ...DEFAULT_ORDER_OPTIONS, alternateReturnAddr: { ...DEFAULT_ORDER_OPTIONS.alternateReturnAddr, zipCode: '36601' } });
  });
});
