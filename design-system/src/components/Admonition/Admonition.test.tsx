import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Admonition, type AdmonitionType } from './Admonition';

const titles: Record<AdmonitionType, string> = {
  note: 'Note',
  tip: 'Tip',
  warning: 'Warning',
  danger: 'Danger',
};

describe('Admonition', () => {
  it('is a complementary landmark named by its title, with its content', () => {
    render(
      <Admonition type="tip" title="Tip">
        <p>Back up /var/lib/foyer before upgrading.</p>
      </Admonition>,
    );
    const aside = screen.getByRole('complementary', { name: 'Tip' });
    expect(within(aside).getByText('Back up /var/lib/foyer before upgrading.')).toBeInTheDocument();
  });

  it('gives every type a distinct decorative icon beside the title text', () => {
    render(
      <>
        {(Object.keys(titles) as AdmonitionType[]).map((type) => (
          <Admonition key={type} type={type} title={titles[type]}>
            <p>Body</p>
          </Admonition>
        ))}
      </>,
    );
    const shapes = (Object.keys(titles) as AdmonitionType[]).map((type) => {
      const aside = screen.getByRole('complementary', { name: titles[type] });
      expect(aside).toHaveAttribute('data-type', type);
      const icon = aside.querySelector('svg');
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      return icon?.querySelector('path')?.getAttribute('d');
    });
    expect(new Set(shapes).size).toBe(4);
  });

  it('takes the title given by the site, in any language', () => {
    render(
      <Admonition type="warning" title="Attention">
        Le port 8080 doit être libre.
      </Admonition>,
    );
    expect(screen.getByRole('complementary', { name: 'Attention' })).toHaveTextContent(
      'AttentionLe port 8080 doit être libre.',
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <main>
        <p>Install Foyer with Docker.</p>
        <Admonition type="danger" title="Danger">
          <p>
            Never expose port 8080 to the internet without <a href="/docs/security/">a reverse proxy</a>.
          </p>
        </Admonition>
        <Admonition type="note" title="Note">
          <p>Foyer works offline.</p>
        </Admonition>
      </main>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
