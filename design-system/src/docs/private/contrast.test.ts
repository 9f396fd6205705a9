import {
  compositeOver,
  contrastRatio,
  formatRatio,
  meetsAa,
  parseColour,
  relativeLuminance,
  toHex,
} from './contrast';

describe('contrastRatio', () => {
  it('gives 21:1 for black and white, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 10);
  });

  it('gives about 4.48:1 for #777 on white, which fails body text but passes large text', () => {
    const ratio = contrastRatio('#777', '#fff');
    expect(ratio).toBeCloseTo(4.48, 2);
    expect(meetsAa(ratio)).toEqual({ normalText: false, largeTextAndUi: true });
  });

  it('gives 1:1 for a colour on itself', () => {
    expect(contrastRatio('#9a4400', '#9a4400')).toBe(1);
  });

  it('flattens a translucent background onto the backdrop before measuring', () => {
    // Half-transparent black on white is the grey halfway between them.
    expect(contrastRatio('#ffffff', 'rgba(0, 0, 0, 0.5)', '#ffffff')).toBeCloseTo(
      contrastRatio('#ffffff', 'rgb(127.5, 127.5, 127.5)'),
      10,
    );
    // The same overlay on a black page is just black.
    expect(contrastRatio('#ffffff', 'rgba(0, 0, 0, 0.5)', '#000000')).toBeCloseTo(21, 10);
  });

  it('flattens a translucent foreground onto the background', () => {
    expect(contrastRatio('rgba(0, 0, 0, 0)', '#ffffff')).toBe(1);
    expect(contrastRatio('rgba(0, 0, 0, 0.5)', '#ffffff')).toBeCloseTo(
      contrastRatio('rgb(127.5, 127.5, 127.5)', '#fff'),
      10,
    );
  });

  it('refuses a translucent backdrop and colours it cannot read', () => {
    expect(() => contrastRatio('#000', '#fff', 'rgba(0, 0, 0, 0.5)')).toThrow('must be opaque');
    expect(() => contrastRatio('red', '#fff')).toThrow('Unsupported colour: red');
    expect(() => contrastRatio('#000', 'hsl(0 0% 100%)')).toThrow('Unsupported colour');
    expect(() => contrastRatio('#12', '#fff')).toThrow('Unsupported colour');
  });
});

describe('parseColour', () => {
  it('reads every hex length', () => {
    expect(parseColour('#abc')).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc, a: 1 });
    expect(parseColour('#ABCD')).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc, a: 0xdd / 255 });
    expect(parseColour('#9a4400')).toEqual({ r: 0x9a, g: 0x44, b: 0, a: 1 });
    expect(parseColour('#00000080')).toEqual({ r: 0, g: 0, b: 0, a: 128 / 255 });
  });

  it('reads legacy and modern rgb() syntaxes', () => {
    expect(parseColour('rgba(255, 184, 102, 0.28)')).toEqual({ r: 255, g: 184, b: 102, a: 0.28 });
    expect(parseColour('rgb(13 15 18 / 50%)')).toEqual({ r: 13, g: 15, b: 18, a: 0.5 });
    expect(parseColour('rgb(100%, 0%, 0%)')).toEqual({ r: 255, g: 0, b: 0, a: 1 });
  });
});

describe('the building blocks', () => {
  it('composites a half-transparent colour halfway', () => {
    const mixed = compositeOver(parseColour('rgba(255, 255, 255, 0.5)'), parseColour('#000'));
    expect(toHex(mixed)).toBe('#808080');
    expect(mixed.a).toBe(1);
  });

  it('gives white a luminance of 1 and black 0', () => {
    expect(relativeLuminance(parseColour('#fff'))).toBe(1);
    expect(relativeLuminance(parseColour('#000'))).toBe(0);
  });

  it('does not round a ratio up into a pass', () => {
    expect(meetsAa(4.5)).toEqual({ normalText: true, largeTextAndUi: true });
    expect(meetsAa(4.4999)).toEqual({ normalText: false, largeTextAndUi: true });
    expect(meetsAa(2.9999)).toEqual({ normalText: false, largeTextAndUi: false });
    expect(formatRatio(4.4999)).toBe('4.49:1');
    expect(formatRatio(contrastRatio('#000', '#fff'))).toBe('21.00:1');
    expect(formatRatio(contrastRatio('#777', '#fff'))).toBe('4.47:1');
  });
});
