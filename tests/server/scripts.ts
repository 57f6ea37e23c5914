// `npm run server` / `npm run demo:server` as child processes for the server tests: started in a
// process group of their own (so a kill reaches node, not only npm), with a clean environment.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..', '..');

export interface Started {
  url: string;
  child: ChildProcess;
  output: () => string;
}

/** Runs `npm run <script>` with `env` (over a clean one: any free port, no demo, no admin, PGlite) and waits for its "listening on" line. */
export const runScript = (script: 'server' | 'demo:server', env: Record<string, string>, started: ChildProcess[]): Promise<Started> =>
  new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script], {
      cwd: root,
      env: { ...process.env, PORT: '0', NODE_ENV: '', JWT_SECRET: '', DEMO: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '', DATABASE_URL: '', ...env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.push(child);
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve({ url: m[1], child, output: () => out });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`npm run ${script} exited with ${code}:\n${out}`)));
  });

/** Resolves with the exit code once the process has ended (at once when it has). */
export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));

/** Sends `signal` to the process's group and waits for it to end. */
export const stop = async (child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const done = exited(child);
  process.kill(-child.pid!, signal);
  await done;
};
