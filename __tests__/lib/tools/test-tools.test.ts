import { aptCommands, isOnPath, listTestTools, planTestTools } from '@/lib/tools/test-tools';

const ROOT_WITH_APT = { isRoot: true, hasAptGet: true };

describe('listTestTools', () => {
  it("looks for Chromium's headless shell and nginx at Debian paths unless HEADLESS_SHELL_PATH or NGINX_BIN is set", () => {
    expect(listTestTools({}).map((t) => [t.path, t.chosen])).toEqual([
      ['/usr/bin/chromium-headless-shell', false],
      ['/usr/sbin/nginx', false],
    ]);
    const chosen = listTestTools({ HEADLESS_SHELL_PATH: '/opt/chrome/chrome', NGINX_BIN: '/opt/nginx/sbin/nginx' });
    expect(chosen.map((t) => [t.path, t.chosen])).toEqual([
      ['/opt/chrome/chrome', true],
      ['/opt/nginx/sbin/nginx', true],
    ]);
  });
});

describe('planTestTools', () => {
  const [chromium, nginx] = listTestTools({});

  it('does nothing when nothing is missing', () => {
    expect(planTestTools([], { isRoot: false, hasAptGet: false })).toEqual({ kind: 'ready' });
  });

  it('installs only the missing packages with apt-get as root', () => {
    expect(planTestTools([nginx!], ROOT_WITH_APT)).toEqual({
      kind: 'install',
      commands: [
        ['apt-get', 'update'],
        ['apt-get', 'install', '-y', '--no-install-recommends', 'nginx'],
      ],
    });
    expect(aptCommands(['chromium', 'nginx'])[1]).toEqual([
      'apt-get',
      'install',
      '-y',
      '--no-install-recommends',
      'chromium',
      'nginx',
    ]);
  });

  it('stops with the exact sudo command when not root', () => {
    const plan = planTestTools([chromium!, nginx!], { isRoot: false, hasAptGet: true });
    expect(plan.kind).toBe('stop');
    expect(plan.kind === 'stop' && plan.message).toContain(
      'sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium-headless-shell nginx',
    );
  });

  it('stops naming the variables when there is no apt-get', () => {
    const plan = planTestTools([chromium!], { isRoot: true, hasAptGet: false });
    expect(plan.kind === 'stop' && plan.message).toMatch(/Install Chromium headless shell with your package manager/);
    expect(plan.kind === 'stop' && plan.message).toContain(
      'HEADLESS_SHELL_PATH (default /usr/bin/chromium-headless-shell)',
    );
  });

  it('never installs over a path chosen by its variable', () => {
    const [chosen] = listTestTools({ HEADLESS_SHELL_PATH: '/opt/none/chrome' });
    const plan = planTestTools([chosen!, nginx!], ROOT_WITH_APT);
    expect(plan).toEqual({
      kind: 'stop',
      message:
        'HEADLESS_SHELL_PATH=/opt/none/chrome, but there is no Chromium headless shell there: point HEADLESS_SHELL_PATH at it, or unset it.',
    });
  });
});

describe('isOnPath', () => {
  it('finds a program in any folder of PATH', () => {
    const exists = (file: string) => file === '/usr/bin/apt-get';
    expect(isOnPath('apt-get', { PATH: '/usr/local/bin:/usr/bin' }, exists)).toBe(true);
    expect(isOnPath('apt-get', { PATH: '/usr/local/bin' }, exists)).toBe(false);
    expect(isOnPath('apt-get', {}, exists)).toBe(false);
  });
});
