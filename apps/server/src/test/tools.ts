import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { it } from 'vitest';

/** Whether a command-line tool (pdfsig, xmllint, pdftotext, certutil) is on the PATH. */
export function hasTool(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;
}

/**
 * `it` for a test that needs a system tool. On a developer's machine without the tool the
 * test is skipped; in CI (CI set) it always runs, so a missing tool fails instead of hiding.
 */
export function itWithTool(...tools: string[]): (name: string, fn: () => Promise<void> | void, timeout?: number) => void {
  const runs = tools.every(hasTool) || Boolean(process.env.CI);
  return (name, fn, timeout) => (runs ? it : it.skip)(name, fn, timeout);
}

export interface ToolResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function run(command: string, args: string[]): ToolResult {
  const r = spawnSync(command, args, { encoding: 'utf8' });
  if (r.error) throw r.error;
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Runs `fn` with the files written to a fresh temporary folder, then removes it. */
export function withFiles<T>(files: Record<string, Uint8Array | string>, fn: (dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'bel-files-'));
  try {
    for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(dir, name), bytes);
    return fn(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
