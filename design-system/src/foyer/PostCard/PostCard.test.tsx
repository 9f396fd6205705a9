import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { LinkComponentProps } from '../../components/Link';
import { PostCard, type PostCardProps } from './PostCard';

function RouterLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a data-router="yes" href={href} {...rest}>
      {children}
    </a>
  );
}

function renderPost(props: Partial<PostCardProps> = {}) {
  return render(
    <PostCard
      title="Foyer 4 is out"
      href="/blog/foyer-4/"
      date="2025-03-12"
      formattedDate="12 March 2025"
      author={{ name: 'Camille Roux', href: '/blog/authors/camille/' }}
      readingTime="5 min read"
      excerpt="Faster scenes, a new energy dashboard and local voice control."
      labels={{ by: 'By' }}
      LinkComponent={RouterLink}
      {...props}
    />,
  );
}

describe('PostCard', () => {
  it('is an article named by its title, a heading that links to the post', () => {
    renderPost();
    const article = screen.getByRole('article', { name: 'Foyer 4 is out' });
    const heading = within(article).getByRole('heading', { level: 2, name: 'Foyer 4 is out' });
    const link = within(heading).getByRole('link', { name: 'Foyer 4 is out' });
    expect(link).toHaveAttribute('href', '/blog/foyer-4/');
    expect(link).toHaveAttribute('data-router', 'yes');
  });

  it('gives the date a machine-readable time and shows the site’s formatting', () => {
    renderPost();
    const time = screen.getByText('12 March 2025');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2025-03-12');
    expect(screen.getByText('5 min read')).toBeInTheDocument();
    expect(
      screen.getByText('Faster scenes, a new energy dashboard and local voice control.'),
    ).toBeInTheDocument();
  });

  it('credits the author, linked to their page when there is one', () => {
    renderPost();
    expect(screen.getByRole('link', { name: 'Camille Roux' })).toHaveAttribute(
      'href',
      '/blog/authors/camille/',
    );
    expect(screen.getByText(/^By/)).toHaveTextContent('By Camille Roux');
  });

  it('shows an author without a page as plain text, and no author at all', () => {
    const { unmount } = renderPost({ author: { name: 'Sam Lee' } });
    expect(screen.getByText('By Sam Lee')).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    unmount();
    renderPost({ author: undefined });
    expect(screen.queryByText(/^By/)).not.toBeInTheDocument();
  });

  it('takes the heading level of the page outline and shows a cover', () => {
    renderPost({ headingLevel: 3, image: <img src="/cover.png" alt="" /> });
    expect(screen.getByRole('heading', { level: 3, name: 'Foyer 4 is out' })).toBeInTheDocument();
    expect(screen.getByRole('article').querySelector('img')).toHaveAttribute('src', '/cover.png');
  });

  it('lets the keyboard reach the title link then the author link', async () => {
    renderPost();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Foyer 4 is out' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Camille Roux' })).toHaveFocus();
  });

  it('has no axe violations', async () => {
    const { container } = renderPost({ image: <img src="/cover.png" alt="" /> });
    expect(await axe(container)).toHaveNoViolations();
  });
});
