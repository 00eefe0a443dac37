import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import { AccountMenuIsland } from './AccountMenuIsland';

export interface AccountMenuProps {
  /** Where the account icon leads when signed out (default /register). */
  signedOutHref?: string;
}

/**
 * The header's account icon: /register when
 * signed out, /account when signed in, with the user-name panel and Sign
 * Out. Icons are rendered here (like CartIcon); the island reads the session.
 */
export function AccountMenu({ signedOutHref = '/register' }: AccountMenuProps) {
  const t = useTranslations('Header');
  return (
    <AccountMenuIsland
      signedOutHref={signedOutHref}
      label={t('account')}
      icon={<Icon name="user" />}
      chevron={<Icon name="chevron-down" size={16} />}
    />
  );
}
