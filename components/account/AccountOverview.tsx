'use client';

import { useCallback } from 'react';
import { getCustomer } from '@/lib/account/client';
import { AddressBook } from './AddressBook';
import { AccountSkeleton, LoadError } from './AccountStatus';
import { ContactInformationBox } from './ContactInformationBox';
import type { AddressLabels, CommonLabels, ContactLabels, PasswordLabels, TaxLabels, ValidationMessages } from './labels';
import { rememberCustomer } from './sessionSync';
import { TaxExemptBox } from './TaxExemptBox';
import { useAccountData } from './useAccountData';
import styles from './Account.module.css';

export interface AccountOverviewLabels {
  common: CommonLabels;
  contact: ContactLabels;
  password: PasswordLabels;
  addresses: AddressLabels;
  tax: TaxLabels;
}

export interface AccountOverviewProps {
  labels: AccountOverviewLabels;
  validation: ValidationMessages;
  /** False on the Canada and French sites and on French pages (spec §2, §6). */
  showTaxBox: boolean;
}

/**
 * The account overview's boxes (spec accounts §2 "Account overview"): the
 * customer details load in the browser (GET /api/account/customer), and
 * every change reloads them.
 */
export function AccountOverview({ labels, validation, showTaxBox }: AccountOverviewProps) {
  const load = useCallback(async () => {
    const result = await getCustomer();
    if (result.ok) rememberCustomer(result.data.customer);
    return result;
  }, []);
  const { state, reload, retry } = useAccountData(load);

  if (state.status === 'loading') return <AccountSkeleton label={labels.common.loading} />;
  if (state.status === 'error') {
    return <LoadError message={labels.common.loadError} retryLabel={labels.common.retry} onRetry={retry} />;
  }

  const shared = { customer: state.data.customer, common: labels.common, validation, onChanged: () => void reload() };
  return (
    <div className={styles.boxes}>
      <ContactInformationBox {...shared} labels={labels.contact} password={labels.password} />
      <AddressBook {...shared} labels={labels.addresses} />
      {showTaxBox ? <TaxExemptBox {...shared} labels={labels.tax} /> : null}
    </div>
  );
}
