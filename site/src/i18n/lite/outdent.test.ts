import outdent from './outdent';

describe('the outdent stand-in', () => {
  it('writes the template out with its values, as the warning would read', () => {
    expect(outdent`No translations in "${'locales'}" for "${'/fr/'}".`).toBe(
      'No translations in "locales" for "/fr/".',
    );
  });
});
