'use client';

import { useTranslations } from 'next-intl';
import type { Address } from '@/lib/domain/account/types';
import { LinkButton } from './AccountBox';
import styles from './Account.module.css';

export interface AddressCardProps {
  address: Address;
  title: string;
  isDefault: boolean;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onSetDefault: () => void;
}

/** One address of the book: name, lines 1 and 2, city, province, zip, country; Edit, Delete, Set as Default. */
export function AddressCard({ address, title, isDefault, busy, onEdit, onDelete, onSetDefault }: AddressCardProps) {
  const t = useTranslations('Account.addresses');
  const name = `${address.firstName} ${address.lastName}`.trim();
  const cityLine = [address.city, address.province, address.zip].filter(Boolean).join(', ');
  return (
    <li className={`${styles.address} ${isDefault ? styles.defaultAddress : ''}`} data-testid="address-card">
      <h4 className={styles.addressTitle}>{title}</h4>
      <address className={styles.addressLines}>
        {name ? <span>{name}</span> : null}
        {address.company ? <span>{address.company}</span> : null}
        <span>{address.address1}</span>
        {address.address2 ? <span>{address.address2}</span> : null}
        {cityLine ? <span>{cityLine}</span> : null}
        <span>{address.country}</span>
        {address.phone ? <span>{address.phone}</span> : null}
      </address>
      <p className={styles.links}>
        <LinkButton aria-label={t('editAddress', { title })} onClick={onEdit}>
          {t('edit')}
        </LinkButton>
        <LinkButton aria-label={t('deleteAddress', { title })} disabled={busy} onClick={onDelete}>
          {t('delete')}
        </LinkButton>
        {isDefault ? null : (
          <LinkButton aria-label={t('setDefaultAddress', { title })} disabled={busy} onClick={onSetDefault}>
            {t('setDefault')}
          </LinkButton>
        )}
      </p>
    </li>
  );
}
