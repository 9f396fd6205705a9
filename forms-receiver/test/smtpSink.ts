import { createServer, type Socket } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server inside the test: keeps every mail, parsed. Can go down and come back on its port. */
export class SmtpSink {
  readonly mails: ParsedMail[] = [];
  private server: SMTPServer | undefined;

  /** `greetingDelayMs`: how long the server waits before it greets each connection (a slow or distant server). */
  constructor(
    readonly port: number,
    private readonly options: { greetingDelayMs?: number } = {},
  ) {}

  /** Connections opened to this server since it started. */
  connections = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // The greeting is sent once onConnect calls back.
      onConnect: (_session, done) => {
        this.connections += 1;
        setTimeout(() => done(), this.options.greetingDelayMs ?? 0);
      },
      onData: (stream, _session, done) => {
        simpleParser(stream).then(
          (mail) => {
            this.mails.push(mail);
            done();
          },
          (error: Error) => done(error),
        );
      },
    });
    const server = this.server;
    // A client killed in the middle of a session (a receiver under SIGKILL) resets its connection.
    server.on('error', () => undefined);
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** How often each Message-ID arrived (a count above 1 is a copy). */
  messageIds(): Map<string, number> {
    const seen = new Map<string, number>();
    for (const mail of this.mails) seen.set(mail.messageId ?? '', (seen.get(mail.messageId ?? '') ?? 0) + 1);
    return seen;
  }

  about(text: string): ParsedMail[] {
    return this.mails.filter(
      (mail) => (mail.text ?? '').includes(text) || JSON.stringify(mail.to ?? '').includes(text),
    );
  }
}

/** A TCP port that accepts connections and never says anything: an SMTP server that hangs. */
export async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  return {
    port: address.port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
