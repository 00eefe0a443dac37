import { render } from '@testing-library/react';
import { safeColor } from './safeColor';
import { ThemeStyle } from './ThemeStyle';

const good = { primary: '#0a5', primaryContrast: 'white', accent: 'rgb(240, 160, 20)', surface: 'hsl(0 0% 100%)', text: '#1b2330' };

function css(container: HTMLElement): string {
  return container.querySelector('style')?.textContent ?? '';
}

describe('ThemeStyle', () => {
  it('renders the brand colours as custom properties', () => {
    const { container } = render(<ThemeStyle theme={good} />);
    expect(css(container)).toBe(
      ':root{--color-primary:#0a5;--color-primary-contrast:white;--color-accent:rgb(240, 160, 20);--color-surface:hsl(0 0% 100%);--color-text:#1b2330}',
    );
  });

  it('rejects a malicious colour value and keeps the others', () => {
    const { container } = render(
      <ThemeStyle theme={{ ...good, primary: 'red;}</style><script>alert(1)</script><style>:root{--x:1' }} />,
    );
    const text = css(container);
    expect(text).not.toContain('--color-primary:');
    expect(text).not.toContain('script');
    expect(text).not.toContain('}</style>');
    expect(text).toContain('--color-text:#1b2330');
    expect(container.querySelector('script')).toBeNull();
  });

  it('renders nothing when every value is unsafe', () => {
    const bad = { primary: 'url(http://x)', primaryContrast: 'var(--a)', accent: 'expression(alert(1))', surface: '', text: '#12' };
    const { container } = render(<ThemeStyle theme={bad} />);
    expect(container.querySelector('style')).toBeNull();
  });
});

describe('safeColor', () => {
  it.each(['#fff', '#FFFFFF', '#ffffff80', 'rgb(1,2,3)', 'rgba(1, 2, 3, 0.5)', 'rgb(1 2 3 / 50%)', 'hsl(210, 50%, 40%)', 'hsla(210deg 50% 40% / .5)', 'RebeccaPurple', 'transparent'])(
    'accepts %s',
    (value) => {
      expect(safeColor(value)).not.toBeNull();
    },
  );

  it.each(['red;', 'red }', 'url(x)', 'var(--x)', 'rgb(1,2,3);color:red', '#ggg', 'notacolour', 'expression(1)', '/* */red', 'hsl(1,2%,3%)}body{', 42, null])(
    'rejects %p',
    (value) => {
      expect(safeColor(value)).toBeNull();
    },
  );
});
