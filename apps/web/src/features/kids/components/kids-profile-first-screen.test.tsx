import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { heldFirstScreen } from '@/testing/held-first-screen';
import { buildKid } from '@/entities/kids/testing/build-kid';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { renderApp } from '@/app/testing/render-app';
import { mockApi } from '@/testing/mock-api';

vi.mock('@/hooks/use-first-screen-shown', () => import('@/testing/held-first-screen'));

/** Whether the list's module has been asked for (imported) yet. */
const list = await vi.hoisted(() =>
  import('@/testing/module-asked').then(({ moduleAsked }) => moduleAsked()),
);
vi.mock('./kids-list', list.mock);

// One test: the list's module is imported once per file, and the wait stays ended once ended.
describe('Kids Profile: the list’s code after the header (issue 29)', () => {
  it('draws the header with the list’s loading line, and the list once the first screen has been shown', async () => {
    mockApi({ 'GET /api/kids': { status: 200, body: [buildKid({ id: 5, name: 'Mia' })] } });
    renderApp('/dashboard/kidsprofile', { parent: buildParent() });
    // The header — the screen's LCP on a phone — is drawn without the list's code.
    expect(await screen.findByRole('heading', { name: 'Kids Profile Management' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading your kids...');
    expect(await list.askedByNow()).toBe(false);
    expect(screen.queryByRole('button', { name: 'Add New Kid' })).toBeNull();

    heldFirstScreen.end();
    expect(await screen.findByRole('link', { name: 'Mia' })).toBeTruthy();
    expect(list.asked).toBe(true);
    expect(screen.getByRole('button', { name: 'Add New Kid' })).toBeTruthy();
  });
});
