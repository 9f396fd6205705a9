#!/usr/bin/env node
// From a fresh clone: install the workspace, build the site and the forms receiver,
// serve both on :9000 (nginx in front, the receiver behind /api/, the design system's
// Storybook at /storybook/).
import { yarn } from './lib/run.mjs';
import { ensureDebianPackages } from './lib/systemPackages.mjs';

const step = async (label, promise) => {
  console.log(`\n▶ ${label}`);
  const code = await promise;
  if (code !== 0) {
    console.error(`✖ ${label} failed (exit ${code})`);
    process.exit(code);
  }
};

await step(
  'Installing dependencies (yarn 1.22.22)',
  yarn(['install', '--frozen-lockfile', '--non-interactive']),
);
// Before the build, so a missing server stops the command in seconds, not minutes.
await step(
  'Checking for nginx, the reference host (installed with apt as root)',
  ensureDebianPackages(['nginx-light'], 'Serving the site like its reference host (nginx) would'),
);
await step('Building the forms receiver', yarn(['build:forms']));
await step('Building the site', yarn(['build']));
// Served at /storybook/ beside the site, for the teams that adopt the design system.
await step("Building the design system's Storybook", yarn(['build-storybook']));
// In this process, not a child: a SIGINT or SIGTERM sent to `npm start` alone (a
// process manager, `kill`) then reaches serve.mjs's handlers, which stop nginx and the
// receiver, instead of leaving them running behind an exited command.
await import('./serve.mjs');
