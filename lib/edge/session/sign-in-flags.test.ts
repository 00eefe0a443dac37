import { signInFlagOf } from './sign-in-flags';

describe('signInFlagOf', () => {
  it('reads only our three flags, set to 1', () => {
    expect(signInFlagOf('')).toBeNull();
    expect(signInFlagOf('?signedIn=1')).toBe('signedIn');
    expect(signInFlagOf('?q=labels&signedOut=1')).toBe('signedOut');
    expect(signInFlagOf('?signInFailed=1')).toBe('signInFailed');
    expect(signInFlagOf('?signedIn=yes')).toBeNull();
    expect(signInFlagOf('?loggedIn=1')).toBeNull();
  });
});
