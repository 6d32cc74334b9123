import { spawn } from 'node:child_process';
import type { SystemAccount } from './system-account';

export interface CommandResult {
  code: number | null;
  output: string;
}

/** At most this much of a command's output is kept for error messages. */
const MAX_OUTPUT_CHARS = 8_000;

/**
 * Runs a program to completion and collects its stdout and stderr together. `account` runs it as
 * another system user (PostgreSQL refuses to run as root). PG* variables of our own environment
 * are dropped so that they cannot point the tools at another server or data folder.
 */
export function runCommand(
  file: string,
  args: readonly string[],
  account: SystemAccount | null,
): Promise<CommandResult> {
  const env: NodeJS.ProcessEnv = { LC_ALL: 'C', LANG: 'C' };
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith('PG') && !key.startsWith('LC_') && key !== 'LANG') env[key] = value;
  }
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(account ? { uid: account.uid, gid: account.gid } : {}),
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-MAX_OUTPUT_CHARS);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output: output.trim() }));
  });
}

/** Like runCommand, but a non-zero exit becomes an error that quotes the program's output. */
export async function runCommandOrThrow(
  file: string,
  args: readonly string[],
  account: SystemAccount | null,
  what: string,
): Promise<string> {
  const result = await runCommand(file, args, account);
  if (result.code !== 0) {
    throw new Error(`${what} failed (exit code ${result.code}): ${result.output || 'no output'}`);
  }
  return result.output;
}
