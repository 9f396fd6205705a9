import { createHmac } from 'node:crypto';
import http from 'node:http';

export interface Handoff {
  body: { id: string; email: string; language: string; receivedAt: string };
  idempotencyKey: string | undefined;
  signatureValid: boolean;
}

/** A fake Plus service: answers 503 while `up` is false, else keeps each signed hand-off and answers 201. */
export class PlusService {
  up = true;
  readonly received: Handoff[] = [];
  private server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      if (!this.up) {
        response.writeHead(503).end();
        return;
      }
      const expected = `sha256=${createHmac('sha256', this.secret).update(raw).digest('hex')}`;
      this.received.push({
        body: JSON.parse(raw) as Handoff['body'],
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        signatureValid: request.headers['x-foyer-signature'] === expected,
      });
      response.writeHead(201).end();
    });
  });

  constructor(readonly secret: string) {}

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    if (typeof address !== 'object' || !address) throw new Error('no address');
    return `http://127.0.0.1:${address.port}/signups`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }

  about(email: string): Handoff[] {
    return this.received.filter((handoff) => handoff.body.email === email);
  }
}
