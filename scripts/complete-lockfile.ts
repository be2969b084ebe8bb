/**
 * npm ci refuses a lock file that lacks an entry for any optional platform package (e.g.
 * @next/swc-darwin-arm64), but npm install leaves such entries out when the registry it uses does
 * not serve that platform's package. Run this after `npm install` changes the lock file: it adds
 * the missing entries with their os/cpu/libc, so npm ci skips them on other platforms.
 */
import { readFileSync, writeFileSync } from 'node:fs';

type Entry = {
  version?: string;
  dev?: boolean;
  license?: string;
  optionalDependencies?: Record<string, string>;
} & Record<string, unknown>;
const FILE = 'package-lock.json';
const OSES = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony'];
const CPUS = ['arm64', 'x64', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'arm'];

function platformOf(name: string) {
  const base = name.split('/').pop() ?? name;
  const os = OSES.find((o) => base.includes(o));
  const cpu = CPUS.find((c) => new RegExp(`(^|-)${c}(-|$)`).test(base));
  const libc = base.includes('musl') ? 'musl' : os === 'linux' && base.includes('gnu') ? 'glibc' : undefined;
  return { os, cpu, libc };
}

const lock = JSON.parse(readFileSync(FILE, 'utf8')) as { packages: Record<string, Entry> };
let added = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (lock.packages[`node_modules/${dep}`] || lock.packages[`${key}/node_modules/${dep}`]) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os || !cpu) continue;
    lock.packages[`node_modules/${dep}`] = {
      version,
      cpu: [cpu],
      ...(entry.dev ? { dev: true } : {}),
      license: entry.license ?? 'MIT',
      optional: true,
      os: [os],
      ...(libc ? { libc: [libc] } : {}),
    };
    added++;
  }
}
const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
writeFileSync(FILE, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
console.log(`Added ${added} optional platform entries to ${FILE}`);
