/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { NewerTwinNotice } from './NewerTwinNotice';

describe('NewerTwinNotice', () => {
  it('says its sentence in the page’s language, then links to the twin in the twin’s language', () => {
    const { container } = render(
      <NewerTwinNotice
        twin={{
          notice: 'La version anglaise de cette page est plus récente\u00a0:',
          href: '/docs/api/rest-api/',
          language: 'en',
          title: 'REST API',
        }}
      />,
    );
    expect(container.textContent).toBe('La version anglaise de cette page est plus récente\u00a0: REST API');
    const link = screen.getByRole('link', { name: 'REST API' });
    expect(link).toHaveAttribute('href', '/docs/api/rest-api/');
    expect(link).toHaveAttribute('hreflang', 'en');
    expect(link).toHaveAttribute('lang', 'en');
    // The page around it stays in its own language.
    expect(container.querySelector('p')).not.toHaveAttribute('lang');
  });
});
