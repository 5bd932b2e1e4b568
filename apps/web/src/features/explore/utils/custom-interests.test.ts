import { describe, expect, it } from 'vitest';
import { addCustomInterests } from './custom-interests';

describe('addCustomInterests (spec §5 Custom interest)', () => {
  it.each([
    { typed: '  Lego  ', existing: [], added: ['Lego'] },
    { typed: 'Lego, Chess', existing: [], added: ['Lego', 'Chess'] },
    { typed: '   ', existing: [], added: [] },
    { typed: 'lego', existing: ['Lego'], added: [] },
    { typed: 'art', existing: [], added: [] },
    { typed: 'Chess, chess', existing: [], added: ['Chess'] },
  ])('"$typed" with $existing adds $added', ({ typed, existing, added }) => {
    const result = addCustomInterests(typed, existing, ['Art', 'Reading']);
    expect(result.added).toEqual(added);
    expect(result.custom).toEqual([...existing, ...added]);
  });
});
