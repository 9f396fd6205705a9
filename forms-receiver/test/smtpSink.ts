import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server inside the test: keeps every mail, parsed. Can go down and come back on its port. */
export class SmtpSink {
  readonly mails: ParsedMail[] = [];
  private server: SMTPServer | undefined;

  constructor(readonly port: number) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
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
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  about(text: string): ParsedMail[] {
    return this.mails.filter(
      (mail) => (mail.text ?? '').includes(text) || JSON.stringify(mail.to ?? '').includes(text),
    );
  }
}
