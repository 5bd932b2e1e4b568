import { describe, expect, it, vi } from 'vitest';
import { builtOnce } from './built-once.js';
import { errorBodySchema, getErrorBodySchema, getIdSchema, idSchema } from './common.js';
import { getKidListSchema, getKidSchema, kidListSchema, kidSchema } from './kids.js';
import {
  getNotificationPageSchema,
  getNotificationSchema,
  notificationPageSchema,
  notificationSchema,
} from './notifications.js';
import { getParentBodySchema, getParentSchema, parentBodySchema, parentSchema } from './parent.js';

describe('builtOnce (issue 29: answers’ schemas built when the web first checks one)', () => {
  it('builds on the first call and answers the same value after', () => {
    const build = vi.fn(() => ({ built: true }));
    const get = builtOnce(build);
    expect(build).not.toHaveBeenCalled();
    const first = get();
    expect(get()).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('builds again after a build that threw', () => {
    const build = vi
      .fn<() => number>()
      .mockImplementationOnce(() => {
        throw new Error('no');
      })
      .mockReturnValue(1);
    const get = builtOnce(build);
    expect(() => get()).toThrow('no');
    expect(get()).toBe(1);
  });

  it('gives the very instances the server reads as constants', () => {
    expect(getKidSchema()).toBe(kidSchema);
    expect(getKidListSchema()).toBe(kidListSchema);
    expect(getNotificationSchema()).toBe(notificationSchema);
    expect(getNotificationPageSchema()).toBe(notificationPageSchema);
    expect(getParentSchema()).toBe(parentSchema);
    expect(getParentBodySchema()).toBe(parentBodySchema);
    expect(getIdSchema()).toBe(idSchema);
    expect(getErrorBodySchema()).toBe(errorBodySchema);
  });
});
