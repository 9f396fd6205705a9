import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { serverHtml } from '../components/private/serverHtml';
import { useIsHydrated } from './useIsHydrated';

function Probe() {
  return <span>{useIsHydrated() ? 'hydrated' : 'server'}</span>;
}

describe('useIsHydrated', () => {
  it('is false in the server HTML and while hydrating, then true', async () => {
    const container = document.createElement('div');
    container.innerHTML = serverHtml(<Probe />);
    expect(container.textContent).toBe('server');
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Probe />);
    });
    expect(container.textContent).toBe('hydrated');
    container.remove();
  });

  it('is true at once in a page rendered on the client only', () => {
    expect(render(<Probe />).container.textContent).toBe('hydrated');
  });
});
