import { sanitizeHtml } from '@/lib/ground/html/sanitize';
import type { FlexibleMessageArea } from '@/lib/services/reseller/types';
import styles from './FlexibleMessages.module.css';

export interface FlexibleMessagesProps {
  messages: FlexibleMessageArea['messages'];
  /** Accessible name of the region. */
  label?: string;
}

/** The Flexible Message Area: snippet HTML blocks, sanitised before rendering. */
export function FlexibleMessages({ messages, label }: FlexibleMessagesProps) {
  const blocks = messages
    .map((message) => ({ id: message.id, html: sanitizeHtml(message.html).trim() }))
    .filter((block) => block.html.length > 0);
  if (blocks.length === 0) return null;
  return (
    <section className={`container ${styles.area}`} aria-label={label}>
      {blocks.map((block) => (
        <div key={block.id} className={`rich-text ${styles.block}`} dangerouslySetInnerHTML={{ __html: block.html }} />
      ))}
    </section>
  );
}
