/**
 * Start and stop of the receiver process, safe at any moment. This module imports
 * nothing, so server.ts installs the signal handlers before the rest of the receiver
 * (Fastify, PGlite…) is even loaded: a SIGTERM during start is a clean stop too.
 */
export class Lifecycle {
  private readonly closers: Array<() => Promise<void> | void> = [];
  private signal: string | undefined;
  private starting: Promise<void> = Promise.resolve();

  /** True once a stop was asked for: start checks it between steps and goes no further. */
  get stopping(): boolean {
    return this.signal !== undefined;
  }

  /** What to close at stop; closed in the reverse order they were added (the store last). */
  onStop(close: () => Promise<void> | void): void {
    this.closers.push(close);
  }

  listen(): void {
    process.on('SIGTERM', () => void this.stop('SIGTERM'));
    process.on('SIGINT', () => void this.stop('SIGINT'));
  }

  /** Runs `start`; a failure ends the process with code 1, unless a stop was asked for meanwhile. */
  start(start: () => Promise<void>): void {
    this.starting = start().catch(async (error: unknown) => {
      if (this.stopping) return;
      console.error(
        `forms receiver failed to start: ${error instanceof Error ? error.message : String(error)}`,
      );
      await this.closeAll();
      process.exit(1);
    });
  }

  private async closeAll(): Promise<void> {
    for (const close of this.closers.splice(0).reverse()) {
      try {
        await close();
      } catch (error) {
        console.error(
          `forms receiver: while stopping: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }

  /** Waits for the step of the start under way, closes what was opened, exits 0. */
  async stop(signal: string): Promise<void> {
    if (this.stopping) return;
    this.signal = signal;
    console.log(`forms receiver stopping (${signal})`);
    await this.starting;
    await this.closeAll();
    console.log('forms receiver stopped');
    process.exit(0);
  }
}
