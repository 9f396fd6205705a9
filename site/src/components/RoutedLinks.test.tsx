/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { navigate, prefetchPathname } from 'gatsby';
import { RoutedLinks } from './RoutedLinks';

jest.mock('gatsby', () => ({ navigate: jest.fn(), prefetchPathname: jest.fn() }));

const renderLinks = (props: { target?: string; download?: boolean } = {}) =>
  render(
    <RoutedLinks>
      <nav>
        <a href="/docs/api/rest-api/" {...props}>
          <span>REST API</span>
        </a>
        <a href="https://git.foyer.example/foyer">Source code</a>
      </nav>
    </RoutedLinks>,
  );

beforeEach(() => jest.clearAllMocks());

it('navigates on the client on a plain click, also on a link’s inner text, without a page load', () => {
  renderLinks();
  const clicked = fireEvent.click(screen.getByText('REST API'));
  expect(clicked).toBe(false); // default prevented: the browser does not load the page
  expect(navigate).toHaveBeenCalledWith('/docs/api/rest-api/');
});

it.each([
  ['Ctrl', { ctrlKey: true }],
  ['Cmd', { metaKey: true }],
  ['Shift', { shiftKey: true }],
  ['middle button', { button: 1 }],
])('leaves a %s click to the browser (new tab or window)', (_name, init) => {
  renderLinks();
  const clicked = fireEvent.click(screen.getByRole('link', { name: 'REST API' }), init);
  expect(clicked).toBe(true);
  expect(navigate).not.toHaveBeenCalled();
});

it.each([
  ['a target', { target: '_blank' }],
  ['download', { download: true }],
])('leaves a link with %s to the browser', (_name, props) => {
  renderLinks(props);
  fireEvent.click(screen.getByRole('link', { name: 'REST API' }));
  expect(navigate).not.toHaveBeenCalled();
});

it('leaves links to other sites to the browser', () => {
  renderLinks();
  expect(fireEvent.click(screen.getByRole('link', { name: 'Source code' }))).toBe(true);
  expect(navigate).not.toHaveBeenCalled();
});

it('prefetches a page of the site when pointed at, not another site', () => {
  renderLinks();
  fireEvent.mouseOver(screen.getByText('REST API'));
  fireEvent.mouseOver(screen.getByRole('link', { name: 'Source code' }));
  expect(prefetchPathname).toHaveBeenCalledTimes(1);
  expect(prefetchPathname).toHaveBeenCalledWith('/docs/api/rest-api/');
});
