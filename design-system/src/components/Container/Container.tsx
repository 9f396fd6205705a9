import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './Container.css';

/** Elements a page container may be: a landmark or a plain box. */
export type ContainerElement = 'div' | 'main' | 'section' | 'article' | 'header' | 'footer' | 'nav' | 'aside';

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /**
   * The element rendered; `main` makes it the page's main landmark.
   * @default div
   */
  as?: ContainerElement;
  /** `content` (the theme's page width, the default) or `prose` (the theme's reading width). */
  width?: 'content' | 'prose';
  /** The page's content. */
  children?: ReactNode;
}

/**
 * Centres the page's content at the theme's maximum width, with side padding that
 * grows on wide screens so text never touches the viewport's edge.
 */
export const Container = forwardRef<HTMLElement, ContainerProps>(function Container(
  { as: Element = 'div', width = 'content', className, children, ...elementProps },
  ref,
) {
  const classes = [styles.container, width === 'prose' ? styles.prose : undefined, className]
    .filter(Boolean)
    .join(' ');
  return (
    // The ref's element type follows `as`; HTMLElement is what all of them share.
    <Element {...elementProps} ref={ref as never} className={classes}>
      {children}
    </Element>
  );
});
