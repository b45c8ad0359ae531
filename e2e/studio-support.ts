// A copy of the repository (tracked and new files, node_modules linked) with its own git history,
// and `npm run studio` started on it, so the studio's saves can be read back with `git diff`
// without touching the repository the tests run from. The session token is read from the address
// the studio prints, as an editor would; `withSession` gives a test's pages that session.
import type { BrowserContext } from '@playwright/test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

export const STUDIO_PORT = Number(process.env.STUDIO_PORT ?? 4451);
const SIM_PORT = Number(process.env.STUDIO_SIM_PORT ?? 4452);
export const studioOrigin = `http://127.0.0.1:${STUDIO_PORT}`;

export interface StudioCopy {
  root: string;
  origin: string;
  /** the session token, from the address the studio printed */
  token: string;
  /** `path` (e.g. '/studio/?path=/contact') with the session, as the printed address carries it */
  address(path?: string): string;
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

/** Every page of this context opens with the studio's session, as if from the printed address. */
export async function withSession(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript((t) => sessionStorage.setItem('studio.session', t), token);
}

export async function startStudio(ports = { studio: STUDIO_PORT, sim: SIM_PORT }): Promise<StudioCopy> {
  const { root, git } = copyRepository();
  const child: ChildProcess = spawn('npx', ['tsx', 'scripts/studio.ts'], {
    cwd: root,
    env: {
      ...process.env,
      STUDIO_PORT: String(ports.studio),
      SIM_PORT: String(ports.sim),
      SIM_SPEED: '40',
      VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  // a studio that stops while its tests still talk to it fails them with a reset connection: say why in the log
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping)
      console.error(
        `the studio on port ${ports.studio} stopped (${signal ?? `exit ${code}`}); it printed:\n${output.slice(-6000)}`,
      );
  });
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the studio stopped:\n${output}`);
    if (output.includes('SolShare studio:')) break;
    if (Date.now() - started > 120_000) throw new Error(`the studio did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const origin = `http://127.0.0.1:${ports.studio}`;
  const token = new RegExp(`${origin}/studio/#token=([\\w-]+)`).exec(output)?.[1];
  if (!token) throw new Error(`the studio printed no address with a token:\n${output}`);
  return {
    root,
    origin,
    token,
    address: (path = '/studio/') => `${origin}${path}#token=${token}`,
    git,
    read: (file) => readFileSync(join(root, file), 'utf8'),
    stop: async () => {
      stopping = true;
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
