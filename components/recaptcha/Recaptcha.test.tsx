import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { RECAPTCHA_SCRIPT_ID, RecaptchaProvider } from './RecaptchaProvider';
import { RECAPTCHA_TIMEOUT_MS, useRecaptcha } from './useRecaptcha';

const SCRIPT_URL = 'http://localhost:4000/recaptcha/api.js?render=site-key';
type Grecaptcha = { ready: (cb: () => void) => void; execute: jest.Mock };
const win = window as unknown as { grecaptcha?: Grecaptcha };

let tokens: (string | null)[];

/** A form field (to check it keeps its state) and a button that asks for a token. */
function Probe({ action = 'register' }: { action?: string }) {
  const getToken = useRecaptcha();
  const [value, setValue] = useState('');
  return (
    <>
      <input aria-label="name" value={value} onChange={(e) => setValue(e.target.value)} />
      <button type="button" onClick={async () => tokens.push(await getToken(action))}>
        submit
      </button>
    </>
  );
}

function loadScript(execute: jest.Mock = jest.fn(async (_key: string, { action }: { action: string }) => `token.${action}`)) {
  win.grecaptcha = { ready: (cb) => cb(), execute };
  document.getElementById(RECAPTCHA_SCRIPT_ID)?.dispatchEvent(new Event('load'));
  return execute;
}

beforeEach(() => {
  tokens = [];
  delete win.grecaptcha;
  document.getElementById(RECAPTCHA_SCRIPT_ID)?.remove();
});

describe('RecaptchaProvider and useRecaptcha', () => {
  it('loads the configured script under the library id (so the library injects no Google script)', () => {
    render(
      <RecaptchaProvider siteKey="site-key" scriptUrl={SCRIPT_URL} language="fr">
        <Probe />
      </RecaptchaProvider>,
    );
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('id', RECAPTCHA_SCRIPT_ID);
    expect(scripts[0]!.src).toBe('http://localhost:4000/recaptcha/api.js?render=site-key&hl=fr');
  });

  it('gives a token for the action once the script is there, keeping the form as it was', async () => {
    render(
      <RecaptchaProvider siteKey="site-key" scriptUrl={SCRIPT_URL}>
        <Probe />
      </RecaptchaProvider>,
    );
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Dana' } });
    let execute: jest.Mock | undefined;
    await act(async () => {
      execute = loadScript();
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'submit' }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(tokens).toEqual(['token.register']);
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'register' });
    expect(screen.getByLabelText('name')).toHaveValue('Dana');
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });

  it('waits for a script that is still loading when the form is sent', async () => {
    jest.useFakeTimers();
    try {
      render(
        <RecaptchaProvider siteKey="site-key" scriptUrl={SCRIPT_URL}>
          <Probe />
        </RecaptchaProvider>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'submit' }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1000);
      });
      expect(tokens).toEqual([]);
      await act(async () => {
        loadScript();
      });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(500);
      });
      expect(tokens).toEqual(['token.register']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives null after the timeout when the script never loads', async () => {
    jest.useFakeTimers();
    try {
      render(
        <RecaptchaProvider siteKey="site-key" scriptUrl={SCRIPT_URL}>
          <Probe />
        </RecaptchaProvider>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'submit' }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(RECAPTCHA_TIMEOUT_MS - 200);
      });
      expect(tokens).toEqual([]);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(400);
      });
      expect(tokens).toEqual([null]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives null at once when the script failed to load, also to a provider mounted later', async () => {
    const renderProbe = () =>
      render(
        <RecaptchaProvider siteKey="site-key" scriptUrl={SCRIPT_URL}>
          <Probe />
        </RecaptchaProvider>,
      );
    /** Sends the form and lets no waiting time pass. */
    const submitNow = () =>
      act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'submit' }));
        await jest.advanceTimersByTimeAsync(0);
      });
    jest.useFakeTimers();
    try {
      const first = renderProbe();
      await act(async () => void document.getElementById(RECAPTCHA_SCRIPT_ID)!.dispatchEvent(new Event('error')));
      await submitNow();
      expect(tokens).toEqual([null]);
      first.unmount();

      // Another page's form: the script is still in the page, known to have failed.
      renderProbe();
      await submitNow();
      expect(tokens).toEqual([null, null]);
      expect(document.querySelectorAll('script')).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives null when execute fails', async () => {
    render(
      <RecaptchaProvider siteKey="site-key" scriptUrl={SCRIPT_URL}>
        <Probe />
      </RecaptchaProvider>,
    );
    await act(async () => {
      loadScript(jest.fn(async () => Promise.reject(new Error('Invalid site key'))));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'submit' }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(tokens).toEqual([null]);
  });

  it('gives null at once outside a provider', async () => {
    render(<Probe />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'submit' }));
      await Promise.resolve();
    });
    expect(tokens).toEqual([null]);
  });
});
