'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { getCustomer } from '@/lib/edge/account/client';
import { AddressBook } from './AddressBook';
import { AccountSkeleton, LoadError } from './AccountStatus';
import { ContactInformationBox } from './ContactInformationBox';
import { rememberCustomer } from './sessionSync';
import { TaxExemptBox } from './TaxExemptBox';
import { useAccountData } from './useAccountData';
import { FULL_CAPABILITIES } from '@/lib/domain/account/capabilities';
import styles from './Account.module.css';

export interface AccountOverviewProps {
  /** False on the Canada and French sites. */
  showTaxBox: boolean;
}

/**
 * The account overview's boxes: the
 * customer details load in the browser (GET /api/account/customer), and
 * every change reloads them.
 */
export function AccountOverview({ showTaxBox }: AccountOverviewProps) {
  const t = useTranslations('Account');
  const load = useCallback(async () => {
    const result = await getCustomer();
    if (result.ok) rememberCustomer(result.data.customer);
    return result;
  }, []);
  const { state, reload, retry } = useAccountData(load);

  if (state.status === 'loading') return <AccountSkeleton fill />;
  if (state.status === 'error') return <LoadError message={t('common.loadError')} onRetry={retry} />;

  const shared = { customer: state.data.customer, onChanged: () => void reload() };
  // What the provider that signs customers in allows (the platform's sign-in keeps the email and has no password).
  const can = state.data.can ?? FULL_CAPABILITIES;
  return (
    <div className={styles.boxes}>
      <ContactInformationBox {...shared} can={can} />
      <AddressBook {...shared} />
      {showTaxBox ? <TaxExemptBox {...shared} /> : null}
    </div>
  );
}
