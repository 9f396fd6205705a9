import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { frLabels } from '../../labels/fr';
import { DesignSystemProvider } from '../../provider/DesignSystemProvider';
import { serverHtml } from '../private/serverHtml';
import { SkipLink } from './SkipLink';

function Page({ targetId }: { targetId?: string }) {
  return (
    <>
      <SkipLink targetId={targetId} />
      <nav aria-label="Main">
        <a href="/docs/">Docs</a>
      </nav>
      <main id={targetId ?? 'main'}>
        <h1>Title</h1>
        <a href="/first/">First link of the content</a>
      </main>
    </>
  );
}

describe('SkipLink', () => {
  it('is the first thing Tab reaches, and points at #main by default', async () => {
    render(<Page />);
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#main');
  });

  it('leads to the target given by id', () => {
    render(<Page targetId="content" />);
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#content');
  });

  it('is a plain in-page link in the server HTML: the browser follows it before and without JavaScript', () => {
    const html = serverHtml(<SkipLink targetId="content" />);
    expect(html).toMatch(
      /^<a href="#content" class="[^"]+"><span class="[^"]+">Skip to main content<\/span><\/a>$/,
    );
  });

  it('speaks the provider’s language, and its own labels win', () => {
    const { rerender } = render(
      <DesignSystemProvider labels={frLabels}>
        <SkipLink />
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('link')).toHaveTextContent('Aller au contenu principal');
    rerender(
      <DesignSystemProvider labels={frLabels}>
        <SkipLink labels={{ skipToContent: 'Aller à la documentation' }} />
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('link')).toHaveTextContent('Aller à la documentation');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Page />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
