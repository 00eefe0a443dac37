import { render, screen } from '@testing-library/react';
import { renderServer } from '@/components/testing/renderServer';
import { setTestLocale } from '@/components/testing/intlServerMock';
import { ContentPageBody } from './ContentPageBody';
import { EmptyResult } from './EmptyResult';
import { NotFound } from './NotFound';
import { Placeholder } from './Placeholder';

jest.mock('next-intl/server', () => jest.requireActual('@/components/testing/intlServerMock'));

afterEach(() => setTestLocale('en'));

describe('NotFound', () => {
  it('shows the not-found text and a link home', async () => {
    await renderServer(NotFound, {});
    expect(screen.getByText("Sorry, but we can't seem to find what you're looking for.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('speaks French', async () => {
    setTestLocale('fr');
    await renderServer(NotFound, {});
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toBeInTheDocument();
  });
});

describe('EmptyResult', () => {
  it('shows the empty-result text, a spelling hint and Continue Shopping', async () => {
    await renderServer(EmptyResult, { continueHref: '/collections/all' });
    expect(screen.getByRole('heading', { name: "Sorry! Couldn't find the product you were looking For!!!" })).toBeInTheDocument();
    expect(screen.getByText(/check the spelling/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/collections/all');
  });
});

describe('Placeholder', () => {
  it.each([
    ['lookbook', 'Lookbook'],
    ['collection', 'Collection'],
    ['dashboard', 'Dashboard'],
    ['faq', 'FAQ'],
    ['contact', 'Contact'],
  ] as const)('renders /pages/%s with a title and dummy text', async (page, title) => {
    await renderServer(Placeholder, { page });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(/Lorem ipsum/)).toBeInTheDocument();
  });
});

describe('ContentPageBody', () => {
  it('renders the title and the sanitised body', () => {
    const { container } = render(
      <ContentPageBody title="Shipping" body={'<p>Ships <strong>fast</strong></p><script>alert(1)</script><img src="x" onerror="alert(1)">'} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Shipping' })).toBeInTheDocument();
    expect(screen.getByText('fast').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
  });
});
