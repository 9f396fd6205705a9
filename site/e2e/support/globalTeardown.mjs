export default async function globalTeardown() {
  await globalThis.__FOYER_NGINX__?.stop();
}
