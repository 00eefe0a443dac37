import { afterSignInPath, NO_PENDING_UPLOADS, parseLoginReason } from './login-reason';

describe('parseLoginReason', () => {
  it('knows save-artwork', () => {
    expect(parseLoginReason('save-artwork')).toBe('save-artwork');
  });

  it.each([null, undefined, '', 'SAVE-ARTWORK', 'save-artwork ', '<script>', 'checkout', '__proto__'])('gives no reason for %j', (raw) => {
    expect(parseLoginReason(raw)).toBeNull();
  });
});

describe('afterSignInPath', () => {
  const saved = { saved: ['Spring labels'], kept: [], refused: [] };

  it('goes to My Artwork when the shopper signed in to save and the project was saved', () => {
    expect(afterSignInPath('save-artwork', saved, '/products/roll-labels')).toBe('/account/artwork');
  });

  it('goes back to the design when nothing was saved', () => {
    expect(afterSignInPath('save-artwork', { saved: [], kept: ['Spring labels'], refused: [] }, '/products/roll-labels')).toBe('/products/roll-labels');
    expect(afterSignInPath('save-artwork', NO_PENDING_UPLOADS, null)).toBe('/');
  });

  it('keeps the origin without a reason to save', () => {
    expect(afterSignInPath(null, saved, '/cart')).toBe('/cart');
    expect(afterSignInPath(null, NO_PENDING_UPLOADS, null)).toBe('/');
  });
});
