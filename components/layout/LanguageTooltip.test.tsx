import { act, screen } from '@testing-library/react';
import { renderWithIntl } from '@/components/testing/renderWithIntl';
import { LanguageTooltip } from './LanguageTooltip';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

describe('LanguageTooltip', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    clearCookies();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows on the first visit, hides after 5 s and sets the cookie', () => {
    renderWithIntl(<LanguageTooltip />);
    expect(screen.getByRole('status')).toHaveTextContent('You can change the language here');
    expect(document.cookie).not.toContain('lang_tip_seen=1');

    act(() => {
      jest.advanceTimersByTime(4900);
    });
    expect(screen.getByRole('status')).toBeInTheDocument();

    act(() => {
      jest.advanceTimersByTime(100);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(document.cookie).toContain('lang_tip_seen=1');
  });

  it('never shows when the cookie exists', () => {
    document.cookie = 'lang_tip_seen=1; Path=/';
    renderWithIntl(<LanguageTooltip />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(6000);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('can be dismissed early, which also stops it for good', () => {
    const { unmount } = renderWithIntl(<LanguageTooltip />);
    act(() => {
      screen.getByRole('button', { name: 'Dismiss' }).click();
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    unmount();
    renderWithIntl(<LanguageTooltip />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
