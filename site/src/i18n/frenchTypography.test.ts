import {
  frenchTypography,
  frenchTypographyOfMessage,
  frenchTypographyOfStrings,
  NARROW_NO_BREAK_SPACE as NNBSP,
  NO_BREAK_SPACE as NBSP,
} from './frenchTypography';

describe('frenchTypography', () => {
  it('puts a no-break space before a colon', () => {
    expect(frenchTypography('Note : ceci')).toBe(`Note${NBSP}: ceci`);
  });

  it('puts a narrow no-break space before ; ? and !', () => {
    expect(frenchTypography('Pourquoi ?')).toBe(`Pourquoi${NNBSP}?`);
    expect(frenchTypography('Attention ! Ceci ; cela')).toBe(`Attention${NNBSP}! Ceci${NNBSP}; cela`);
    expect(frenchTypography('Vraiment ?!')).toBe(`Vraiment${NNBSP}?!`);
  });

  it('replaces a line break or several spaces before punctuation, not only one space', () => {
    expect(frenchTypography('Pourquoi\n?')).toBe(`Pourquoi${NNBSP}?`);
    expect(frenchTypography('Note \t :')).toBe(`Note${NBSP}:`);
  });

  it('treats a leading space as belonging to the punctuation (text after an inline element)', () => {
    expect(frenchTypography(' ?')).toBe(`${NNBSP}?`);
    expect(frenchTypography(' : la suite')).toBe(`${NBSP}: la suite`);
  });

  it('puts no-break spaces inside guillemets, whether or not a space was typed', () => {
    expect(frenchTypography('« Bonjour »')).toBe(`«${NBSP}Bonjour${NBSP}»`);
    expect(frenchTypography('«Bonjour»')).toBe(`«${NBSP}Bonjour${NBSP}»`);
    expect(frenchTypography('dites « ')).toBe(`dites «${NBSP}`);
  });

  it('groups thousands with a narrow no-break space, as Intl writes fr-FR numbers', () => {
    expect(frenchTypography('plus de 3 000 abonnés')).toBe(`plus de 3${NNBSP}000 abonnés`);
    expect(frenchTypography('12 500 000 pages')).toBe(`12${NNBSP}500${NNBSP}000 pages`);
    expect(frenchTypography('1 234,5')).toBe(`1${NNBSP}234,5`);
  });

  it('leaves numbers that are not thousands groups alone', () => {
    expect(frenchTypography('entre 2020 et 2024')).toBe('entre 2020 et 2024');
    expect(frenchTypography('les ports 8080 1883')).toBe('les ports 8080 1883');
    expect(frenchTypography('x86 64 bits')).toBe('x86 64 bits');
    expect(frenchTypography('étapes 2 et 4')).toBe('étapes 2 et 4');
  });

  it('puts a no-break space between a number and its unit or currency', () => {
    expect(frenchTypography('9,99 €')).toBe(`9,99${NBSP}€`);
    expect(frenchTypography('50 %')).toBe(`50${NBSP}%`);
    expect(frenchTypography('21,5 °C')).toBe(`21,5${NBSP}°C`);
    expect(frenchTypography('4 Go et 2,4 GHz, 27 W, 25 kWh, 45 ms')).toBe(
      `4${NBSP}Go et 2,4${NBSP}GHz, 27${NBSP}W, 25${NBSP}kWh, 45${NBSP}ms`,
    );
    expect(frenchTypography('à 7 h 30, 50 km/h')).toBe(`à 7${NBSP}h 30, 50${NBSP}km/h`);
    expect(frenchTypography('3 000 €')).toBe(`3${NNBSP}000${NBSP}€`);
  });

  it('does not take the start of a word for a unit', () => {
    for (const text of ['2 minutes', '3 semaines', 'les 2 s’allument', '2 Wi-Fi', '4 heures', 'a 3 D']) {
      expect(frenchTypography(text)).toBe(text);
    }
  });

  it('leaves addresses, times and query strings untouched', () => {
    for (const text of [
      'https://x.example:8080',
      'http://foyer.local:8080/api/v1/',
      'à 12:30',
      'https://x.example/search/?q=a&b=!c',
      'mailto:aide@foyer.example',
    ]) {
      expect(frenchTypography(text)).toBe(text);
    }
    expect(frenchTypography('ouvrez http://foyer.local:8080 : voilà')).toBe(
      `ouvrez http://foyer.local:8080${NBSP}: voilà`,
    );
  });

  it('is idempotent', () => {
    const text = 'Note : « Pourquoi 3 000 € ? » ; voir 50 % !';
    const once = frenchTypography(text);
    expect(once).toBe(
      `Note${NBSP}: «${NBSP}Pourquoi 3${NNBSP}000${NBSP}€${NNBSP}?${NBSP}»${NNBSP}; voir 50${NBSP}%${NNBSP}!`,
    );
    expect(frenchTypography(once)).toBe(once);
  });
});

describe('frenchTypographyOfMessage', () => {
  it('keeps placeholders and tags, and typesets the prose around them', () => {
    expect(frenchTypographyOfMessage('Retirer « {{query}} » des favoris')).toBe(
      `Retirer «${NBSP}{{query}}${NBSP}» des favoris`,
    );
    expect(frenchTypographyOfMessage('Merci, {{firstName}} !')).toBe(`Merci, {{firstName}}${NNBSP}!`);
    expect(frenchTypographyOfMessage('Écrivez à <mail>{{email}}</mail> : merci')).toBe(
      `Écrivez à <mail>{{email}}</mail>${NBSP}: merci`,
    );
    expect(frenchTypographyOfMessage('{{count}} min de lecture, {{count}} minutes')).toBe(
      `{{count}}${NBSP}min de lecture, {{count}} minutes`,
    );
    expect(frenchTypographyOfMessage('<strong>Paramètres : Maison</strong> ?')).toBe(
      `<strong>Paramètres${NBSP}: Maison</strong>${NNBSP}?`,
    );
  });

  it('never changes code inside a message', () => {
    expect(frenchTypographyOfMessage('Lancez <code>echo a ; b ? c : d</code> !')).toBe(
      `Lancez <code>echo a ; b ? c : d</code>${NNBSP}!`,
    );
    expect(frenchTypographyOfMessage('Touche <kbd>Ctrl + :</kbd> ?')).toBe(
      `Touche <kbd>Ctrl + :</kbd>${NNBSP}?`,
    );
  });
});

describe('frenchTypographyOfStrings', () => {
  it('typesets every string of a locale file and keeps its keys and other values', () => {
    const strings = { 'a :': 'Langue :', nested: { list: ['Pourquoi ?', 3, true, null] } };
    expect(frenchTypographyOfStrings(strings)).toEqual({
      'a :': `Langue${NBSP}:`,
      nested: { list: [`Pourquoi${NNBSP}?`, 3, true, null] },
    });
  });
});
