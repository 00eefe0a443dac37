import { pickMessages } from './pick';

const messages = {
  Header: { cart: 'Cart', search: 'Search' },
  Auth: { email: 'Email', menu: { signOut: 'Sign Out', toggle: 'Account menu' } },
  Toasts: { added: 'Added' },
};

describe('pickMessages', () => {
  it('takes whole namespaces and parts of others, in the same nesting', () => {
    expect(pickMessages(messages, ['Toasts', 'Header.cart', 'Auth.menu'])).toEqual({
      Toasts: { added: 'Added' },
      Header: { cart: 'Cart' },
      Auth: { menu: { signOut: 'Sign Out', toggle: 'Account menu' } },
    });
  });

  it('leaves out paths that name nothing and never changes the source', () => {
    const before = JSON.stringify(messages);
    expect(pickMessages(messages, ['Nope', 'Header.nope', 'Auth', 'Auth.menu.signOut'])).toEqual({ Auth: messages.Auth });
    expect(JSON.stringify(messages)).toBe(before);
  });
});
