/** @jest-environment jsdom */
import { preferredDocsVersion, PREFERRED_VERSION_STORAGE_KEY, storePreferredDocsVersion } from './versions';

afterEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

it('remembers the version read and ignores unknown ones', () => {
  expect(preferredDocsVersion()).toBe('current');
  storePreferredDocsVersion('current');
  expect(window.localStorage.getItem(PREFERRED_VERSION_STORAGE_KEY)).toBe('current');
  window.localStorage.setItem(PREFERRED_VERSION_STORAGE_KEY, '3.x');
  expect(preferredDocsVersion()).toBe('current');
});

it('falls back to the current version without storage', () => {
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  expect(preferredDocsVersion()).toBe('current');
  expect(() => storePreferredDocsVersion('current')).not.toThrow();
});
