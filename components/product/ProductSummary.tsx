import { truncateDescription } from '@/lib/domain/catalog/description';
import styles from './ProductSummary.module.css';

export interface ProductSummaryProps {
  title: string;
  /** Plain description text (e.g. splitDescription(html).text); truncated here to ~350 characters. */
  description: string;
}

/** Product title (the page's h1) and the short description. */
export function ProductSummary({ title, description }: ProductSummaryProps) {
  const preview = truncateDescription(description);
  return (
    <div className={styles.summary}>
      <h1 className={styles.title}>{title}</h1>
      {preview ? <p className={styles.description}>{preview}</p> : null}
    </div>
  );
}
