import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import type { LinkComponentProps } from './Link';
import { Link } from './Link';

function RouterLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a data-router="yes" href={href} {...rest}>
      {children}
    </a>
  );
}

describe('Link', () => {
  it('sends internal addresses through the routing component', () => {
    render(
      <Link href="/docs/" LinkComponent={RouterLink}>
        Docs
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Docs' });
    expect(link).toHaveAttribute('href', '/docs/');
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens external addresses in a new tab, safely, and says so', () => {
    render(
      <Link
        href="https://community.foyer.example"
        opensInNewTabLabel="(opens in a new tab)"
        rel="sponsored"
        LinkComponent={RouterLink}
      >
        Forum
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Forum (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer', 'sponsored']);
    expect(link).not.toHaveAttribute('data-router');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <p>
        Read the <Link href="/docs/">docs</Link> or the{' '}
        <Link href="https://forum.foyer.example" opensInNewTabLabel="(opens in a new tab)">
          forum
        </Link>
        .
      </p>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
