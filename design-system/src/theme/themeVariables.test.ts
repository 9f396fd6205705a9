import { vars } from './contract.css';
import { themeVariables } from './themeVariables';

describe('themeVariables', () => {
  it('names every slot with a stable, readable custom property', () => {
    expect(themeVariables.color.primary).toBe('--foyer-color-primary');
    expect(themeVariables.color.surfaceRaised).toBe('--foyer-color-surface-raised');
    expect(themeVariables.fontSize.md).toBe('--foyer-font-size-md');
    expect(themeVariables.size.navbarHeight).toBe('--foyer-size-navbar-height');
    expect(vars.radius.md).toBe('var(--foyer-radius-md)');
  });

  it('gives each slot of the contract its own name', () => {
    const names = Object.values(themeVariables).flatMap((group) => Object.values(group));
    const slots = Object.values(vars).flatMap((group) => Object.values(group));
    expect(names).toHaveLength(slots.length);
    expect(new Set(names).size).toBe(names.length);
  });
});
