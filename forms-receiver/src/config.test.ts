import { readSettings, SettingsError } from './config';

const base = { FORMS_SITE_URL: 'https://foyer.example/' };

describe('readSettings', () => {
  it('takes the links of mails from FORMS_SITE_URL, without its trailing slash', () => {
    expect(readSettings(base, '/pkg').siteUrl).toBe('https://foyer.example');
    expect(readSettings({ FORMS_SITE_URL: 'https://foyer.example/site/' }, '/pkg').siteUrl).toBe(
      'https://foyer.example/site',
    );
  });

  it('refuses to start without a site address, unless in local mode on loopback', () => {
    expect(() => readSettings({}, '/pkg')).toThrow(SettingsError);
    expect(() => readSettings({}, '/pkg')).toThrow(/FORMS_SITE_URL is not set.*FORMS_LOCAL=1/);
    expect(readSettings({ FORMS_LOCAL: '1' }, '/pkg').siteUrl).toBe('http://127.0.0.1:9000');
    expect(readSettings({ FORMS_LOCAL: '1', SITE_PORT: '9123' }, '/pkg').siteUrl).toBe(
      'http://127.0.0.1:9123',
    );
    expect(() => readSettings({ FORMS_LOCAL: '1', FORMS_HOST: '0.0.0.0' }, '/pkg')).toThrow(/loopback only/);
  });

  it('refuses an address that is not http(s)', () => {
    expect(() => readSettings({ FORMS_SITE_URL: 'foyer.example' }, '/pkg')).toThrow(/not an address/);
    expect(() => readSettings({ FORMS_SITE_URL: 'javascript:alert(1)' }, '/pkg')).toThrow(/https:\/\//);
  });

  it('refuses a limit that is not a number rather than turning it off', () => {
    expect(() => readSettings({ ...base, FORMS_ADDRESS_PER_DAY: 'five' }, '/pkg')).toThrow(
      /FORMS_ADDRESS_PER_DAY/,
    );
    expect(readSettings({ ...base, FORMS_DELIVERY_CONCURRENCY: '8' }, '/pkg').deliveryConcurrency).toBe(8);
  });
});
