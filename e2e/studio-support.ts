// A copy of the repository (tracked and new files, node_modules linked) with its own git history,
// and `npm run studio` started on it, so the studio's saves can be read back with `git diff`
// without touching the repository the tests run from.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

export const STUDIO_PORT = Number(process.env.STUDIO_PORT ?? 4451);
const SIM_PORT = Number(process.env.STUDIO_SIM_PORT ?? 4452);
export const studioOrigin = `http://127.0.0.1:${STUDIO_PORT}`;

export interface StudioCopy {
  root: string;
  git(...args: string[]): string;
  read(file: string): string;
  stop(): Promise<void>;
}

export function copyRepository(): { root: string; git(...args: string[]): string } {
  const source = resolve('.');
  const root = mkdtempSync(join(tmpdir(), 'solshare-studio-e2e-'));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: source, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    cpSync(join(source, file), join(root, file));
  }
  symlinkSync(join(source, 'node_modules'), join(root, 'node_modules'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
  git('init', '-q');
  git('-c', 'user.name=Studio test', '-c', 'user.email=studio@example.com', 'add', '-A');
  git('-c', 'user.name=Studio test', '-c', 'user.email=studio@example.com', 'commit', '-q', '-m', 'copy');
  git('config', 'user.name', 'Studio test');
  git('config', 'user.email', 'studio@example.com');
  return { root, git };
}

export async function startStudio(): Promise<StudioCopy> {
  const { root, git } = copyRepository();
  const child: ChildProcess = spawn('npx', ['tsx', 'scripts/studio.ts'], {
    cwd: root,
    env: {
      ...process.env,
      STUDIO_PORT: String(STUDIO_PORT),
      SIM_PORT: String(SIM_PORT),
      SIM_SPEED: '40',
      VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the studio stopped:\n${output}`);
    if (output.includes('SolShare studio:')) break;
    if (Date.now() - started > 120_000) throw new Error(`the studio did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    root,
    git,
    read: (file) => readFileSync(join(root, file), 'utf8'),
    stop: async () => {
      if (child.pid && child.exitCode === null) {
        process.kill(-child.pid, 'SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The comment lines of a YAML text, in order. */
export const yamlComments = (text: string): string[] => text.split('\n').filter((l) => l.trim().startsWith('#'));
