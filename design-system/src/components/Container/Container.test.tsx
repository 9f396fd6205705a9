import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { Container } from './Container';

describe('Container', () => {
  it('is a plain box by default and keeps the host’s attributes and class', () => {
    render(
      <Container data-testid="box" className="host-class" id="top">
        Content
      </Container>,
    );
    const box = screen.getByTestId('box');
    expect(box.tagName).toBe('DIV');
    expect(box).toHaveAttribute('id', 'top');
    expect(box.className).toMatch(/host-class/);
    expect(box).toHaveTextContent('Content');
  });

  it('renders the element `as` names, e.g. the page’s main landmark, with its ref', () => {
    const ref = createRef<HTMLElement>();
    render(
      <Container as="main" ref={ref} tabIndex={-1}>
        Content
      </Container>,
    );
    expect(screen.getByRole('main')).toBe(ref.current);
    expect(ref.current).toHaveAttribute('tabindex', '-1');
  });

  it('narrows to the reading width on request', () => {
    render(
      <>
        <Container data-testid="page">A</Container>
        <Container data-testid="prose" width="prose">
          B
        </Container>
      </>,
    );
    const page = screen.getByTestId('page').className.split(' ');
    const prose = screen.getByTestId('prose').className.split(' ');
    expect(prose.length).toBe(page.length + 1);
    expect(prose).toEqual(expect.arrayContaining(page));
  });
});
