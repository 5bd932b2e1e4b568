import type { Certificate, Milestone, MilestonePage } from '@nestling/shared';

/** A milestone as GET /api/milestones presents one; override any field. */
export function buildMilestone(overrides: Partial<Milestone> = {}): Milestone {
  return {
    id: 1,
    // Written by buildParent's parent (the session's, in tests).
    createdBy: 7,
    kidId: 11,
    title: 'Rode a bike',
    date: '2026-03-04',
    completed: false,
    createdAt: '2026-03-04T09:00:00.000Z',
    updatedAt: '2026-03-04T09:00:00.000Z',
    ...overrides,
  };
}

/**
 * One page of the answer of GET /api/milestones over `all` milestones, as the server pages it
 * (the filter is the test's business: `all` is what matches).
 */
export function milestonePage(
  all: Milestone[],
  page = 1,
  pageSize = 5,
  counts = { all: all.length, completed: all.filter((each) => each.completed).length },
): MilestonePage {
  return {
    items: all.slice((page - 1) * pageSize, page * pageSize),
    total: all.length,
    page,
    pageSize,
    counts,
  };
}

/** A certificate as GET /api/certificates presents one; override any field. */
export function buildCertificate(overrides: Partial<Certificate> = {}): Certificate {
  return {
    id: 1,
    // Written by buildParent's parent (the session's, in tests).
    createdBy: 7,
    kidId: 11,
    title: 'Swimming badge',
    date: '2026-03-04T09:00:00.000Z',
    imageUrl: '/api/files/21',
    thumbnailUrl: '/api/files/21?variant=thumb',
    fileType: 'image',
    contentType: 'image/webp',
    fileName: 'badge.webp',
    byteSize: 20_480,
    createdAt: '2026-03-04T09:00:00.000Z',
    ...overrides,
  };
}
