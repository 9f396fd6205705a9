import { useTranslation } from 'react-i18next';
import { CodeBlock } from '@foyer/design-system';

export interface MdxCodeBlockProps {
  /** The code, highlighted at build time (remarkCodeBlocks). */
  html: string;
  /** The code as text, for the copy button. */
  code: string;
  language?: string;
  title?: string;
}

/**
 * A fenced code block of MDX, with its copy button in the page's language. It loads as an
 * island (src/lazy/islands.ts): the highlighted code is in the server HTML, and only its
 * copy button waits for this code.
 */
export function MdxCodeBlock(props: MdxCodeBlockProps) {
  const { t } = useTranslation('common');
  return (
    <CodeBlock
      {...props}
      labels={{
        copy: t('mdx.code.copy'),
        copied: t('mdx.code.copied'),
        copyFailed: t('mdx.code.copyFailed'),
      }}
    />
  );
}
