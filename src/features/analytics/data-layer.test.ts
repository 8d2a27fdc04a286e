import { describe, expect, it } from 'vitest';
import { deviceTypeFor } from './data-layer';

describe('deviceTypeFor', () => {
  it.each([
    [320, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1920, 'desktop'],
  ])('%i px is %s', (width, type) => {
    expect(deviceTypeFor(width)).toBe(type);
  });
});
