import { doc } from './document';

/** A content page (/pages/{handle}); `page(handle:)` replaces the deprecated `pageByHandle`. */
export const PAGE_BY_HANDLE = doc(/* GraphQL */ `
query PageByHandle($handle: String!) {
  page(handle: $handle) {
    ...PageFields
  }
}`);
