// The integrations catalogue must list every integration guide (the build checks it), so each
// generated copy of a guide gets a copy of its catalogue entry. Edited as text, not parsed and
// dumped, so the original entries stay byte for byte what the site ships.

const GENERATED_ID = /^- id: .*-copy-\d+$/;

/** Splits content/integrations.yaml into its leading comments and one block per `- id:` entry. */
function splitEntries(text) {
  const [head, ...entries] = text.split(/^(?=- id: )/m);
  return { head, entries };
}

function suffixName(name, copy) {
  const quoted = name.match(/^(["'])(.*)\1$/);
  return quoted ? `${quoted[1]}${quoted[2]} (copy ${copy})${quoted[1]}` : `${name} (copy ${copy})`;
}

function copyEntry(entry, copy) {
  return entry
    .replace(/^- id: (.+)$/m, `- id: $1-copy-${copy}`)
    .replace(/^ {2}doc: (.+)$/m, `  doc: $1-copy-${copy}`)
    .replace(/^ {2}name: (.+)$/m, (_, name) => `  name: ${suffixName(name, copy)}`);
}

/**
 * The catalogue with (times - 1) copies of each original entry appended, pointing at the guides'
 * copies (`<doc>-copy-<n>`). Copies from an earlier run are dropped first.
 */
export function multiplyCatalogue(text, times) {
  const { head, entries } = splitEntries(text);
  const originals = entries.filter((entry) => !GENERATED_ID.test(entry.split('\n')[0]));
  const withNewline = (entry) => (entry.endsWith('\n') ? entry : `${entry}\n`);
  const copies = [];
  for (let copy = 2; copy <= times; copy += 1) {
    for (const entry of originals) copies.push(copyEntry(withNewline(entry), copy));
  }
  return [head, ...originals.map(withNewline), ...copies].join('');
}
