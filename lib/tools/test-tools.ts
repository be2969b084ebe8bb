import path from 'node:path';
import { DEFAULT_HEADLESS_SHELL_PATH } from '@/lib/tools/browser/chromium';

/** Debian's nginx, run by the browser tests of the hosting configuration. */
export const DEFAULT_NGINX_BIN = '/usr/sbin/nginx';

/** A program the browser tests run, where it is looked for, and the Debian package that provides it. */
export interface TestTool {
  name: string;
  /** The environment variable that points at another copy. */
  envVar: string;
  path: string;
  /** True when the path comes from `envVar`, not the default. */
  chosen: boolean;
  aptPackage: string;
}

type Env = Readonly<Record<string, string | undefined>>;

/** Chromium's headless shell and nginx, at HEADLESS_SHELL_PATH and NGINX_BIN when set, else at Debian's paths. */
export function listTestTools(env: Env): TestTool[] {
  const tool = (name: string, envVar: string, fallback: string, aptPackage: string): TestTool => ({
    name,
    envVar,
    path: env[envVar] || fallback,
    chosen: Boolean(env[envVar]),
    aptPackage,
  });
  return [
    tool('Chromium headless shell', 'HEADLESS_SHELL_PATH', DEFAULT_HEADLESS_SHELL_PATH, 'chromium-headless-shell'),
    tool('nginx', 'NGINX_BIN', DEFAULT_NGINX_BIN, 'nginx'),
  ];
}

/** What the machine offers for installing the missing tools. */
export interface Host {
  isRoot: boolean;
  hasAptGet: boolean;
}

export type ToolPlan =
  { kind: 'ready' } | { kind: 'install'; commands: string[][] } | { kind: 'stop'; message: string };

/** The apt-get commands that install `packages` (as .ci/run always did). */
export function aptCommands(packages: readonly string[]): string[][] {
  return [
    ['apt-get', 'update'],
    ['apt-get', 'install', '-y', '--no-install-recommends', ...packages],
  ];
}

/**
 * Decides what to do about the tools that are `missing`: nothing when none is; install them with
 * apt-get when running as root on a machine that has it; otherwise stop with the exact command to
 * run (a tool whose environment variable points at a missing file is never installed over).
 */
export function planTestTools(missing: readonly TestTool[], host: Host): ToolPlan {
  if (missing.length === 0) return { kind: 'ready' };
  const misdirected = missing.filter((t) => t.chosen);
  if (misdirected.length > 0) {
    const lines = misdirected.map(
      (t) => `${t.envVar}=${t.path}, but there is no ${t.name} there: point ${t.envVar} at it, or unset it.`,
    );
    return { kind: 'stop', message: lines.join('\n') };
  }
  const packages = missing.map((t) => t.aptPackage);
  const commands = aptCommands(packages);
  if (host.isRoot && host.hasAptGet) return { kind: 'install', commands };
  const names = missing.map((t) => t.name).join(' and ');
  const where = missing.map((t) => `${t.envVar} (default ${t.path})`).join(' and ');
  const how = host.hasAptGet
    ? `Install ${names}, then run the tests again:\n\n  ${commands.map((c) => `sudo ${c.join(' ')}`).join(' && ')}\n`
    : `Install ${names} with your package manager, then run the tests again.`;
  return { kind: 'stop', message: `The browser tests need ${names}, not found.\n${how}\nOr set ${where}.` };
}

/** True when an executable `name` is on the PATH of `env`. */
export function isOnPath(name: string, env: Env, exists: (file: string) => boolean): boolean {
  return (env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .some((dir) => exists(path.join(dir, name)));
}
