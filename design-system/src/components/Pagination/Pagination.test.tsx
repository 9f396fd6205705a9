import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { LinkComponentProps } from '../Link';
import { Pagination } from './Pagination';
import { pageItems } from './pageItems';

function RouterLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a data-router="yes" href={href} {...rest}>
      {children}
    </a>
  );
}

const labels = {
  navigation: 'Blog pages',
  previous: 'Newer posts',
  next: 'Older posts',
  page: (page: number) => `Page ${page}`,
};
const hrefFor = (page: number) => (page === 1 ? '/blog/' : `/blog/page/${page}/`);

function renderPagination(currentPage: number, totalPages = 5) {
  return render(
    <Pagination
      currentPage={currentPage}
      totalPages={totalPages}
      hrefFor={hrefFor}
      labels={labels}
      LinkComponent={RouterLink}
    />,
  );
}

describe('Pagination', () => {
  it('is a named navigation whose current page is a link marked aria-current', () => {
    renderPagination(3);
    const nav = screen.getByRole('navigation', { name: 'Blog pages' });
    const current = within(nav).getByRole('link', { name: 'Page 3' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('href', '/blog/page/3/');
    expect(current).toHaveAttribute('data-router', 'yes');
    for (const other of ['Page 1', 'Page 2', 'Page 4', 'Page 5']) {
      expect(within(nav).getByRole('link', { name: other })).not.toHaveAttribute('aria-current');
    }
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/blog/');
  });

  it('links to the previous and next pages in the middle of the list', () => {
    renderPagination(3);
    expect(screen.getByRole('link', { name: 'Newer posts' })).toHaveAttribute('href', '/blog/page/2/');
    expect(screen.getByRole('link', { name: 'Older posts' })).toHaveAttribute('href', '/blog/page/4/');
  });

  it('has no previous link on the first page', () => {
    renderPagination(1);
    expect(screen.queryByRole('link', { name: 'Newer posts' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Older posts' })).toHaveAttribute('href', '/blog/page/2/');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('has no next link on the last page', () => {
    renderPagination(5);
    expect(screen.getByRole('link', { name: 'Newer posts' })).toHaveAttribute('href', '/blog/page/4/');
    expect(screen.queryByRole('link', { name: 'Older posts' })).not.toBeInTheDocument();
  });

  it('renders nothing when there is a single page', () => {
    const { container } = renderPagination(1, 1);
    expect(container).toBeEmptyDOMElement();
  });

  it('shortens a long list around the current page', () => {
    renderPagination(10, 20);
    const names = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('aria-label') ?? link.textContent);
    expect(names).toEqual([
      'Newer posts',
      'Page 1',
      'Page 9',
      'Page 10',
      'Page 11',
      'Page 20',
      'Older posts',
    ]);
    expect(pageItems(2, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(19, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('lets the keyboard go through the links in order', async () => {
    renderPagination(2, 3);
    for (const name of ['Newer posts', 'Page 1', 'Page 2', 'Page 3', 'Older posts']) {
      await userEvent.tab();
      expect(screen.getByRole('link', { name })).toHaveFocus();
    }
  });

  it('has no axe violations', async () => {
    const { container } = renderPagination(10, 20);
    expect(await axe(container)).toHaveNoViolations();
  });
});
