'use client';

import { useTranslations } from 'next-intl';
import { PRINT_DPI, type PreflightIssue } from '@/lib/domain/design/preflight';
import styles from './Preflight.module.css';

/** One sentence per print check that failed, with what to do; the same list after the upload and beside the proof. */
export function PreflightChecks({ issues }: { issues: readonly PreflightIssue[] }) {
  const t = useTranslations('Design.preflight');
  if (issues.length === 0) {
    return (
      <p className={styles.passed} data-testid="preflight-passed">
        {t('passed')}
      </p>
    );
  }
  return (
    <ul className={styles.issues}>
      {issues.map((issue) => (
        <li key={issue.kind} className={issue.kind === 'resolution' && issue.level === 'severe' ? styles.severe : styles.issue} data-testid={`preflight-${issue.kind}`}>
          {issue.kind === 'resolution'
            ? t(issue.level === 'severe' ? 'resolutionSevere' : 'resolutionLow', { width: issue.widthIn, height: issue.heightIn, dpi: issue.dpi, target: PRINT_DPI })
            : t(issue.kind)}
        </li>
      ))}
    </ul>
  );
}
