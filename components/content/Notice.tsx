import type { ReactNode } from 'react';
import { Link } from '@/components/ui/Link';
import styles from './Content.module.css';

export interface NoticeProps {
  title: string;
  text: string;
  /** The one way on, a button link. */
  action: { href: string; label: string };
  headingLevel?: 'h1' | 'h2';
  /** In the page's container when it stands for the page; without it inside a page's own layout. */
  contained?: boolean;
  /** Shown above the title (the 404). */
  above?: ReactNode;
}

/** A centred message in place of what was asked for: a title, a line of text and the one way on. */
export function Notice({ title, text, action, headingLevel = 'h1', contained = true, above }: NoticeProps) {
  const Heading = headingLevel;
  return (
    <section className={contained ? `container ${styles.center}` : styles.center}>
      {above}
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.lead}>{text}</p>
      <Link href={action.href} className="button">
        {action.label}
      </Link>
    </section>
  );
}
