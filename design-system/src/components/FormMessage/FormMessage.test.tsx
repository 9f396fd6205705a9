import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { FormMessage } from './FormMessage';

describe('FormMessage', () => {
  it('reports a success politely, as a status', () => {
    render(<FormMessage tone="success">Message envoyé avec succès !</FormMessage>);
    expect(screen.getByRole('status')).toHaveTextContent('Message envoyé avec succès !');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('reports an error at once, as an alert, with its title', () => {
    render(
      <FormMessage tone="error" title="Network error">
        Check your connection, then send again.
      </FormMessage>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Network error');
    expect(alert).toHaveTextContent('Check your connection, then send again.');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows nothing without content, but keeps its live regions in place for what comes', () => {
    const { rerender } = render(<FormMessage tone="success" />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();

    rerender(<FormMessage tone="success">Message sent successfully!</FormMessage>);
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Message sent successfully!');
  });

  it('moves its text to the alert region when the outcome turns to an error', () => {
    const { rerender } = render(<FormMessage tone="success">Sent</FormMessage>);
    const alert = screen.getByRole('alert');
    rerender(<FormMessage tone="error" title="Erreur réseau" />);
    expect(screen.getByRole('alert')).toBe(alert);
    expect(alert).toHaveTextContent('Erreur réseau');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('has no axe violations in either tone', async () => {
    const { container } = render(
      <>
        <FormMessage tone="success" title="Done">
          Message sent successfully!
        </FormMessage>
        <FormMessage tone="error" title="Network error" />
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
