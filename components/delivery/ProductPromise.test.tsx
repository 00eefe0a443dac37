import { act, screen } from '@testing-library/react';
import { renderWithIntl } from '@/components/testing/renderWithIntl';
import { deliverySchedule } from '@/lib/domain/delivery/promise';
import { SITE_DELIVERY } from '@/lib/ground/tenant/delivery';
import { CartPromise } from './CartPromise';
import { ProductPromise } from './ProductPromise';

const at = (s: string) => Date.parse(s);
// Made on Monday morning, New York's cut-off at 19:00 UTC.
const from = at('2026-11-30T12:00:00Z');
const schedule = deliverySchedule(from, SITE_DELIVERY.us, 5, 3, 10);

describe('ProductPromise', () => {
  beforeEach(() => jest.useFakeTimers({ now: at('2026-11-30T15:48:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('counts down to the cut-off and names the arrival day (en)', () => {
    renderWithIntl(<ProductPromise from={from} schedule={schedule} />);
    const promise = screen.getByTestId('delivery-promise');
    expect(promise).toHaveTextContent('Get it by Wed, Dec 9');
    expect(promise).toHaveTextContent('Order in the next 3 h 12 min');
  });

  it('says it in French', () => {
    renderWithIntl(<ProductPromise from={from} schedule={schedule} />, { locale: 'fr' });
    const promise = screen.getByTestId('delivery-promise');
    expect(promise).toHaveTextContent('Recevez-le d’ici le mer. 9 déc.');
    expect(promise).toHaveTextContent('Commandez dans les 3 h 12 min');
  });

  it('moves each minute, and on to the next day past the cut-off', () => {
    renderWithIntl(<ProductPromise from={from} schedule={schedule} />);
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByTestId('delivery-promise')).toHaveTextContent('Order in the next 3 h 11 min');
    act(() => jest.advanceTimersByTime(3 * 3_600_000 + 13 * 60_000));
    expect(screen.getByTestId('delivery-promise')).toHaveTextContent('Get it by Thu, Dec 10');
    expect(screen.getByTestId('delivery-promise')).toHaveTextContent('Order in the next 23 h 58 min');
  });

  it('shows nothing to a clock behind the schedule', () => {
    jest.setSystemTime(at('2026-11-29T12:00:00Z'));
    renderWithIntl(<ProductPromise from={from} schedule={schedule} />);
    expect(screen.getByTestId('delivery-promise')).toBeEmptyDOMElement();
  });

  it('shows nothing once the schedule has run out', () => {
    jest.setSystemTime(at('2027-02-01T12:00:00Z'));
    renderWithIntl(<ProductPromise from={from} schedule={schedule} />);
    expect(screen.getByTestId('delivery-promise')).toBeEmptyDOMElement();
  });
});

describe('CartPromise', () => {
  beforeEach(() => jest.useFakeTimers({ now: at('2026-12-04T20:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('promises the slowest line, past the weekend for a Friday after the cut-off', () => {
    renderWithIntl(<CartPromise settings={SITE_DELIVERY.us} productionDays={[2, 5]} />);
    expect(screen.getByTestId('delivery-promise')).toHaveTextContent('Get your order by Wed, Dec 16');
  });

  it('shows nothing without a readable production time', () => {
    const { container } = renderWithIntl(<CartPromise settings={SITE_DELIVERY.us} productionDays={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
