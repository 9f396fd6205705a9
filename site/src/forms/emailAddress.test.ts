import { isValidEmail, normalizeEmail } from './emailAddress';

const check = (input: string) => isValidEmail(normalizeEmail(input));

describe('isValidEmail', () => {
  it.each([
    'camille@foyer.example',
    'camille.roux@foyer.example',
    'camille+newsletter@foyer.example',
    'c@foyer.fr',
    'first_last-2@mail.sub.example.org',
    "o'brien@example.ie",
    'CAPITALS@EXAMPLE.COM',
    'inès@exemple.fr',
    'josé@correo.españa.es',
    'user@xn--bcher-kva.example',
    '用户@例子.广告',
    'pelé@bücher.de',
    '  spaced@foyer.example  ',
    '\tcamille@foyer.example\n',
    `${'a'.repeat(64)}@foyer.example`,
  ])('accepts %j', (input) => {
    expect(check(input)).toBe(true);
  });

  it.each([
    '',
    '   ',
    'camille',
    'camille.foyer.example',
    '@foyer.example',
    'camille@',
    'camille@foyer',
    'camille@@foyer.example',
    'cam@ille@foyer.example',
    'camille @foyer.example',
    'camille@foyer .example',
    'camille@foyer..example',
    '.camille@foyer.example',
    'camille.@foyer.example',
    'cam..ille@foyer.example',
    'camille@-foyer.example',
    'camille@foyer-.example',
    'camille@foyer.e',
    'camille@foyer.123',
    'camille@[192.168.1.10]',
    '"camille"@foyer.example',
    '<script>alert(1)</script>@foyer.example',
    'camille@foyer.example<script>',
    '<camille@foyer.example>',
    'Camille <camille@foyer.example>',
    'camille@foyer.example,other@foyer.example',
    'camille;drop@foyer.example',
    `${'a'.repeat(65)}@foyer.example`,
    `camille@${'a'.repeat(64)}.example`,
    // 255 characters: longer than an address may be.
    `${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.eeeeexample`,
    'camille@foyer.example.',
    'camille@.foyer.example',
  ])('rejects %j', (input) => {
    expect(check(input)).toBe(false);
  });
});

describe('normalizeEmail', () => {
  it('trims spaces, tabs and line breaks around the address, and nothing inside it', () => {
    expect(normalizeEmail('  camille@foyer.example \n')).toBe('camille@foyer.example');
    expect(normalizeEmail('cam ille@foyer.example')).toBe('cam ille@foyer.example');
  });

  it('composes accents and lower-cases the domain, not the local part', () => {
    const decomposed = 'jose\u0301@Exemple.FR';
    expect(normalizeEmail(decomposed)).toBe('jos\u00e9@exemple.fr');
    expect(normalizeEmail('Camille.Martin@Foyer.Example')).toBe('Camille.Martin@foyer.example');
  });
});
