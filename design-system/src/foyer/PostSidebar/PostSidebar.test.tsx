import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import type { LinkComponentProps } from '../../components/Link';
import { PostSidebar, type PostSidebarGroup } from './PostSidebar';

function RouterLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a data-router="yes" href={href} {...rest}>
      {children}
    </a>
  );
}

const groups: PostSidebarGroup[] = [
  {
    label: '2025',
    posts: [
      { title: 'Foyer 4.58', href: '/blog/foyer-4-58/' },
      { title: 'Foyer 4.55', href: '/blog/foyer-4-55/' },
    ],
  },
  { label: '2024', posts: [{ title: '2024 in review', href: '/blog/2024-in-review/' }] },
];

function renderSidebar(currentHref?: string) {
  return render(
    <PostSidebar title="All posts" groups={groups} currentHref={currentHref} LinkComponent={RouterLink} />,
  );
}

describe('PostSidebar', () => {
  it('is a navigation named by its visible title', () => {
    renderSidebar();
    const nav = screen.getByRole('navigation', { name: 'All posts' });
    expect(within(nav).getByRole('heading', { level: 2, name: 'All posts' })).toBeInTheDocument();
  });

  it('can keep its title for screen readers only, still naming the navigation', () => {
    render(<PostSidebar title="All posts" groups={groups} hideTitle />);
    const heading = screen.getByRole('heading', { level: 2, name: 'All posts' });
    expect(heading).not.toHaveClass(/title/);
    expect(heading.parentElement).toHaveStyle({ position: 'absolute', width: '1px' });
    expect(screen.getByRole('navigation', { name: 'All posts' })).toBeInTheDocument();
  });

  it('puts each group under its own heading, in the order given', () => {
    renderSidebar();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['2025', '2024']);
    const lists = screen.getAllByRole('list');
    expect(
      within(lists[0]!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Foyer 4.58', 'Foyer 4.55']);
    expect(within(lists[1]!).getByRole('link')).toHaveTextContent('2024 in review');
  });

  it('marks only the post being read as the current page', () => {
    renderSidebar('/blog/foyer-4-55/');
    expect(screen.getByRole('link', { name: 'Foyer 4.55' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Foyer 4.58' })).not.toHaveAttribute('aria-current');
  });

  it('routes its links through the host site’s link component', () => {
    renderSidebar();
    for (const link of screen.getAllByRole('link')) expect(link).toHaveAttribute('data-router', 'yes');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderSidebar('/blog/foyer-4-58/');
    expect(await axe(container)).toHaveNoViolations();
  });
});
