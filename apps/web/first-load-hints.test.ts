import { describe, expect, it } from 'vitest';
import { routePreloads } from './first-load-hints';

/** A build's manifest in Vite's shape: the entry, the signed-in shell, `start`, two routes. */
const MANIFEST = {
  'index.html': {
    file: 'assets/index-e1.js',
    isEntry: true,
    imports: ['_runtime-r1.js', '_react-r2.js'],
  },
  '_runtime-r1.js': { file: 'assets/runtime-r1.js' },
  '_react-r2.js': { file: 'assets/react-r2.js', imports: ['_runtime-r1.js'] },
  '_shell-s1.js': {
    file: 'assets/shell-s1.js',
    name: 'shell',
    imports: ['_react-r2.js', '_zod-z1.js'],
  },
  '_zod-z1.js': { file: 'assets/zod-z1.js', name: 'zod' },
  '_start-t1.js': { file: 'assets/start-t1.js', name: 'start', imports: ['_shell-s1.js'] },
  '_get-kid-g1.js': { file: 'assets/get-kid-g1.js' },
  'src/app/routes/kid-health.tsx': {
    file: 'assets/kid-health-h1.js',
    imports: ['_shell-s1.js', '_get-kid-g1.js', 'index.html'],
  },
  'src/app/route-data/kid-health.data.ts': {
    file: 'assets/kid-health.data-d1.js',
    imports: ['_get-kid-g1.js'],
  },
  'src/app/routes/kids-profile.tsx': {
    file: 'assets/kids-profile-k1.js',
    imports: ['_shell-s1.js', 'index.html'],
  },
  'src/app/routes/explore.tsx': {
    file: 'assets/explore-x1.js',
    imports: ['_shell-s1.js', 'index.html'],
  },
  'src/app/routes/messages.tsx': {
    file: 'assets/messages-m1.js',
    imports: ['_shell-s1.js', 'index.html'],
  },
  'src/app/layout/auth-layout.tsx': { file: 'assets/auth-layout-a1.js', imports: ['_react-r2.js'] },
  'src/app/routes/login.tsx': { file: 'assets/login-l1.js', imports: ['_react-r2.js'] },
};
const BUDGETS = {
  layouts: { auth: 'src/app/layout/auth-layout.tsx', app: 'shell' },
  routes: [
    { route: '/login', layout: 'auth', page: 'src/app/routes/login.tsx' },
    {
      route: '/dashboard/kids/:kidId/health',
      layout: 'app',
      page: 'src/app/routes/kid-health.tsx',
    },
    { route: '/dashboard/kidsprofile', layout: 'app', page: 'src/app/routes/kids-profile.tsx' },
    { route: '/dashboard/explore', layout: 'app', page: 'src/app/routes/explore.tsx' },
    { route: '/dashboard/messages', layout: 'app', page: 'src/app/routes/messages.tsx' },
  ],
};

describe('routePreloads (decision 075)', () => {
  const [login, health, kidsProfile, explore, messages] = routePreloads(MANIFEST, BUDGETS, [
    '/api/auth/me',
  ]);

  it("names the entry's files first, then the layout's and the page's, each once", () => {
    expect(login).toEqual({
      route: '/login',
      modules: [
        '/assets/index-e1.js',
        '/assets/runtime-r1.js',
        '/assets/react-r2.js',
        '/assets/auth-layout-a1.js',
        '/assets/login-l1.js',
      ],
      fetches: ['/api/auth/me'],
      data: [],
    });
  });

  it("adds a signed-in route's `start` chunk and data chunk, and a kid screen's first read", () => {
    expect(health?.modules).toEqual([
      '/assets/index-e1.js',
      '/assets/runtime-r1.js',
      '/assets/react-r2.js',
      '/assets/shell-s1.js',
      '/assets/zod-z1.js',
      '/assets/kid-health-h1.js',
      '/assets/get-kid-g1.js',
      '/assets/start-t1.js',
      '/assets/kid-health.data-d1.js',
    ]);
    expect(health?.data).toEqual(['/api/kids/:kidId']);
  });

  it("adds the kids' list for Kids Profile, whose heading waits for it (issue 29)", () => {
    expect(kidsProfile?.data).toEqual(['/api/kids']);
    expect(login?.data).toEqual([]);
  });

  it("adds Explore's kids and family, which its page of cards is asked for with (issue 29)", () => {
    // Not the page itself: its URL carries the first kid and the family's area.
    expect(explore?.data).toEqual(['/api/kids', '/api/family']);
  });

  it("adds Messages' friend list, which its first screen draws (issue 29)", () => {
    expect(messages?.data).toEqual(['/api/friends/list']);
  });
});

describe("routePreloads: lazy code a route's first render waits for (issue 29)", () => {
  const manifest = {
    ...MANIFEST,
    'src/app/routes/register.tsx': { file: 'assets/register-r1.js', imports: ['_react-r2.js'] },
    'src/components/ui/password-strength.tsx': {
      file: 'assets/password-strength-p1.js',
      isDynamicEntry: true,
      imports: ['_react-r2.js', 'index.html'],
    },
  };
  const budgets = {
    layouts: BUDGETS.layouts,
    routes: [
      { route: '/login', layout: 'auth', page: 'src/app/routes/login.tsx' },
      { route: '/register', layout: 'auth', page: 'src/app/routes/register.tsx' },
    ],
  };

  it("names /register's password strength hint after its page, and not /login's", () => {
    const [login, register] = routePreloads(manifest, budgets, []);
    expect(register?.modules.slice(-2)).toEqual([
      '/assets/register-r1.js',
      '/assets/password-strength-p1.js',
    ]);
    expect(login?.modules.join()).not.toContain('password-strength');
  });

  it('fails the build when that code is no longer in the manifest', () => {
    expect(() => routePreloads(MANIFEST, budgets, [])).toThrow(/password-strength/);
  });
});
