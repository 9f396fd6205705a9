import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { forwardRef } from 'react';
import { frLabels } from '../../labels/fr';
import { DesignSystemProvider } from '../../provider/DesignSystemProvider';
import type { LinkComponentProps } from '../Link';
import { Breadcrumbs } from './Breadcrumbs';

const trail = [
  { label: 'Docs', href: '/docs/' },
  { label: 'Integrations', href: '/docs/integrations/' },
  { label: 'MQTT' },
];

describe('Breadcrumbs', () => {
  it('is a named navigation landmark holding an ordered list of the trail', () => {
    render(<Breadcrumbs items={trail} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Docs', 'Integrations', 'MQTT']);
  });

  it('marks the current page, last, as such and does not make it a link', () => {
    render(
      <Breadcrumbs items={[...trail.slice(0, 2), { label: 'MQTT', href: '/docs/integrations/mqtt/' }]} />,
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/docs/',
      '/docs/integrations/',
    ]);
    const current = screen.getByText('MQTT');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.closest('a')).toBeNull();
  });

  it('leaves a section without a page as plain text when the trail stops above the page', () => {
    render(
      <Breadcrumbs
        items={[
          { label: 'Docs', href: '/docs/' },
          { label: 'API', isCurrent: false },
        ]}
      />,
    );
    expect(screen.getByText('API')).not.toHaveAttribute('aria-current');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('puts no separator in the text assistive technologies read', () => {
    render(<Breadcrumbs items={trail} />);
    const nav = screen.getByRole('navigation');
    expect(nav).toHaveTextContent(/^DocsIntegrationsMQTT$/);
    expect(nav.querySelectorAll('svg, [aria-hidden]')).toHaveLength(0);
  });

  it('routes its links through the provider’s LinkComponent', () => {
    const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(props, ref) {
      const { children, ...anchorProps } = props;
      return (
        <a {...anchorProps} ref={ref} data-router="">
          {children}
        </a>
      );
    });
    render(
      <DesignSystemProvider LinkComponent={RouterLink} labels={frLabels}>
        <Breadcrumbs items={trail} />
      </DesignSystemProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    within(nav)
      .getAllByRole('link')
      .forEach((link) => expect(link).toHaveAttribute('data-router'));
  });

  it('has no axe violations', async () => {
    const { container } = render(<Breadcrumbs items={trail} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
