import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { useButton } from 'react-aria';
import { media } from '../../theme/tokens';
import { collapseDuration } from './collapseDuration';
import { useCollapse } from './useCollapse';

function Collapsible({ defaultExpanded }: { defaultExpanded: boolean }) {
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { buttonProps, panelProps } = useCollapse(defaultExpanded, panelRef);
  const { buttonProps: ariaProps } = useButton(buttonProps, buttonRef);
  return (
    <>
      <button {...ariaProps} ref={buttonRef}>
        Scenes
      </button>
      <div {...panelProps} ref={panelRef} data-testid="panel">
        Morning, Movie night, Away
      </div>
    </>
  );
}

function preferReducedMotion(reduce: boolean) {
  jest
    .spyOn(window, 'matchMedia')
    .mockImplementation(
      (query: string) =>
        ({ matches: reduce && query === media.reducedMotion, media: query }) as MediaQueryList,
    );
}

beforeEach(() => {
  jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(180);
});

describe('useCollapse', () => {
  it('times the transition to the height of the content, both ways', async () => {
    preferReducedMotion(false);
    render(<Collapsible defaultExpanded={false} />);
    const panel = screen.getByTestId('panel');
    expect(panel).toHaveAttribute('hidden');
    expect(panel.style.transitionDuration).toBe('');

    await userEvent.click(screen.getByRole('button', { name: 'Scenes' }));
    expect(panel).not.toHaveAttribute('hidden');
    expect(panel.style.transitionDuration).toBe(`${collapseDuration(180)}ms`);

    await userEvent.click(screen.getByRole('button', { name: 'Scenes' }));
    expect(panel).toHaveAttribute('hidden');
    expect(panel.style.transitionDuration).toBe(`${collapseDuration(180)}ms`);
  });

  it('is instant when the user prefers reduced motion', async () => {
    preferReducedMotion(true);
    render(<Collapsible defaultExpanded />);
    await userEvent.click(screen.getByRole('button', { name: 'Scenes' }));
    expect(screen.getByTestId('panel').style.transitionDuration).toBe('0s');
  });
});
