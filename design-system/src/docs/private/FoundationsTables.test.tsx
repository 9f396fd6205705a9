import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { darkTheme, lightTheme, vars } from '../../theme';
import { BreakpointsTable, MediaQueriesTable } from './BreakpointTables';
import { ColourSlotsTable, ContrastTable } from './ColourTables';
import { SpaceScaleTable } from './SpacingTables';

describe('the Foundations tables', () => {
  it('give every colour slot a row with its custom property and both themes’ values', () => {
    render(<ColourSlotsTable />);
    const table = screen.getByRole('table', {
      name: 'Every colour slot of the theme contract, in both themes',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(Object.keys(vars.color).length);
    const primary = within(table).getByRole('rowheader', { name: 'primary' }).closest('tr') as HTMLElement;
    expect(primary).toHaveTextContent(/--\S*primary/);
    expect(primary).toHaveTextContent(lightTheme.color.primary);
    expect(primary).toHaveTextContent(darkTheme.color.primary);
  });

  it('show what a translucent colour looks like on its theme’s background', () => {
    render(<ColourSlotsTable />);
    const overlay = screen.getByRole('rowheader', { name: 'overlay' }).closest('tr') as HTMLElement;
    // rgba(0, 0, 0, 0.6) over #121417.
    expect(overlay).toHaveTextContent('looks like #070809 on the background');
  });

  it('report each pair’s ratio and AA verdicts under the theme it was measured in', () => {
    render(<ContrastTable />);
    const table = screen.getByRole('table', { name: /^Contrast ratios/ });
    const row = within(table)
      .getAllByRole('row')
      .find((candidate) => candidate.textContent?.startsWith('onPrimaryprimary')) as HTMLElement;
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Aa',
      '6.56:1',
      '✓ Pass',
      '✓ Pass',
      'Aa',
      '10.71:1',
      '✓ Pass',
      '✓ Pass',
    ]);
    expect(within(table).getAllByRole('columnheader', { name: 'Light theme' })).toHaveLength(1);
  });

  it('speak French when the toolbar asks for it', () => {
    render(<SpaceScaleTable locale="fr" />);
    expect(
      screen.getByRole('table', {
        name: 'Échelle d’espacement, pour les écarts, marges internes et externes',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Propriété personnalisée' })).toBeInTheDocument();
  });

  it('list the breakpoints and tell which media queries match the window', () => {
    const original = window.matchMedia;
    jest.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...original(query),
      matches: query.includes('min-width: 996px'),
    }));
    render(
      <>
        <BreakpointsTable />
        <MediaQueriesTable />
      </>,
    );
    const desktopWidth = screen.getByRole('rowheader', { name: 'breakpoints.desktopMinWidth' });
    expect(desktopWidth.closest('tr')).toHaveTextContent('996 px');
    expect(screen.getByRole('rowheader', { name: 'media.desktop' }).closest('tr')).toHaveTextContent('Yes');
    expect(screen.getByRole('rowheader', { name: 'media.mobile' }).closest('tr')).toHaveTextContent('No');
    jest.mocked(window.matchMedia).mockRestore();
  });

  it('are tables a screen reader can navigate', async () => {
    const { container } = render(
      <>
        <ColourSlotsTable />
        <ContrastTable />
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  }, 20_000); // axe over every slot of the theme: seconds on a busy machine
});
