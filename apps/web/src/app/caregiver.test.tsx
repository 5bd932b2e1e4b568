import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@nestling/shared';
import { renderApp } from '@/app/testing/render-app';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { buildSubscription } from '@/entities/subscription/testing/build-subscription';
import { HealthLogItem } from '@/features/health-logs/components/health-log-item';
import { buildHealthLog } from '@/features/health-logs/testing/build-health-log';
import { buildFamily, buildMember } from '@/entities/parent/testing/build-family';
import { KidScheduleCard } from '@/features/schedule-events/components/kid-schedule-card';
import { buildKid } from '@/entities/kids/testing/build-kid';
import { mockApi } from '@/testing/mock-api';
import { renderFeature } from '@/testing/render-feature';

/**
 * Issue 24's roles in the app (decision 056, slice 2): a caregiver's app shows only what a
 * caregiver can do — the social layer, billing and deletions of the family's kids are absent,
 * not disabled (their own export and account deletion stay) — and the guardian's screens send them to /dashboard.
 */
const caregiver = buildParent({ familyRole: 'caregiver' });
const guardian = buildParent({ familyRole: 'guardian' });

describe('a caregiver’s app', () => {
  it('has no Explore Kids or Messages tile or link on the dashboard, and no My Requests', async () => {
    const { user } = renderApp('/dashboard', { parent: caregiver });
    expect(await screen.findByRole('heading', { name: 'Hi, Maya' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Health Tracker/ }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: /Explore Kids/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Messages/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /profile/i }));
    expect(await screen.findByRole('menuitem', { name: 'Settings' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'My Requests' })).toBeNull();
  });

  it('reaches the Family screen from the profile menu and sees the members and Leave only', async () => {
    mockApi({
      'GET /api/family': {
        status: 200,
        body: buildFamily({
          role: 'caregiver',
          members: [buildMember({ id: 9, name: 'Ana Lopez' }), buildMember({ role: 'caregiver' })],
        }),
      },
    });
    const { user, location } = renderApp('/dashboard', { parent: caregiver });
    await user.click(await screen.findByRole('button', { name: /profile/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Family' }));
    expect(await screen.findByText('Ana Lopez')).toBeTruthy();
    expect(location()).toBe('/dashboard/family');
    expect(screen.getByRole('heading', { level: 1, name: 'Family' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Leave family' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
  });

  it('shows a guardian the same dashboard with Explore Kids, Messages and My Requests', async () => {
    const { user } = renderApp('/dashboard', { parent: guardian });
    expect(await screen.findByRole('heading', { name: 'Hi, Maya' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Explore Kids/ }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: /Messages/ }).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: /profile/i }));
    expect(await screen.findByRole('menuitem', { name: 'My Requests' })).toBeTruthy();
  });

  it.each([
    '/dashboard/explore',
    '/dashboard/messages',
    '/my-requests',
    '/premium',
    '/dashboard/subscribe',
  ])('sends a caregiver from %s to /dashboard', async (path) => {
    const { location } = renderApp(path, { parent: caregiver });
    expect(await screen.findByRole('heading', { name: 'Hi, Maya' })).toBeTruthy();
    expect(location()).toBe('/dashboard');
  });

  it('has no blocked families or subscription in settings; their own download and deletion say what they hold', async () => {
    mockApi({
      'GET /api/calendar-feed': { status: 200, body: { enabled: false, createdAt: null } },
      'GET /api/parents/check-subscription': { status: 200, body: buildSubscription() },
    });
    renderApp('/dashboard/settings', { parent: caregiver });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(await screen.findByText('The calendar feed is off.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Appearance' })).toBeTruthy();
    // The export holds what the caregiver wrote; the deletion leaves the family's kids.
    expect(screen.getByRole('link', { name: ACCOUNT_MESSAGES.exportButton })).toBeTruthy();
    expect(screen.getByText(ACCOUNT_MESSAGES.exportDescriptionCaregiver)).toBeTruthy();
    expect(screen.queryByText(ACCOUNT_MESSAGES.exportDescription)).toBeNull();
    // The cards below the calendar feed load after the screen, together (decision 055).
    expect(await screen.findByText(ACCOUNT_MESSAGES.deleteWarningFamilyStays)).toBeTruthy();
    expect(screen.queryByText(ACCOUNT_MESSAGES.deleteWarning)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Subscription' })).toBeNull();
    expect(screen.queryByRole('region', { name: /Blocked/ })).toBeNull();
  });

  it('tells a guardian beside another guardian that the family keeps its kids, and the last guardian what goes', async () => {
    const settingsApi = {
      'GET /api/calendar-feed': { status: 200, body: { enabled: false, createdAt: null } },
      'GET /api/parents/check-subscription': { status: 200, body: buildSubscription() },
    };
    mockApi({
      ...settingsApi,
      'GET /api/family': {
        status: 200,
        body: buildFamily({
          members: [buildMember(), buildMember({ id: 8, name: 'Sam Lopez', role: 'guardian' })],
        }),
      },
    });
    const { unmount } = renderApp('/dashboard/settings', { parent: guardian });
    expect(await screen.findByText(ACCOUNT_MESSAGES.deleteWarningFamilyStays)).toBeTruthy();
    unmount();

    mockApi({
      ...settingsApi,
      'GET /api/family': { status: 200, body: buildFamily({ members: [buildMember()] }) },
    });
    renderApp('/dashboard/settings', { parent: guardian });
    expect(await screen.findByText(ACCOUNT_MESSAGES.deleteWarning)).toBeTruthy();
    expect(screen.queryByText(ACCOUNT_MESSAGES.deleteWarningFamilyStays)).toBeNull();
  });

  it('has no Edit on a kid’s card in the parent hub', async () => {
    mockApi({ 'GET /api/auth/me': { status: 200, body: { parent: caregiver } } });
    renderFeature(<KidScheduleCard kid={buildKid({ name: 'Mia' })} events={[]} />);
    expect(await screen.findByRole('link', { name: 'Health for Mia' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Edit for Mia' })).toBeNull());
  });

  it('edits and deletes only the health logs the caregiver wrote', async () => {
    mockApi({ 'GET /api/auth/me': { status: 200, body: { parent: caregiver } } });
    const own = buildHealthLog({ createdBy: caregiver.id, date: '2026-03-01' });
    const others = buildHealthLog({ createdBy: caregiver.id + 1, date: '2026-03-02' });
    renderFeature(
      <>
        <HealthLogItem log={own} onEdit={() => undefined} onDelete={() => undefined} />
        <HealthLogItem log={others} onEdit={() => undefined} onDelete={() => undefined} />
      </>,
    );
    expect(
      await screen.findByRole('button', { name: /Edit health log of .*1, 2026/ }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /Delete health log of .*1, 2026/ })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Edit/ })).toHaveLength(1));
    expect(screen.getAllByRole('button', { name: /^Delete/ })).toHaveLength(1);
  });

  it('lets a guardian edit and delete another member’s health log', async () => {
    mockApi({ 'GET /api/auth/me': { status: 200, body: { parent: guardian } } });
    const others = buildHealthLog({ createdBy: guardian.id + 1 });
    renderFeature(
      <HealthLogItem log={others} onEdit={() => undefined} onDelete={() => undefined} />,
    );
    expect(await screen.findByRole('button', { name: /^Edit/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Delete/ })).toBeTruthy();
  });
});
