/**
 * Guides built on one outline ("Prerequisites", "Setup", "Troubleshooting"…) should
 * read the same in French from one guide to the next: a repeated English heading
 * gets one French translation, so readers and links find the same words everywhere.
 */
export interface TranslatedGuide {
  name: string;
  english: string;
  french: string;
}

/**
 * Level 2 and 3 headings of an MDX source, in order, without step numbers
 * ("2. Connect Foyer" is the "Connect Foyer" heading). Code blocks are skipped,
 * since a shell comment there looks like a heading.
 */
export function outlineHeadings(source: string): string[] {
  return source
    .replace(/```[\s\S]*?```/g, '')
    .split('\n')
    .flatMap((line) => {
      const match = /^#{2,3}\s+(.+?)\s*$/.exec(line);
      return match?.[1] ? [match[1].replace(/^\d+\.\s+/, '')] : [];
    });
}

/** English headings translated in more than one way, and guides whose outlines differ. */
export function headingTranslationProblems(guides: TranslatedGuide[]): string[] {
  const problems: string[] = [];
  const translations = new Map<string, Map<string, string[]>>();
  for (const guide of guides) {
    const english = outlineHeadings(guide.english);
    const french = outlineHeadings(guide.french);
    if (english.length !== french.length) {
      problems.push(`${guide.name}: ${english.length} headings in English, ${french.length} in French`);
      continue;
    }
    english.forEach((heading, index) => {
      const byFrench = translations.get(heading) ?? new Map<string, string[]>();
      const translation = french[index] ?? '';
      byFrench.set(translation, [...(byFrench.get(translation) ?? []), guide.name]);
      translations.set(heading, byFrench);
    });
  }
  for (const [heading, byFrench] of translations) {
    if (byFrench.size < 2) continue;
    const variants = [...byFrench].map(([french, names]) => `"${french}" (${names.join(', ')})`);
    problems.push(`"${heading}" is translated ${byFrench.size} ways: ${variants.join('; ')}`);
  }
  return problems;
}
