import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { LinkComponentProps } from '../../components/Link';
import { IntegrationCard, type IntegrationCardProps } from './IntegrationCard';

function RouterLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a data-router="yes" href={href} {...rest}>
      {children}
    </a>
  );
}

const labels = {
  doc: 'Doc',
  buy: 'Buy',
  technologies: 'Technologies',
  opensInNewTab: '(opens in a new tab)',
};

function renderCard(props: Partial<IntegrationCardProps> = {}) {
  return render(
    <IntegrationCard
      name="Lumen Bulbs"
      logo={<svg data-testid="logo" viewBox="0 0 10 10" />}
      technologies={['Zigbee', 'Matter']}
      description="Dimmable bulbs and light strips."
      docHref="/docs/integrations/lumen/"
      buy={{ href: 'https://shop.lumen.example/bulbs' }}
      labels={labels}
      LinkComponent={RouterLink}
      {...props}
    />,
  );
}

describe('IntegrationCard', () => {
  it('is an article named by its heading, with its technologies as a labelled list', () => {
    renderCard();
    const article = screen.getByRole('article', { name: 'Lumen Bulbs' });
    expect(within(article).getByRole('heading', { level: 3, name: 'Lumen Bulbs' })).toBeInTheDocument();
    const list = within(article).getByRole('list', { name: 'Technologies' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Zigbee', 'Matter']);
    expect(screen.getByText('Dimmable bulbs and light strips.')).toBeInTheDocument();
    expect(screen.getByTestId('logo').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes the heading level of the page outline', () => {
    renderCard({ headingLevel: 2 });
    expect(screen.getByRole('heading', { level: 2, name: 'Lumen Bulbs' })).toBeInTheDocument();
  });

  it('names its links after the integration, visible text first, and routes the doc link', () => {
    renderCard();
    const doc = screen.getByRole('link', { name: 'Doc — Lumen Bulbs' });
    expect(doc).toHaveAttribute('href', '/docs/integrations/lumen/');
    expect(doc).toHaveAttribute('data-router', 'yes');
    expect(doc).not.toHaveAttribute('target');
  });

  it('opens an external shop in a new tab as a sponsored link, announced as external', () => {
    renderCard();
    const buy = screen.getByRole('link', { name: 'Buy — Lumen Bulbs (opens in a new tab)' });
    expect(buy).toHaveAttribute('href', 'https://shop.lumen.example/bulbs');
    expect(buy).toHaveAttribute('target', '_blank');
    expect(buy.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'sponsored']));
    expect(buy).not.toHaveAttribute('data-router');
  });

  it('routes an internal purchase page, such as Foyer Plus, without the external treatment', () => {
    renderCard({ buy: { href: '/plus/', internal: true } });
    const buy = screen.getByRole('link', { name: 'Buy — Lumen Bulbs' });
    expect(buy).toHaveAttribute('href', '/plus/');
    expect(buy).toHaveAttribute('data-router', 'yes');
    expect(buy).not.toHaveAttribute('target');
    expect(buy).not.toHaveAttribute('rel');
  });

  it('says what the purchase link sells when it is given, visible text first', () => {
    renderCard({ buy: { href: 'https://shop.lumen.example/bridge', product: 'a Lumen bridge' } });
    expect(screen.getByRole('link', { name: 'Buy a Lumen bridge (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://shop.lumen.example/bridge',
    );
  });

  it('has no purchase link when there is nothing to buy', () => {
    renderCard({ buy: undefined });
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('lets the keyboard reach the doc then the purchase link', async () => {
    renderCard();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Doc — Lumen Bulbs' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: /^Buy — Lumen Bulbs/ })).toHaveFocus();
  });

  it('shows where the data goes as a badge and a sentence, introduced to screen readers', () => {
    renderCard({
      dataFlow: {
        kind: 'cloud',
        label: 'Needs Lumen Cloud',
        description: 'Every command goes through Lumen’s servers.',
      },
      labels: { ...labels, dataFlow: 'Where the data goes:' },
    });
    const article = screen.getByRole('article', { name: 'Lumen Bulbs' });
    const badge = within(article).getByText('Needs Lumen Cloud');
    const statement = badge.closest('p');
    expect(statement).toHaveTextContent(
      'Where the data goes: Needs Lumen Cloud Every command goes through Lumen’s servers.',
    );
    expect(statement).toHaveAttribute('data-data-flow', 'cloud');
    // The three kinds look different: the badge's colours follow the kind.
    const local = render(
      <IntegrationCard
        name="Open Relay"
        logo={null}
        technologies={[]}
        docHref="/docs/integrations/relay/"
        labels={labels}
        dataFlow={{ kind: 'local', label: 'Local only', description: 'Nothing leaves the house.' }}
      />,
    );
    expect(within(local.container).getByText('Local only').className).not.toBe(badge.className);
  });

  it('says nothing about the data flow when it is not given', () => {
    renderCard();
    expect(screen.getByRole('article').querySelector('[data-data-flow]')).toBeNull();
  });

  it('has no axe violations, in a list of cards', async () => {
    const { container } = render(
      <ul>
        <li>
          <IntegrationCard
            name="Lumen Bulbs"
            logo={<svg viewBox="0 0 10 10" />}
            technologies={['Zigbee']}
            dataFlow={{ kind: 'local', label: 'Local only', description: 'Nothing leaves the house.' }}
            docHref="/docs/integrations/lumen/"
            buy={{ href: 'https://shop.lumen.example/bulbs' }}
            labels={labels}
          />
        </li>
        <li>
          <IntegrationCard
            name="Heatwise"
            logo={<svg viewBox="0 0 10 10" />}
            technologies={['Wi-Fi']}
            docHref="/docs/integrations/heatwise/"
            buy={{ href: '/plus/', internal: true }}
            labels={labels}
          />
        </li>
      </ul>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
