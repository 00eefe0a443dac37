import styles from './PopularProducts.module.css';

export interface PopularProductsSkeletonProps {
  /** Number of placeholder cards (the grid's count; 5 by default). */
  count?: number;
}

/**
 * Suspense fallback for PopularProducts: reserves the grid's height so the
 * sections below do not jump when the products stream in.
 */
export function PopularProductsSkeleton({ count = 5 }: PopularProductsSkeletonProps) {
  return (
    <div className={`container section ${styles.section}`} aria-hidden="true">
      <div className={styles.skeletonHeading} />
      <ul className={styles.grid}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={styles.skeletonCard}>
            <div className={styles.skeletonMedia} />
            <div className={styles.skeletonLine} />
            <div className={`${styles.skeletonLine} ${styles.skeletonShort}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}
