'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { notify } from '@/components/ui/toast';
import { orderedAddresses } from '@/lib/domain/account/address-view';
import { deleteAddress, setDefaultAddress } from '@/lib/edge/account/client';
import type { Address } from '@/lib/domain/account/types';
import type { ApiFailure } from '@/lib/edge/api/client';
import { AccountBox, LinkButton, type CustomerBoxProps } from './AccountBox';
import { AddressCard } from './AddressCard';
import { AddressModal } from './AddressModal';
import { leaveForLogin } from './leaveForLogin';
import styles from './Account.module.css';

/** Which modal is open: adding, updating one address, or none. */
type Editing = { address: Address | null } | null;

/**
 * The Address Book box: the default shipping address
 * (or "No addresses found"), then Shipping Address 2, 3 …; adding, editing,
 * deleting (after a confirmation) and choosing the default. The details are
 * reloaded after every change.
 */
export function AddressBook({ customer, onChanged }: CustomerBoxProps) {
  const t = useTranslations('Account');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [busy, setBusy] = useState(false);
  const addresses = orderedAddresses(customer.addresses, customer.defaultAddressId);
  const hasDefault = addresses[0]?.id === customer.defaultAddressId && customer.defaultAddressId !== null;

  async function act(run: () => Promise<{ ok: true } | ApiFailure>, success: string, failure: string) {
    setBusy(true);
    const result = await run();
    setBusy(false);
    if (result.ok) {
      notify(success);
      onChanged();
    } else if (result.status === 401) {
      leaveForLogin();
    } else {
      notify(failure, 'error');
    }
  }

  function confirmDelete() {
    const target = deleting;
    setDeleting(null);
    if (target) void act(() => deleteAddress(target.id), t('addresses.deleted'), t('addresses.deleteFailed'));
  }

  const titleOf = (index: number) => (hasDefault && index === 0 ? t('addresses.default') : t('addresses.numbered', { n: index + 1 }));

  return (
    <AccountBox
      id="address-book-title"
      title={t('addresses.title')}
      action={<LinkButton onClick={() => setEditing({ address: null })}>{t('addresses.addNew')}</LinkButton>}
    >
      {addresses.length === 0 ? (
        <p className={styles.muted}>{t('addresses.none')}</p>
      ) : (
        <ul className={styles.addresses}>
          {addresses.map((address, index) => (
            <AddressCard
              key={address.id}
              address={address}
              title={titleOf(index)}
              isDefault={hasDefault && index === 0}
              busy={busy}
              onEdit={() => setEditing({ address })}
              onDelete={() => setDeleting(address)}
              onSetDefault={() => void act(() => setDefaultAddress(address.id), t('addresses.defaultUpdated'), t('addresses.defaultFailed'))}
            />
          ))}
        </ul>
      )}
      {editing ? (
        <AddressModal
          address={editing.address}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            notify(message);
            onChanged();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('addresses.confirmTitle')}
        message={t('addresses.confirmMessage')}
        confirmLabel={t('addresses.confirmDelete')}
        cancelLabel={t('common.cancel')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </AccountBox>
  );
}
