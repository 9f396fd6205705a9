/**
 * The `docker run` shown on the home page: the same command as the "Start Foyer"
 * step of docs/installation/docker.mdx (image, host network, privileged, data
 * folder, Docker socket, time zone; see content/FACTS.md). Change both together.
 */
export const DOCKER_RUN_COMMAND = [
  'sudo docker run -d \\',
  '  --name foyer \\',
  '  --restart unless-stopped \\',
  '  --network host \\',
  '  --privileged \\',
  '  -e TZ=Europe/Paris \\',
  '  -v /var/run/docker.sock:/var/run/docker.sock \\',
  '  -v /var/lib/foyer:/var/lib/foyer \\',
  '  -v /dev:/dev \\',
  '  registry.foyer.example/foyer/foyer:4',
].join('\n');

/** The design system's CodeBlock takes HTML; this plain command only needs escaping. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
