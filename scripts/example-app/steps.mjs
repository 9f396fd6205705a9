/** Runs one named step, printing how long it took; a failure names the step and stops the run. */
export async function step(name, action) {
  const started = Date.now();
  try {
    const result = await action();
    console.log(`  ✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return result;
  } catch (error) {
    console.log(`  ✗ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    throw new Error(`${name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** Fails the current step with `message` unless `condition` holds. */
export function check(condition, message) {
  if (!condition) throw new Error(message);
}
