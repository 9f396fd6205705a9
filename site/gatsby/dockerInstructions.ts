/**
 * The docs give one way to install Docker: Docker's own APT repository, whose
 * packages include the Compose v2 plugin (`docker compose`). Debian 12's `docker.io`
 * has no Compose v2, so a page that installs it, or runs the hyphenated Compose v1
 * program, leaves readers unable to follow the Compose and companion guides.
 */
const APT_INSTALL = /\bapt(?:-get)?\s+install\b([^`\n]*)/g;
const COMPOSE_V1_COMMAND =
  /(?:^|[\s`(;&|])(?:sudo\s+)?docker-compose\s+(?:up|down|pull|ps|logs|run|exec|stop|start|restart|build|config|version|-f)\b/m;
const DOCKER_REPOSITORY_SOURCE = 'signed-by=/etc/apt/keyrings/docker.asc';
const DOCKER_PACKAGES = ['docker-ce', 'docker-ce-cli', 'containerd.io', 'docker-compose-plugin'];

function installedPackages(source: string): string[][] {
  return [...source.matchAll(APT_INSTALL)].map((match) =>
    (match[1] ?? '').split(/\s+/).filter((word) => word && !word.startsWith('-')),
  );
}

/** What is wrong with the Docker instructions of one docs page, in words a writer can act on. */
export function dockerInstructionProblems(source: string): string[] {
  const problems: string[] = [];
  for (const packages of installedPackages(source)) {
    if (packages.includes('docker.io')) problems.push('installs Debian’s docker.io, which has no Compose v2');
    if (packages.includes('docker-compose')) problems.push('installs the Compose v1 package docker-compose');
    if (packages.includes('docker-ce')) {
      const missing = DOCKER_PACKAGES.filter((name) => !packages.includes(name));
      if (missing.length > 0) problems.push(`installs docker-ce without ${missing.join(', ')}`);
      if (!source.includes(DOCKER_REPOSITORY_SOURCE)) {
        problems.push('installs docker-ce without adding Docker’s APT repository');
      }
    }
  }
  if (COMPOSE_V1_COMMAND.test(source)) problems.push('runs the hyphenated Compose v1 command docker-compose');
  return problems;
}
