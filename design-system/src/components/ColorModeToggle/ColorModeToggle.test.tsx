import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { COLOR_MODE_STORAGE_KEY } from '../../theme/colorModeConstants';
import { ColorModeToggle } from './ColorModeToggle';

const labels = { switchToLight: 'Switch to light mode', switchToDark: 'Switch to dark mode' };

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

describe('ColorModeToggle', () => {
  it('starts dark and is named after what it will do', () => {
    render(<ColorModeToggle labels={labels} />);
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
  });

  it('switches the page to light, stores the choice, and can switch back', async () => {
    render(<ColorModeToggle labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(window.localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');

    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(window.localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
  });

  it('follows a change made in another tab', () => {
    render(<ColorModeToggle labels={labels} />);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: COLOR_MODE_STORAGE_KEY, newValue: 'light' }));
    });
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<ColorModeToggle labels={labels} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
