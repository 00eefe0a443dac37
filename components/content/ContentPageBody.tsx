import type { ReactNode } from 'react';
import { sanitizeHtml } from '@/lib/ground/html/sanitize';
import { ContentPage } from './ContentPage';
import styles from './Content.module.css';

export interface ContentPageBodyProps {
  title: string;
  /** Page body HTML from the store; sanitised here. */
  body: string;
  /** What follows the text (a contact page's form). */
  children?: ReactNode;
}

/** A store content page: title and sanitised body. */
export function ContentPageBody({ title, body, children }: ContentPageBodyProps) {
  const html = sanitizeHtml(body);
  return (
    <ContentPage title={title}>
      {html ? <div className={`rich-text ${styles.body}`} dangerouslySetInnerHTML={{ __html: html }} /> : null}
      {children}
    </ContentPage>
  );
}
