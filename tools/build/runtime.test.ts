// The gates run on the Node that package.json pins as its `node` devDependency (docs/contributing.md "The toolchain and the commands"), whatever Node
// ran npm: the test process and the `node` a gate's tool resolves from PATH both.
// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
  engines: { node: string };
};
const pinned = `v${pkg.devDependencies.node}`;

describe('the Node the gates run on', () => {
  it('is the pinned node devDependency, an exact version', () => {
    expect(pkg.devDependencies.node).toMatch(/^\d+\.\d+\.\d+$/);
    expect(process.version).toBe(pinned);
  });

  it('is also the node on PATH, which the tools’ #!/usr/bin/env node lines run', () => {
    expect(execFileSync('node', ['-p', 'process.version'], { encoding: 'utf8' }).trim()).toBe(pinned);
  });

  it('meets package.json engines', () => {
    expect(pkg.engines.node).toBe(`>=${pinned.slice(1).split('.')[0]}`);
  });
});
