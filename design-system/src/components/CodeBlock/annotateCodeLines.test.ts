import { annotateCodeLines, copyableCode, splitHighlightedLines } from './annotateCodeLines';
import { codeLineLabelsFr } from './codeLines.labels.fr';

const comment = (text: string) => `<span class="token comment">${text}</span>`;
const key = (name: string) =>
  `<span class="token key atrule">${name}</span><span class="token punctuation">:</span>`;

/** The text of some HTML, as a reader's browser shows it (tags out, entities read). */
function textOf(html: string): string {
  const element = document.createElement('code');
  element.innerHTML = html;
  return element.textContent ?? '';
}

describe('splitHighlightedLines', () => {
  it('cuts plain tokens at line ends', () => {
    expect(splitHighlightedLines(`${key('services')}\n  ${key('foyer')}`)).toEqual([
      key('services'),
      `  ${key('foyer')}`,
    ]);
  });

  it('closes a multi-line comment at each line end and opens it again on the next line', () => {
    const html = `<span class="token keyword">const</span> a <span class="token operator">=</span> 1<span class="token punctuation">;</span>\n${comment('/* The first line\n   the second\n   the end */')}\nrun<span class="token punctuation">(</span><span class="token punctuation">)</span>`;
    const lines = splitHighlightedLines(html);
    expect(lines).toEqual([
      '<span class="token keyword">const</span> a <span class="token operator">=</span> 1<span class="token punctuation">;</span>',
      comment('/* The first line'),
      comment('   the second'),
      comment('   the end */'),
      'run<span class="token punctuation">(</span><span class="token punctuation">)</span>',
    ]);
    // Each line stands alone: parsed on its own, it gives back its text and no stray tag.
    for (const line of lines) {
      const element = document.createElement('span');
      element.innerHTML = line;
      expect(element.innerHTML).toBe(line);
    }
  });

  it('reopens nested tokens with their attributes, innermost last', () => {
    const html =
      '<span class="token string">"Bearer <span class="token variable">$A\nB</span> tail\nend"</span>';
    expect(splitHighlightedLines(html)).toEqual([
      '<span class="token string">"Bearer <span class="token variable">$A</span></span>',
      '<span class="token string"><span class="token variable">B</span> tail</span>',
      '<span class="token string">end"</span>',
    ]);
  });

  it('keeps empty lines and escaped characters, and ends at a final line break', () => {
    expect(splitHighlightedLines('a &lt; b\n\nc &amp; d\n')).toEqual(['a &lt; b', '', 'c &amp; d']);
    expect(splitHighlightedLines('')).toEqual(['']);
  });
});

describe('annotateCodeLines', () => {
  const html = `${key('services')}\n  ${key('foyer')}\n    ${key('image')} foyer:4\n    ${key('restart')} always`;

  it('wraps every line, marks the chosen ones and writes a note before each marked line', () => {
    const annotated = annotateCodeLines(html, { marks: { highlighted: [1], inserted: [3], removed: [4] } });
    const container = document.createElement('code');
    container.innerHTML = annotated;
    const lines = [...container.querySelectorAll('[data-code-lines] > [data-line]')];
    expect(lines).toHaveLength(4);
    expect(lines.map((line) => line.getAttribute('data-line-mark'))).toEqual([
      'highlighted',
      null,
      'inserted',
      'removed',
    ]);
    expect(lines.map((line) => line.querySelector('[data-line-note]')?.textContent)).toEqual([
      'Highlighted line: ',
      undefined,
      'Added line: ',
      'Removed line: ',
    ]);
    expect(container.querySelector('[data-code-lines]')).toHaveAttribute('data-line-signs');
    expect(container.querySelector('[data-code-lines]')).not.toHaveAttribute('data-line-numbers');
  });

  it('leaves the text of the code as it was, apart from the notes', () => {
    const annotated = annotateCodeLines(html, { marks: { inserted: [3] }, lineNumbers: true });
    const withoutNotes = annotated.replace(/<span data-line-note>[^<]*<\/span>/g, '');
    expect(textOf(withoutNotes)).toBe(textOf(html));
  });

  it('has no diff signs for highlighting alone, and says how many digits the line numbers take', () => {
    const twelveLines = Array.from({ length: 12 }, (_, index) => `line ${index + 1}`).join('\n');
    const annotated = annotateCodeLines(twelveLines, { marks: { highlighted: [2] }, lineNumbers: true });
    expect(annotated.startsWith('<span data-code-lines data-line-numbers="2">')).toBe(true);
    expect(annotated).not.toContain('data-line-signs');
  });

  it('writes the notes in the language it is given, escaped', () => {
    expect(annotateCodeLines('a', { marks: { inserted: [1] }, labels: codeLineLabelsFr })).toContain(
      '<span data-line-note>Ligne ajoutée\u00a0: </span>',
    );
    expect(
      annotateCodeLines('a', { marks: { highlighted: [1] }, labels: { highlighted: '<Look>' } }),
    ).toContain('<span data-line-note>&lt;Look&gt; </span>');
  });

  it('refuses a mark beyond the last line and a line with two marks', () => {
    expect(() => annotateCodeLines(html, { marks: { highlighted: [5] } })).toThrow(
      'Line 5 is marked highlighted, but the code has lines 1 to 4.',
    );
    expect(() => annotateCodeLines(html, { marks: { inserted: [2], removed: [2] } })).toThrow(
      'Line 2 is marked both inserted and removed',
    );
  });
});

describe('copyableCode', () => {
  it('leaves removed lines out and keeps the others as written', () => {
    expect(copyableCode('a\nold\nnew\nb', { removed: [2], inserted: [3] })).toBe('a\nnew\nb');
    expect(copyableCode('a\nb', { highlighted: [1] })).toBe('a\nb');
  });
});
