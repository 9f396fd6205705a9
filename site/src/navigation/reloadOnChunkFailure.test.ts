import { installNavigationWrapper, type NavigationTarget } from './reloadOnChunkFailure';

type Resources = Awaited<ReturnType<NonNullable<NonNullable<NavigationTarget['___loader']>['loadPage']>>>;

/** A browser tab on /docs/ with Gatsby's runtime as `production-app.js` leaves it before onClientEntry. */
function gatsbyTab(loaded: () => Promise<Resources>) {
  const gatsbyNavigate = jest.fn();
  const loadPage = jest.fn(loaded);
  const assign = jest.fn();
  const tab: NavigationTarget = {
    ___navigate: gatsbyNavigate,
    ___loader: { loadPage },
    location: { href: 'https://foyer.example/docs/', origin: 'https://foyer.example', assign },
  };
  installNavigationWrapper(tab);
  /** What a Gatsby link does on click; resolves once the wrapper has decided. */
  const navigate = async (to: string | number, options?: unknown) => {
    tab.___navigate?.(to, options);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { navigate, gatsbyNavigate, loadPage, assign };
}

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
});

describe('navigating when the next page’s code fails to load', () => {
  it('lets Gatsby navigate on the client when the page loads, without a page load or warning', async () => {
    const tab = gatsbyTab(async () => ({ status: 'success' }));
    await tab.navigate('/blog/archive/?from=docs#2023', { replace: false });
    expect(tab.loadPage).toHaveBeenCalledWith('/blog/archive/?from=docs');
    expect(tab.gatsbyNavigate).toHaveBeenCalledTimes(1);
    expect(tab.gatsbyNavigate).toHaveBeenCalledWith('/blog/archive/?from=docs#2023', { replace: false });
    expect(tab.assign).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['its status is an error', async (): Promise<Resources> => ({ status: 'error' })],
    ['nothing comes back', async (): Promise<Resources> => null],
    ['loading throws', () => Promise.reject(new Error('ChunkLoadError'))],
  ])(
    'loads the whole target page once, query and hash kept, with a warning, when %s',
    async (_case, loaded) => {
      const tab = gatsbyTab(loaded);
      await tab.navigate('/blog/archive/?from=docs#2023');
      expect(tab.assign).toHaveBeenCalledTimes(1);
      expect(tab.assign).toHaveBeenCalledWith('https://foyer.example/blog/archive/?from=docs#2023');
      // Gatsby's own navigate would reload a second time, without the query and hash.
      expect(tab.gatsbyNavigate).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledWith(
        'Foyer: the code of /blog/archive/ could not be loaded; reloading the whole page at https://foyer.example/blog/archive/?from=docs#2023.',
      );
    },
  );

  it('resolves a relative address against the current page', async () => {
    const tab = gatsbyTab(async () => ({ status: 'error' }));
    await tab.navigate('../blog/');
    expect(tab.loadPage).toHaveBeenCalledWith('/blog/');
    expect(tab.assign).toHaveBeenCalledWith('https://foyer.example/blog/');
  });

  it.each([
    ['another site', 'https://git.foyer.example/foyer'],
    ['a step in history', -1],
  ])('hands %s straight to Gatsby', async (_case, to) => {
    const tab = gatsbyTab(async () => ({ status: 'error' }));
    await tab.navigate(to);
    expect(tab.loadPage).not.toHaveBeenCalled();
    expect(tab.gatsbyNavigate).toHaveBeenCalledWith(to, undefined);
    expect(tab.assign).not.toHaveBeenCalled();
  });
});

describe('when Gatsby’s private runtime has moved', () => {
  const location = { href: 'https://foyer.example/', origin: 'https://foyer.example', assign: jest.fn() };

  it.each<[string, NavigationTarget]>([
    ['___navigate is missing', { ___loader: { loadPage: jest.fn() }, location }],
    ['___loader is missing', { ___navigate: jest.fn(), location }],
    ['___loader has no loadPage', { ___navigate: jest.fn(), ___loader: {}, location }],
  ])('says so once in the console when %s, and leaves navigation to Gatsby', (_case, tab) => {
    const navigate = tab.___navigate;
    installNavigationWrapper(tab);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe('Foyer: no Gatsby ___navigate or ___loader.loadPage to wrap');
    expect(tab.___navigate).toBe(navigate);
  });
});
