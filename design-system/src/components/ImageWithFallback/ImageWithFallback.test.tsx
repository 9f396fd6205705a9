import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ImageWithFallback } from './ImageWithFallback';
import { retrySource } from './retrySource';

const labels = {
  notFound: 'Image not found (404).',
  offline: 'You are offline: the image could not load.',
  retry: 'Click to reload the image',
};

function goOffline() {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

function goOnline() {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

afterEach(() => jest.restoreAllMocks());

describe('retrySource', () => {
  it('adds a retry query, keeping the query and hash already there', () => {
    expect(retrySource('/img/house.png', 0)).toBe('/img/house.png');
    expect(retrySource('/img/house.png', 1)).toBe('/img/house.png?retry=1');
    expect(retrySource('/img/house.png?w=200#top', 2)).toBe('/img/house.png?w=200&retry=2#top');
    expect(retrySource('data:image/svg+xml,%3Csvg%3E', 3)).toBe('data:image/svg+xml,%3Csvg%3E');
  });
});

describe('ImageWithFallback', () => {
  it('says the image was not found, and a click loads it again from the server', async () => {
    const user = userEvent.setup();
    render(<ImageWithFallback src="/img/house.png" alt="A house" labels={labels} />);
    fireEvent.error(screen.getByRole('img', { name: 'A house' }));

    const retry = screen.getByRole('button', {
      name: 'Image not found (404). A house Click to reload the image',
    });
    await user.click(retry);

    expect(screen.getByRole('img', { name: 'A house' })).toHaveAttribute('src', '/img/house.png?retry=1');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says the connection is down when offline, and reloads by itself once back online', () => {
    render(<ImageWithFallback src="/img/house.png" alt="A house" labels={labels} />);
    goOffline();
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('button', { name: /You are offline: the image could not load\./ })).toBeVisible();

    goOnline();
    expect(screen.getByRole('img', { name: 'A house' })).toHaveAttribute('src', '/img/house.png?retry=1');
  });

  it('takes a forced offline state', () => {
    render(<ImageWithFallback src="/img/house.png" alt="A house" labels={labels} isOffline />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('button', { name: /^You are offline/ })).toBeVisible();
  });

  it('reloads from the keyboard, keeps focus nearby, and returns it to the button if it fails again', async () => {
    const user = userEvent.setup();
    render(<ImageWithFallback src="/img/house.png" alt="A house" labels={labels} />);
    fireEvent.error(screen.getByRole('img'));

    await user.tab();
    expect(screen.getByRole('button', { name: /Click to reload the image/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    const image = screen.getByRole('img', { name: 'A house' });
    expect(image.parentElement).toHaveFocus();

    fireEvent.error(image);
    expect(screen.getByRole('button', { name: /Click to reload the image/ })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('img')).toHaveAttribute('src', '/img/house.png?retry=2');
  });

  it('wraps any image through a render prop, remounting it on reload', async () => {
    const user = userEvent.setup();
    const renderImage = jest.fn(({ onError, key }: { onError: () => void; key: number }) => (
      <img key={key} src="/static/hero.webp" alt={`Hero, attempt ${key}`} onError={onError} />
    ));
    render(<ImageWithFallback labels={labels}>{renderImage}</ImageWithFallback>);
    fireEvent.error(screen.getByRole('img', { name: 'Hero, attempt 0' }));

    await user.click(screen.getByRole('button', { name: /^Image not found \(404\)\. Click to reload/ }));
    expect(screen.getByRole('img', { name: 'Hero, attempt 1' })).toBeInTheDocument();
  });

  it('has no axe violations, loaded and failed', async () => {
    const { container } = render(
      <>
        <ImageWithFallback src="/img/house.png" alt="A house" labels={labels} width={320} height={200} />
        <ImageWithFallback src="/img/missing.png" alt="A garden" labels={labels} width={320} height={200} />
      </>,
    );
    fireEvent.error(screen.getByRole('img', { name: 'A garden' }));
    expect(await axe(container)).toHaveNoViolations();
  });
});
