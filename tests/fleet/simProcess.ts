// The simulator as a child process on 127.0.0.1 (a free port), for screen tests that run in jsdom:
// the simulator reads its contract from disk with Node's URL, which jsdom's URL global replaces.
import { spawn, type ChildProcess } from 'node:child_process';

export interface SimProcess {
  url: string;
  close(): Promise<void>;
}

export function startSimProcess(speed = 200): Promise<SimProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'simulator/main.ts'], {
    env: { ...process.env, PORT: '0', SIM_SPEED: String(speed) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const close = () =>
    new Promise<void>((res) => {
      if (child.exitCode !== null) res();
      else {
        child.once('exit', () => res());
        child.kill();
      }
    });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      void close();
      reject(new Error(`simulator did not start: ${out}`));
    }, 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
      if (url) {
        clearTimeout(timer);
        child.stdout?.removeAllListeners('data');
        child.stdout?.resume(); // keep draining so the child never blocks on a full pipe
        resolve({ url, close });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`simulator exited with ${code}: ${out}`));
    });
  });
}
