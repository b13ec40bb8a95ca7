import { describe, expect, it } from 'vitest';
import { fitWithin } from './shrink-image';

describe('fitWithin', () => {
  it('brings the long side down to 1600 px, keeping the shape', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(4000, 1000, 800)).toEqual({ width: 800, height: 200 });
  });

  it('never enlarges a small picture and never answers zero', () => {
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
    expect(fitWithin(10_000, 1)).toEqual({ width: 1600, height: 1 });
  });
});
