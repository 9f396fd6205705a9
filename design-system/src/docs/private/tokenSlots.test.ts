import { darkTheme, lightTheme, vars } from '../../theme';
import { tokenSlots } from './tokenSlots';

describe('tokenSlots', () => {
  it('lists every colour slot of the contract with both themes’ values', () => {
    const colours = tokenSlots('color');
    expect(colours.map(({ slot }) => slot)).toEqual(Object.keys(vars.color));
    const primary = colours.find(({ slot }) => slot === 'primary');
    expect(primary).toEqual({
      slot: 'primary',
      customProperty: vars.color.primary.replace(/^var\((--[^),]+).*$/, '$1'),
      light: lightTheme.color.primary,
      dark: darkTheme.color.primary,
    });
  });

  it('gives each slot its own custom property', () => {
    const properties = tokenSlots('space').map(({ customProperty }) => customProperty);
    expect(new Set(properties).size).toBe(Object.keys(vars.space).length);
  });
});
