import type { FieldErrors } from 'react-hook-form';
import { everyMessage, fieldErrorsInOrder, rootMessages, shownMessages } from './errors';

describe('form errors', () => {
  const errors = {
    lastName: { type: 'custom', message: 'registration.lastName' },
    address: { zip: { type: 'custom', message: 'address.zipState' } },
    email: { type: 'custom', message: 'registration.email' },
    root: { server: { type: 'server', message: 'Down' } },
  } as unknown as FieldErrors;

  it('lists field errors in the order they were set, nested ones by dotted path, without the root', () => {
    expect(fieldErrorsInOrder(errors).map((e) => e.name)).toEqual(['lastName', 'address.zip', 'email']);
  });

  it('shows the first field error, else the root messages', () => {
    expect(shownMessages(errors)).toEqual(['registration.lastName']);
    expect(shownMessages({ root: errors.root } as FieldErrors)).toEqual(['Down']);
    expect(shownMessages({})).toEqual([]);
  });

  it("reads a root error's list from its types", () => {
    const root = { server: { type: 'server', message: 'a', types: { m0: 'a', m1: 'b' } } };
    expect(rootMessages({ root } as unknown as FieldErrors)).toEqual(['a', 'b']);
  });

  it('with every message: each field error once in order, else the root messages', () => {
    const twice = { ...errors, phone: { type: 'custom', message: 'registration.lastName' } } as unknown as FieldErrors;
    expect(everyMessage(twice)).toEqual(['registration.lastName', 'address.zipState', 'registration.email']);
    expect(everyMessage({ root: errors.root } as FieldErrors)).toEqual(['Down']);
  });
});
