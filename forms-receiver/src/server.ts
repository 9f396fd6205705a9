import { Lifecycle } from './lifecycle';

// First of all, before the receiver's modules load (a second or more on a busy machine):
// from here on, SIGTERM and SIGINT stop the process cleanly whatever it is doing.
const lifecycle = new Lifecycle();
lifecycle.listen();
// From this line on a signal is a clean stop (Node's own start, a few tens of ms, is before it).
console.log(`forms receiver starting (pid ${process.pid})`);
lifecycle.start(async () => {
  const { runReceiver } = await import('./receiver');
  await runReceiver(lifecycle);
});
