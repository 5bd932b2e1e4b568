import type { Milestone } from '@nestling/shared';
import type { MilestoneRecord } from './milestone.repository.js';

/** A milestone as its parent sees it (spec §3 Milestone). The one presenter for every answer. */
export function presentMilestone(record: MilestoneRecord): Milestone {
  return {
    id: record.id,
    createdBy: record.createdBy,
    kidId: record.kidId,
    title: record.title,
    date: record.date,
    completed: record.completed,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}
