import { highlightSegments } from './highlightSegments';

describe('highlightSegments', () => {
  it('splits a highlighted value into plain and matched text', () => {
    expect(highlightSegments('Run <mark>Docker</mark> on a <mark>NAS</mark>')).toEqual([
      { text: 'Run ', highlighted: false },
      { text: 'Docker', highlighted: true },
      { text: ' on a ', highlighted: false },
      { text: 'NAS', highlighted: true },
    ]);
  });

  it('turns escaped markup back into text, never into HTML', () => {
    expect(
      highlightSegments('&lt;img src=x&gt; &amp; &quot;a&quot; &#39;b&#x27; <mark>Zigbee</mark>'),
    ).toEqual([
      { text: '<img src=x> & "a" \'b\' ', highlighted: false },
      { text: 'Zigbee', highlighted: true },
    ]);
  });

  it('reads other tags, and a tag left open to the end', () => {
    expect(highlightSegments('a [em]b[/em] [em]c', '[em]', '[/em]')).toEqual([
      { text: 'a ', highlighted: false },
      { text: 'b', highlighted: true },
      { text: ' ', highlighted: false },
      { text: 'c', highlighted: true },
    ]);
  });

  it('gives nothing for an empty value', () => {
    expect(highlightSegments('')).toEqual([]);
  });
});
