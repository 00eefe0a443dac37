import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithIntl, type TestLocale } from '@/components/testing/renderWithIntl';
import type { CartLine } from '@/lib/domain/cart/types';
import type { ArtworkProperties } from '@/lib/domain/design/artwork';
import { makeProps } from '@/lib/domain/configurator/test-fixtures';
import type { ConfiguratorProps } from '@/lib/domain/configurator/types';
import { Configurator } from './Configurator';

const mockAdd = jest.fn();
let mockLines: Partial<CartLine>[] = [];
jest.mock('@/lib/edge/state/cart-lines-view', () => ({
  useCartLines: () => mockLines,
  loadCart: async () => ({ getState: () => ({ lines: mockLines, add: mockAdd }) }),
}));
const mockNotify = jest.fn();
const mockNotifyOnNextPage = jest.fn();
jest.mock('@/components/ui/toast', () => ({
  notify: (...args: unknown[]) => mockNotify(...args),
  notifyOnNextPage: (...args: unknown[]) => mockNotifyOnNextPage(...args),
}));
const mockNavigate = jest.fn();
jest.mock('@/components/ui/navigate', () => ({ goTo: (path: string) => mockNavigate(path) }));

const ARTWORK: ArtworkProperties = {
  print_ready_image: 'https://cdn.example/print.pdf',
  customer_canvas_state: 'state-1',
  thumbnail: 'https://cdn.example/proof.png',
  low_dpi: 'false',
};
// The editor itself is another suite's subject: here it only approves a design, as its approval step does,
// saying what its approval button would while the item is on its way.
jest.mock('@/components/design/DesignEditor', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { useConfigurator } = require('./ConfiguratorContext') as typeof import('./ConfiguratorContext');
  function ApprovingEditor() {
    const { addToCart, addingText } = useConfigurator();
    return (
      <button type="button" onClick={() => addToCart(ARTWORK)}>
        {addingText ?? 'Approve design'}
      </button>
    );
  }
  return { __esModule: true, default: ApprovingEditor };
});

interface Answer {
  status: number;
  body?: unknown;
}
/** The next answers of /api/punchout/handoff, in order; a pending one waits for `answerNow`. */
let answers: (Answer | 'network' | 'pending')[] = [];
let answerNow: (answer: Answer) => void = () => undefined;
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>(async () => {
  const next = answers.shift() ?? { status: 200, body: { redirectUrl: 'https://procurement.example/cart/1' } };
  if (next === 'network') throw new TypeError('Failed to fetch');
  const answer = next === 'pending' ? await new Promise<Answer>((resolve) => (answerNow = resolve)) : next;
  return {
    ok: answer.status >= 200 && answer.status < 300,
    status: answer.status,
    json: async () => {
      if (answer.body === undefined) throw new SyntaxError('Unexpected token <');
      return answer.body;
    },
  } as Response;
});

let warn: jest.SpyInstance;
beforeEach(() => {
  mockLines = [];
  answers = [];
  mockAdd.mockReset();
  mockNotify.mockReset();
  mockNotifyOnNextPage.mockReset();
  mockNavigate.mockReset();
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

const setup = (overrides: Partial<ConfiguratorProps> = {}, locale: TestLocale = 'en') =>
  renderWithIntl(<Configurator {...makeProps({ punchout: true, ...overrides })} />, { locale });
const addButton = () => screen.getByRole('button', { name: /ADD TO CART|AJOUTER AU PANIER|Sending|Envoi/ });
const choose = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const sent = (call = 0) => {
  const [url, init] = fetchMock.mock.calls[call]!;
  return { url, method: init.method, body: JSON.parse(String(init.body)) as { locale: string; attemptId: string; line: Record<string, unknown> } };
};
/** Lets the hand-off's request code load and its answer arrive. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('Configurator in punchout mode', () => {
  it('hands the line to the procurement system and opens its redirect, never the cart', async () => {
    answers = ['pending'];
    setup({ resellerId: 'acme' });
    choose('Size', '3" x 3"');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Overlamination' }));
    fireEvent.click(addButton());

    expect(addButton()).toHaveTextContent('Sending to your procurement system…');
    expect(addButton()).toBeDisabled();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const { url, method, body } = sent();
    expect(url).toBe('/api/punchout/handoff');
    expect(method).toBe('POST');
    expect(body.locale).toBe('en');
    expect(body.attemptId).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(body.line).toEqual({
      lineItemId: expect.any(String),
      variantId: 'gid://shopify/ProductVariant/21',
      quantity: 50,
      properties: { Size: '3" x 3"', Material: 'White Gloss Paper', Sides: 'Single Sided', overlamination: 'Yes', 'Item Price': '40.00' },
    });

    await act(async () => answerNow({ status: 200, body: { redirectUrl: 'https://procurement.example/cart/7?s=1' } }));
    expect(mockNavigate).toHaveBeenCalledWith('https://procurement.example/cart/7?s=1');
    expect(mockNavigate).not.toHaveBeenCalledWith('/cart');
    expect(mockAdd).not.toHaveBeenCalled();
    expect(mockNotifyOnNextPage).not.toHaveBeenCalled();
    // The browser is leaving: the button stays busy.
    expect(addButton()).toBeDisabled();
  });

  it('submits a cXML or OCI buyer’s cart form to its system, never the cart', async () => {
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    answers = [{ status: 200, body: { form: { action: 'https://buyer.example/hook', target: null, fields: [['cxml-urlencoded', '<cXML/>']] } } }];
    setup();
    fireEvent.click(addButton());
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const form = document.body.querySelector('form[action="https://buyer.example/hook"]') as HTMLFormElement;
    expect([...new FormData(form).entries()]).toEqual([['cxml-urlencoded', '<cXML/>']]);
    expect(mockNavigate).not.toHaveBeenCalled();
    expect(mockAdd).not.toHaveBeenCalled();
    expect(addButton()).toBeDisabled();
    submit.mockRestore();
  });

  it('tells the buyer a cart opened for inspection cannot change', async () => {
    answers = [{ status: 409, body: { error: 'inspect_only', message: 'x' } }];
    setup();
    fireEvent.click(addButton());
    await settle();
    await waitFor(() => expect(mockNotify).toHaveBeenCalledWith("Your procurement system opened this cart for inspection only: items can't be added or changed.", 'error'));
  });

  it('sends one request for a double click, and a retry after a failure is a new attempt', async () => {
    answers = [{ status: 502, body: { error: 'no_redirect', message: 'No redirect.' } }];
    setup();
    fireEvent.click(addButton());
    fireEvent.click(addButton());
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(addButton()).toBeEnabled();

    fireEvent.click(addButton());
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sent(1).body.attemptId).not.toBe(sent(0).body.attemptId);
    expect(mockNavigate).toHaveBeenCalledWith('https://procurement.example/cart/1');
  });

  it.each<[string, Answer | 'network', string]>([
    [
      'no_return_url',
      { status: 400, body: { error: 'no_return_url', message: 'No punchout session.' } },
      'Error adding the item to your cart: no return_url found. Please contact support if this issue persists.',
    ],
    ['no_redirect', { status: 502, body: { error: 'no_redirect', message: 'x' } }, 'Error while adding the item to your Punchout cart. No redirect_url.'],
    [
      'rejected',
      { status: 502, body: { error: 'rejected', message: 'x', procurementError: 'Cost centre {42} is closed' } },
      'Error while adding the item to your Punchout cart. Cost centre {42} is closed',
    ],
    ['rejected without text', { status: 502, body: { error: 'rejected', message: 'x' } }, 'Error while adding the item to your Punchout cart. No details were given.'],
    [
      'failed with a status',
      { status: 502, body: { error: 'failed', message: 'x', procurementError: 'Internal error', procurementStatus: 500 } },
      'Status: 500. Message: Internal error',
    ],
    [
      'failed without an answer',
      { status: 502, body: { error: 'failed', message: 'The procurement system could not be reached.' } },
      'The procurement system could not be reached.',
    ],
    [
      'not_allowed',
      { status: 400, body: { error: 'not_allowed', message: 'x' } },
      "This item can't be sent: the return address of your session is not an approved procurement system. Please start again from your procurement system or contact support.",
    ],
    [
      'invalid',
      { status: 400, body: { error: 'invalid', message: 'White BOPP is not sold in 2" x 4".' } },
      'White BOPP is not sold in 2" x 4".',
    ],
    ['unavailable', { status: 409, body: { error: 'unavailable', message: 'x' } }, 'This item is no longer available. Please choose other options.'],
    ['rate_limited', { status: 429, body: { error: 'rate_limited', message: 'x' } }, 'Too many attempts. Please wait a few minutes and try again.'],
    ['a redirect that is no web address', { status: 200, body: { redirectUrl: 'javascript:alert(1)' } }, 'Error while adding the item to your Punchout cart. No redirect_url.'],
    ['a proxy error page', { status: 500 }, 'Error while adding the item to your Punchout cart. Please try again.'],
    ['no answer at all', 'network', 'Error while adding the item to your Punchout cart. Please try again.'],
  ])('toasts %s and gives the button back', async (_, answer, message) => {
    answers = [answer];
    setup();
    fireEvent.click(addButton());
    await settle();
    expect(mockNotify).toHaveBeenCalledWith(message, 'error');
    expect(mockNotify).toHaveBeenCalledTimes(1);
    expect(mockNavigate).not.toHaveBeenCalled();
    expect(mockAdd).not.toHaveBeenCalled();
    expect(addButton()).toBeEnabled();
    expect(addButton()).toHaveTextContent('ADD TO CART');
  });

  it('speaks French on a French page', async () => {
    answers = [{ status: 502, body: { error: 'failed', message: 'x', procurementError: 'Erreur interne', procurementStatus: 503 } }];
    setup({ locale: 'fr' }, 'fr');
    fireEvent.click(addButton());
    expect(addButton()).toHaveTextContent("Envoi vers votre système d'approvisionnement…");
    await settle();
    expect(sent().body.locale).toBe('fr');
    expect(mockNotify).toHaveBeenCalledWith('Statut : 503. Message : Erreur interne', 'error');
  });

  it("hands off the design editor's approved design too, its buttons saying so meanwhile", async () => {
    answers = ['pending'];
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'DESIGN NOW' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Approve design' }));
    // The page's button and the editor's both.
    expect(screen.getAllByRole('button', { name: 'Sending to your procurement system…', hidden: true })).toHaveLength(2);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(async () => answerNow({ status: 200, body: { redirectUrl: 'https://procurement.example/cart/1' } }));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sent().body.line.properties).toMatchObject(ARTWORK);
    expect(mockNavigate).toHaveBeenCalledWith('https://procurement.example/cart/1');
    expect(mockAdd).not.toHaveBeenCalled();
  });

  it("counts the minimum on the line alone: the cart's lines of the product do not travel with it", () => {
    mockLines = [{ productId: 'gid://shopify/Product/1', quantity: 20 }];
    setup();
    choose('Quantity', 'custom');
    fireEvent.change(screen.getByLabelText('Enter a quantity'), { target: { value: '30' } });
    expect(screen.getByText(/Minimum order quantity for this product is 50\./)).toBeInTheDocument();
    expect(addButton()).toBeDisabled();
  });
});
