'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { notify } from '@/components/ui/toast';
import { shareProof, type ShareProofInput } from '@/lib/edge/design/proof-share-client';
import styles from './ShareProof.module.css';

/** The proof to share; whether the colleague may approve it is chosen here. */
export type SharedProof = Omit<ShareProofInput, 'allowApproval'>;

export interface ShareProofProps {
  /** What is shared, asked for when the shopper shares (null: nothing to share, the failure is told). */
  input: () => SharedProof | null | Promise<SharedProof | null>;
  /** The project's name, for the button's accessible name. */
  name?: string;
}

/**
 * Share proof: a read-only link to the proof for a colleague, with or
 * without an Approve button for them. The link is copied when the browser
 * allows it and shown either way, so it can always be copied by hand.
 */
export function ShareProof({ input, name }: ShareProofProps) {
  const t = useTranslations('ProofShare.share');
  const linkId = useId();
  const [allowApproval, setAllowApproval] = useState(true);
  const [sharing, setSharing] = useState(false);
  const [link, setLink] = useState<string | null>(null);

  async function share() {
    setSharing(true);
    try {
      const body = await input();
      const result = body ? await shareProof({ ...body, allowApproval }) : null;
      if (!result?.ok) {
        notify(result?.error === 'rate_limited' ? t('rateLimited') : t('failed'), 'error');
        return;
      }
      const url = new URL(result.data.url, window.location.origin).href;
      setLink(url);
      let copied = false;
      try {
        await navigator.clipboard.writeText(url);
        copied = true;
      } catch {
        // No clipboard (permission refused, an insecure page): the link shows for copying by hand.
      }
      notify(copied ? t('copied') : t('created'));
    } catch (error) {
      console.error('Sharing the proof failed', error);
      notify(t('failed'), 'error');
    } finally {
      setSharing(false);
    }
  }

  return (
    <div className={styles.share} data-testid="share-proof">
      <label className={styles.check}>
        <input type="checkbox" checked={allowApproval} onChange={(e) => setAllowApproval(e.target.checked)} disabled={sharing} />
        {t('allowApproval')}
      </label>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => void share()}
        disabled={sharing}
        aria-busy={sharing || undefined}
        aria-label={name && !sharing ? t('buttonLabel', { name }) : undefined}
      >
        {sharing ? t('sharing') : t('button')}
      </button>
      {link ? (
        <div className={styles.link}>
          <label htmlFor={linkId}>{t('link')}</label>
          <input id={linkId} type="text" readOnly value={link} onFocus={(e) => e.currentTarget.select()} data-testid="share-link" />
        </div>
      ) : null}
    </div>
  );
}
