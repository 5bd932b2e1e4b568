import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderFeature } from '@/testing/render-feature';
import { buildFamily, buildMember } from '../testing/build-family';
import { buildParent } from '../testing/build-parent';
import { AddedBy } from './added-by';

/** Maya (id 7) is signed in; her family is Maya and Sam Lopez (id 8) unless a test says else. */
function renderAddedBy(createdBy: number | null, family = buildFamily()) {
  mockApi({
    'GET /api/auth/me': { status: 200, body: { parent: buildParent({ id: 7 }) } },
    'GET /api/family': { status: 200, body: family },
  });
  return renderFeature(
    <div>
      <p>Swimming</p>
      <AddedBy createdBy={createdBy} />
    </div>,
  );
}

describe('AddedBy (issue 24: who of the family wrote a record)', () => {
  it('names another member by first name', async () => {
    renderAddedBy(8);
    expect(await screen.findByText('Added by Sam')).toBeTruthy();
  });

  it('says nothing for one’s own record, a gone writer, or a one-member family', async () => {
    const { unmount } = renderAddedBy(7);
    await screen.findByText('Swimming');
    // Give the family's answer time to arrive, then check nothing is said.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Added by/)).toBeNull();
    unmount();

    renderAddedBy(null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Added by/)).toBeNull();
  });

  it('says nothing in a family of one, even for a writer who has left it', async () => {
    renderAddedBy(8, buildFamily({ members: [buildMember()] }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Added by/)).toBeNull();
  });
});
