import fs from 'node:fs';
import path from 'node:path';
import postcss, { type ChildNode, type Root } from 'postcss';
import { layerNames } from './layerNames';

/**
 * Host CSS must win over the package's whatever the load order: that holds only if
 * every rule the package ships sits in one of its cascade layers, and the order of
 * those layers is stated before any of them. Reads the built stylesheets
 * (`yarn workspace @foyer/design-system build` first), so a `.css.ts` file that
 * forgets its layer fails here.
 */
const distDir = path.resolve(__dirname, '../../dist');
const stylesheets = ['styles.css', 'global.css', 'reset.css'];
const order = Object.values(layerNames);

function parse(file: string): Root {
  const fullPath = path.join(distDir, file);
  if (!fs.existsSync(fullPath)) {
    throw new Error(`${fullPath} is missing: run \`yarn workspace @foyer/design-system build\` first`);
  }
  return postcss.parse(fs.readFileSync(fullPath, 'utf8'));
}

const isLayerStatement = (node: ChildNode): boolean =>
  node.type === 'atrule' && node.name === 'layer' && node.nodes === undefined;

/** Keyframes cannot be layered meaningfully: an animation name is not cascaded. */
const isKeyframes = (node: ChildNode) => node.type === 'atrule' && /keyframes$/.test(node.name);

/** Every style rule or at-rule with a body, outside any `@layer foyer.*` block. */
function unlayered(root: Root): string[] {
  const found: string[] = [];
  const visit = (node: ChildNode, layered: boolean) => {
    if (node.type === 'comment' || isLayerStatement(node) || isKeyframes(node)) return;
    if (node.type === 'atrule' && node.name === 'layer') {
      const inFoyer = layered || order.some((name) => node.params.trim() === name);
      node.nodes?.forEach((child) => visit(child, inFoyer));
      return;
    }
    if (node.type === 'decl') return;
    if (!layered) found.push(node.type === 'rule' ? node.selector : `@${node.name} ${node.params}`);
    if (node.type === 'atrule') node.nodes?.forEach((child) => visit(child, layered));
  };
  root.nodes.forEach((node) => visit(node, false));
  return found;
}

describe.each(stylesheets)('dist/%s', (file) => {
  it('states the order of the foyer layers before any rule', () => {
    const [first] = parse(file).nodes;
    expect(first?.type === 'atrule' && first.name === 'layer' ? first.params : first?.toString()).toBe(
      order.join(', '),
    );
  });

  it('puts every rule in a foyer layer', () => {
    expect(unlayered(parse(file))).toEqual([]);
  });
});

describe('the layer check', () => {
  it('sees a rule outside the layers, even after layered ones', () => {
    const root = postcss.parse(
      '@layer foyer.reset, foyer.base, foyer.components;@layer foyer.components{.a{color:red}}.b{color:blue}@media (min-width:1px){.c{color:red}}',
    );
    expect(unlayered(root)).toEqual(['.b', '@media (min-width:1px)', '.c']);
  });
});
