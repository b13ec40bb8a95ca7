import { describe, expect, it } from 'vitest';
import { normalizeStatus } from './event-status';

describe('event statuses', () => {
  it('reads statuses case-insensitively', () => {
    expect(normalizeStatus('In_Review')).toBe('in_review');
    expect(normalizeStatus(' ASSIGNED ')).toBe('assigned');
    expect(normalizeStatus('done')).toBeUndefined();
  });
});
