// A Vite plugin for the walk of one add in call order (shared/README.md, "The cart: one path"): each function of widgets/ and shared/ notes its file as it is entered.
import { relative } from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

declare global {
  /** The files entered, in order, while a walk records (undefined otherwise: the instrumented code does nothing). */
  var __sfWalk: string[] | undefined;
}

/** Our source files (no tests), as paths from the project root. */
const traced = (path: string) => /^(widgets|shared)\/.*\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path);

/** `code` with a note of `path` at the start of every function body (a concise arrow's expression is wrapped). */
export function instrument(code: string, path: string): string {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true, kind);
  const note = `globalThis.__sfWalk?.push(${JSON.stringify(path)})`;
  const inserts: { at: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    const body = ts.isFunctionLike(node) ? (node as ts.FunctionLikeDeclaration).body : undefined;
    if (body && ts.isBlock(body)) inserts.push({ at: body.getStart(source) + 1, text: `${note};` });
    else if (body) inserts.push({ at: body.getStart(source), text: `(${note}, ` }, { at: body.getEnd(), text: ')' });
    ts.forEachChild(node, visit);
  };
  visit(source);
  inserts.sort((a, b) => b.at - a.at);
  let out = code;
  for (const { at, text } of inserts) out = out.slice(0, at) + text + out.slice(at);
  return out;
}

export function traceEntries(root: string): Plugin {
  return {
    name: 'sf-walk-trace',
    enforce: 'pre',
    transform(code, id) {
      const path = relative(root, id.split('?')[0] ?? id);
      return traced(path) ? { code: instrument(code, path), map: null } : null;
    },
  };
}

/** The walk from the entries: each file as it is entered from another, and how many of those come back to one left. */
export function walkOf(entries: readonly string[]): { files: string[]; returns: number } {
  const files: string[] = [];
  for (const file of entries) if (files.at(-1) !== file) files.push(file);
  return { files, returns: files.length - new Set(files).size };
}
