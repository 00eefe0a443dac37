import { Icon } from '@/components/ui/Icon';
import { AccountMenuIsland, type AccountMenuLabels } from './AccountMenuIsland';

export type { AccountMenuLabels } from './AccountMenuIsland';

export interface AccountMenuProps {
  /** Where the account icon leads when signed out (spec accounts §2: /register). */
  signedOutHref?: string;
  labels: AccountMenuLabels;
}

/**
 * The header's account icon (spec accounts §2 "Login"): /register when
 * signed out, /account when signed in, with the user-name panel and Sign
 * Out. Icons are rendered here (like CartIcon); the island reads the session.
 */
export function AccountMenu({ signedOutHref = '/register', labels }: AccountMenuProps) {
  return (
    <AccountMenuIsland
      signedOutHref={signedOutHref}
      labels={labels}
      icon={<Icon name="user" />}
      chevron={<Icon name="chevron-down" size={16} />}
    />
  );
}
