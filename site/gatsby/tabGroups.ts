/**
 * Tabs of the same choice share a `groupId`, so a reader who picked "Docker Compose"
 * on one page sees it on the next. That works only if every page calls the choice and
 * its values the same way: one group name, one value per option, and one label per
 * value in each language. These checks read the MDX source of the docs.
 */

/** The choices the docs offer in more than one place. A new group is added here first. */
export const TAB_GROUPS = ['install-method', 'operating-system', 'client'] as const;

export interface TabSet {
  groupId: string | undefined;
  /** `value=label` of each tab, in order. */
  tabs: { value: string; label: string }[];
}

const TABS = /<Tabs\b([^>]*)>([\s\S]*?)<\/Tabs>/g;
const TAB_ITEM = /<TabItem\b([^>]*)>/g;

function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];
}

/** The tab sets of an MDX page, outside code fences. */
export function tabSetsOf(source: string): TabSet[] {
  const withoutFences = source.replace(/^```[\s\S]*?^```/gm, '');
  return [...withoutFences.matchAll(TABS)].map(([, attributes = '', body = '']) => ({
    groupId: attribute(attributes, 'groupId'),
    tabs: [...body.matchAll(TAB_ITEM)].map(([, itemAttributes = '']) => ({
      value: attribute(itemAttributes, 'value') ?? '',
      label: attribute(itemAttributes, 'label') ?? '',
    })),
  }));
}

export interface TabPage {
  name: string;
  english: string;
  french: string;
}

/** What is inconsistent in the docs' tab groups, in words a writer can act on. */
export function tabGroupProblems(pages: TabPage[]): string[] {
  const problems: string[] = [];
  const labels = new Map<string, Map<string, string[]>>();
  const known: readonly string[] = TAB_GROUPS;
  for (const page of pages) {
    for (const [language, source] of [
      ['en', page.english],
      ['fr', page.french],
    ] as const) {
      for (const set of tabSetsOf(source)) {
        if (set.groupId === undefined) continue;
        if (!known.includes(set.groupId)) {
          problems.push(
            `${page.name} (${language}): unknown groupId "${set.groupId}" (known: ${known.join(', ')})`,
          );
        }
        for (const { value, label } of set.tabs) {
          if (!/^[\w-]+$/.test(value)) problems.push(`${page.name}: value "${value}" cannot be remembered`);
          const key = `${language} ${set.groupId} ${value}`;
          const byLabel = labels.get(key) ?? new Map<string, string[]>();
          byLabel.set(label, [...(byLabel.get(label) ?? []), page.name]);
          labels.set(key, byLabel);
        }
      }
    }
    const shape = (source: string) =>
      tabSetsOf(source).map((set) => `${set.groupId ?? '-'}: ${set.tabs.map((tab) => tab.value).join(', ')}`);
    if (shape(page.english).join('\n') !== shape(page.french).join('\n')) {
      problems.push(`${page.name}: the English and French tabs differ in groups or values`);
    }
  }
  for (const [key, byLabel] of labels) {
    if (byLabel.size > 1) {
      const ways = [...byLabel].map(([label, names]) => `"${label}" (${names.join(', ')})`).join('; ');
      problems.push(`${key} is labelled ${byLabel.size} ways: ${ways}`);
    }
  }
  return problems;
}
