/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { navigate, prefetchPathname } from 'gatsby';
import { RoutedAnchor } from './RoutedAnchor';

jest.mock('gatsby', () => ({ navigate: jest.fn(), prefetchPathname: jest.fn() }));

const renderLink = (props: { target?: string } = {}) =>
  render(
    <RoutedAnchor href="/docs/api/rest-api/" {...props}>
      REST API
    </RoutedAnchor>,
  );

beforeEach(() => jest.clearAllMocks());

it('renders a plain link to the page', () => {
  renderLink();
  expect(screen.getByRole('link', { name: 'REST API' })).toHaveAttribute('href', '/docs/api/rest-api/');
});

it('navigates on the client on a plain click, without a page load', () => {
  renderLink();
  const clicked = fireEvent.click(screen.getByRole('link', { name: 'REST API' }));
  expect(clicked).toBe(false); // default prevented: the browser does not load the page
  expect(navigate).toHaveBeenCalledWith('/docs/api/rest-api/');
});

it.each([
  ['Ctrl', { ctrlKey: true }],
  ['Cmd', { metaKey: true }],
  ['Shift', { shiftKey: true }],
  ['middle button', { button: 1 }],
])('leaves a %s click to the browser (new tab or window)', (_name, init) => {
  renderLink();
  const clicked = fireEvent.click(screen.getByRole('link', { name: 'REST API' }), init);
  expect(clicked).toBe(true);
  expect(navigate).not.toHaveBeenCalled();
});

it('leaves a link with a target to the browser', () => {
  renderLink({ target: '_blank' });
  fireEvent.click(screen.getByRole('link', { name: 'REST API' }));
  expect(navigate).not.toHaveBeenCalled();
});

it('prefetches the page when pointed at', () => {
  renderLink();
  fireEvent.mouseEnter(screen.getByRole('link', { name: 'REST API' }));
  expect(prefetchPathname).toHaveBeenCalledWith('/docs/api/rest-api/');
});
