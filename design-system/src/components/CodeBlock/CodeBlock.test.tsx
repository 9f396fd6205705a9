import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { annotateCodeLines, copyableCode } from './annotateCodeLines';
import { CodeBlock, type CodeBlockProps } from './CodeBlock';

const code = 'curl http://foyer.local:8080/api/v1/devices';
const html = '<span class="token function">curl</span> http://foyer.local:8080/api/v1/devices';
const labels = { copy: 'Copy code', copied: 'Copied', copyFailed: 'Copy failed' };

function renderBlock(props: Partial<CodeBlockProps> = {}) {
  return render(<CodeBlock html={html} code={code} language="bash" labels={labels} {...props} />);
}

/** The polite live region, found by its attribute: it has no role of its own. */
function liveRegion(container: HTMLElement) {
  const region = container.querySelector('[aria-live="polite"]');
  if (!(region instanceof HTMLElement)) throw new Error('no live region');
  return region;
}

afterEach(() => {
  jest.useRealTimers();
});

describe('CodeBlock', () => {
  it('shows the highlighted markup in a focusable, named block', async () => {
    renderBlock({ title: 'list-devices.sh' });
    const block = screen.getByRole('group', { name: 'list-devices.sh' });
    expect(block.tagName).toBe('PRE');
    expect(block).toHaveTextContent(code);
    expect(block.querySelector('code.language-bash .token.function')).toHaveTextContent('curl');

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Copy code' })).toHaveFocus();
    await userEvent.tab();
    expect(block).toHaveFocus();
  });

  it('is named after its language when it has no title', () => {
    renderBlock();
    expect(screen.getByRole('group', { name: 'bash' })).toHaveAttribute('tabindex', '0');
  });

  it('copies the raw code, then shows and announces it for two seconds', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    const { container } = renderBlock();
    const region = liveRegion(container);
    expect(region.textContent).toBe('');

    await user.click(screen.getByRole('button', { name: 'Copy code' }));

    expect(writeText).toHaveBeenCalledWith(code);
    await expect(navigator.clipboard.readText()).resolves.toBe(code);
    expect(await screen.findByRole('button', { name: 'Copied' })).toHaveFocus();
    expect(region).toHaveTextContent('Copied');
    expect(liveRegion(container)).toBe(region);

    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
    expect(region.textContent).toBe('');
  });

  it('copies from the keyboard', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    renderBlock();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Copy code' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith(code);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('shows and announces a refused copy', async () => {
    const user = userEvent.setup();
    jest
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    const { container } = renderBlock();

    await user.click(screen.getByRole('button', { name: 'Copy code' }));

    expect(await screen.findByRole('button', { name: 'Copy failed' })).toBeInTheDocument();
    expect(liveRegion(container)).toHaveTextContent('Copy failed');
  });

  it('reports a failure when the clipboard is not available', async () => {
    const user = userEvent.setup();
    const descriptor = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');
    Object.defineProperty(window.navigator, 'clipboard', { value: undefined, configurable: true });
    try {
      const { container } = renderBlock();
      await user.click(screen.getByRole('button', { name: 'Copy code' }));
      expect(await screen.findByRole('button', { name: 'Copy failed' })).toBeInTheDocument();
      expect(liveRegion(container)).toHaveTextContent('Copy failed');
    } finally {
      if (descriptor) Object.defineProperty(window.navigator, 'clipboard', descriptor);
    }
  });

  it('has no axe violations, after a copy too', async () => {
    const user = userEvent.setup();
    const { container } = renderBlock({ title: 'compose.yaml' });
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    await screen.findByRole('button', { name: 'Copied' });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows lines marked at build time with their notes, and copies the code alone', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    const shown = 'services:\n  foyer:\n    image: foyer:4\n    image: foyer:4.58.0';
    const marks = { highlighted: [2], removed: [3], inserted: [4] };
    const { container } = renderBlock({
      title: 'docker-compose.yml',
      html: annotateCodeLines(shown, { marks, lineNumbers: true }),
      code: copyableCode(shown, marks),
    });
    const block = screen.getByRole('group', { name: 'docker-compose.yml' });
    const lines = [...block.querySelectorAll('[data-line]')].map((line) => line.textContent);
    expect(lines).toEqual([
      'services:',
      'Highlighted line:   foyer:',
      'Removed line:     image: foyer:4',
      'Added line:     image: foyer:4.58.0',
    ]);
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('services:\n  foyer:\n    image: foyer:4.58.0');
  });
});
