// Opening PGlite takes seconds (WebAssembly start-up), more while the other projects
// run beside it on two cores. `testTimeout` in this file's project config is ignored
// when the root config runs the projects together, so it is set here.
jest.setTimeout(30_000);
