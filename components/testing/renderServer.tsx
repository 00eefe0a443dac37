import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';

/**
 * Renders an async server component in jsdom: awaits it, then renders the
 * element it returned (client children render as in the browser).
 */
export async function renderServer<P>(component: (props: P) => Promise<ReactNode> | ReactNode, props: P): Promise<RenderResult> {
  const element = await component(props);
  return render(<>{element}</>);
}
