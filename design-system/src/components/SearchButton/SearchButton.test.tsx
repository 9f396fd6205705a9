import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type * as ReactDOMServer from 'react-dom/server';
import { SearchButton } from './SearchButton';

// The browser build of react-dom/server needs TextEncoder, which jsdom lacks; the Node build does not.
const { renderToString } = jest.requireActual<typeof ReactDOMServer>('react-dom/server.node');

function emulatePlatform(platform: string) {
  jest.spyOn(window.navigator, 'platform', 'get').mockReturnValue(platform);
}

afterEach(() => jest.restoreAllMocks());

describe('SearchButton', () => {
  it('is named by its visible text, followed by the Ctrl K shortcut', () => {
    emulatePlatform('Linux x86_64');
    render(<SearchButton label="Rechercher" />);
    const button = screen.getByRole('button', { name: 'Rechercher Ctrl K' });
    expect(button).toHaveTextContent('Rechercher');
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K');
  });

  it('shows ⌘ K on Apple platforms', () => {
    emulatePlatform('MacIntel');
    render(<SearchButton label="Search" />);
    const button = screen.getByRole('button', { name: 'Search ⌘ K' });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Meta+K');
  });

  it('prefers the client hints platform where the browser has them', () => {
    emulatePlatform('Linux x86_64');
    Object.defineProperty(window.navigator, 'userAgentData', {
      value: { platform: 'macOS' },
      configurable: true,
    });
    try {
      render(<SearchButton label="Search" />);
      expect(screen.getByRole('button', { name: 'Search ⌘ K' })).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(window.navigator, 'userAgentData');
    }
  });

  it('says Ctrl in the server HTML whatever the platform, so hydration matches', () => {
    emulatePlatform('MacIntel');
    // jsdom has a document, so react-aria picks the real useLayoutEffect, which React's
    // server renderer warns about; a true server has no document and no warning.
    const failOnError = jest.mocked(console.error).getMockImplementation();
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('useLayoutEffect does nothing on the server')) failOnError?.(...args);
    });
    const html = renderToString(<SearchButton label="Search" />);
    expect(html).toContain('<kbd');
    expect(html).toContain('Ctrl');
    expect(html).not.toContain('⌘');
  });

  it('opens the search on click, Enter and Space', async () => {
    const onPress = jest.fn();
    render(<SearchButton label="Search" onPress={onPress} />);

    await userEvent.tab();
    expect(screen.getByRole('button', { name: /^Search/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.click(screen.getByRole('button', { name: /^Search/ }));

    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('asks to preload the search when hovered or focused, before any press', async () => {
    const onPreload = jest.fn();
    const onPress = jest.fn();
    render(<SearchButton label="Search" onPress={onPress} onPreload={onPreload} />);
    await userEvent.hover(screen.getByRole('button', { name: /^Search/ }));
    expect(onPreload).toHaveBeenCalledTimes(1);
    await userEvent.unhover(screen.getByRole('button', { name: /^Search/ }));
    await userEvent.tab();
    expect(onPreload).toHaveBeenCalledTimes(2);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('does not react to the shortcut itself', async () => {
    const onPress = jest.fn();
    render(<SearchButton label="Search" onPress={onPress} />);
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.keyboard('{Meta>}k{/Meta}');
    expect(onPress).not.toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    emulatePlatform('MacIntel');
    const { container } = render(<SearchButton label="Search" />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
