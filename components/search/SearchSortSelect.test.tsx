import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { SearchSortSelect } from './SearchSortSelect';

const sortSelect = (
  <form action="/search">
    <SearchSortSelect id="sort" className="sort" defaultValue="relevance">
      <option value="relevance">Relevance</option>
      <option value="title">Title ascending</option>
    </SearchSortSelect>
  </form>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The server's markup, a choice made on it before the scripts ran, then hydration. */
function chooseThenHydrate(choice: string): HTMLSelectElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(sortSelect);
  document.body.append(container);
  const select = container.querySelector('select')!;
  select.value = choice;
  act(() => {
    root = hydrateRoot(container, sortSelect);
  });
  return select;
}

/** How the document was loaded, as the browser's navigation timing says (jsdom has none). */
function navigationType(type: NavigationTimingType) {
  Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: () => [{ type }] });
}
afterEach(() => {
  delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
});

describe('SearchSortSelect', () => {
  it('keeps a sort the shopper chose before the page hydrated', () => {
    navigationType('navigate');
    expect(chooseThenHydrate('title').value).toBe('title');
  });

  it('puts back the sort the results were rendered with on a page Back brought from form memory', () => {
    navigationType('back_forward');
    expect(chooseThenHydrate('title').value).toBe('relevance');
  });

  it('puts it back on a page restored whole from the back/forward cache', () => {
    navigationType('navigate');
    const select = chooseThenHydrate('relevance');
    select.value = 'title';
    act(() => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    });
    expect(select.value).toBe('relevance');
  });
});
