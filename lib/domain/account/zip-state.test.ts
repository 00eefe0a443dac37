import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { messageFor } from '@/tests/unit/validation-text';
import { lookupZip, needsPostalLookup, zipStateMessage } from './zip-state';

describe('zip-state', () => {
  it('looks up United States addresses only', () => {
    expect(needsPostalLookup('United States')).toBe(true);
    expect(needsPostalLookup('Canada')).toBe(false);
  });

  it('takes the first five digits of the zip', () => {
    expect(lookupZip('35203')).toBe('35203');
    expect(lookupZip(' 35203-1234')).toBe('35203');
    expect(lookupZip('35203 1234')).toBe('35203');
    expect(lookupZip('3520')).toBeNull();
    expect(lookupZip('352031')).toBeNull();
    expect(lookupZip('M5V 2T6')).toBeNull();
  });

  it('accepts a zip whose state is the chosen one', () => {
    expect(zipStateMessage({ kind: 'found', city: 'Birmingham', state: 'AL' }, 'Alabama')).toBeNull();
    expect(zipStateMessage({ kind: 'found', city: 'New York', state: 'ny ' }, 'New York')).toBeNull();
  });

  it('refuses a zip of another state', () => {
    expect(zipStateMessage({ kind: 'found', city: 'Beverly Hills', state: 'CA' }, 'New York')).toBe('address.zipState');
    expect(zipStateMessage({ kind: 'found', city: 'Beverly Hills', state: 'CA' }, 'Ontario')).toBe('address.zipState');
  });

  it('refuses a zip the service does not know', () => {
    expect(zipStateMessage({ kind: 'not_found' }, 'Alabama')).toBe('address.zipState');
  });

  it('asks to try again when the lookup fails', () => {
    expect(zipStateMessage({ kind: 'failed' }, 'Alabama')).toBe('address.lookupFailed');
  });

  it('resolves to the exact messages in both languages', () => {
    expect(messageFor(en.Validation, 'address.zipState')).toBe('Please provide a valid Zip and State');
    expect(messageFor(en.Validation, 'address.lookupFailed')).toBe('Error while validating your address, please try again.');
    expect(messageFor(fr.Validation, 'address.zipState')).toBe('Veuillez indiquer un code postal et un État valides');
  });
});
