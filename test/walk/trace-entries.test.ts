// The walk tracer notes a file at every function entry, concise arrows included, and counts the returns to a file left.
import { instrument, walkOf } from './trace-entries.ts';

describe('instrument', () => {
  it('notes the file at the start of every function body, arrows with an expression body too', () => {
    const out = instrument(
      'export function a(x: number): number { return x; }\nconst b = (y: string) => ({ y });\nclass C { m() {} }\n',
      'shared/x.ts',
    );
    const note = 'globalThis.__sfWalk?.push("shared/x.ts")';
    expect(out).toBe(
      `export function a(x: number): number {${note}; return x; }\nconst b = (y: string) => (${note}, ({ y }));\nclass C { m() {${note};} }\n`,
    );
  });

  it('leaves a body-less signature alone', () => {
    const code = 'export declare function f(): void;\ntype F = (a: number) => void;\n';
    expect(instrument(code, 'shared/y.ts')).toBe(code);
  });
});

describe('walkOf', () => {
  it('keeps one step per file entered from another, and counts the steps back into a file already left', () => {
    expect(walkOf(['a', 'a', 'b', 'a', 'c', 'c', 'b'])).toEqual({ files: ['a', 'b', 'a', 'c', 'b'], returns: 2 });
    expect(walkOf([])).toEqual({ files: [], returns: 0 });
  });
});
