import { isContactPage } from './content-page';

describe('isContactPage', () => {
  it.each([
    ['contact-us', true],
    ['northwind-contact-us', true],
    ['fr-contact-us-paris', true],
    ['Contact-Us', true],
    ['contact', false],
    ['about-us', false],
    ['contactus', false],
  ])('%s → %s', (handle, expected) => {
    expect(isContactPage(handle)).toBe(expected);
  });
});
