import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { renderApp } from '@/app/testing/render-app';
import { buildKid } from '@/entities/kids/testing/build-kid';

describe('kid profile page (/dashboard/kids/{id}/profile)', () => {
  it('shows the photo, the details and the links', async () => {
    mockApi({
      'GET /api/kids/11': {
        status: 200,
        body: buildKid({
          photoUrl: '/api/files/5',
          interests: ['Art', 'Reading'],
          skillLevel: 'Beginner',
          showInExplore: true,
          area: 'Headingley',
        }),
      },
    });
    renderApp('/dashboard/kids/11/profile', { parent: buildParent() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mila Lopez' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo of Mila Lopez' }).getAttribute('src')).toBe(
      '/api/files/5',
    );
    const fact = (term: string) => screen.getByText(term).nextElementSibling?.textContent;
    expect(fact('Interests')).toBe('Art, Reading');
    expect(fact('Skill level')).toBe('Beginner');
    expect(fact('Area')).toBe('Headingley');
    expect(fact('Address')).toBe('12 Oak Lane, Leeds');
    expect(screen.getByText('Shown in Explore')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Edit/ }).getAttribute('href')).toBe(
      '/dashboard/kids/11/edit',
    );
    expect(screen.getByRole('link', { name: /Health Logs/ }).getAttribute('href')).toBe(
      '/dashboard/kids/11/health',
    );
  });

  it('says "None" without interests and falls back to the placeholder when the photo is broken', async () => {
    mockApi({
      'GET /api/kids/11': {
        status: 200,
        body: buildKid({ interests: [], photoUrl: '/api/files/9' }),
      },
    });
    renderApp('/dashboard/kids/11/profile', { parent: buildParent() });
    const photo = await screen.findByRole('img', { name: 'Photo of Mila Lopez' });
    expect(screen.getByText('Interests').nextElementSibling?.textContent).toBe('None');
    expect(screen.getByText('Private')).toBeTruthy();
    fireEvent.error(photo);
    expect(photo.getAttribute('src')).toMatch(/kid-avatar|^data:image\/svg\+xml/);
  });

  it('shows the not-found panel when the kid is not the parent’s', async () => {
    mockApi({
      'GET /api/kids/99': { status: 404, body: { error: 'Kid not found.', code: 'NOT_FOUND' } },
    });
    renderApp('/dashboard/kids/99/profile', { parent: buildParent() });
    expect(
      await screen.findByRole('heading', { name: 'Kid not found or an error occurred.' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Kids Profile' })).toBeTruthy();
  });
});
