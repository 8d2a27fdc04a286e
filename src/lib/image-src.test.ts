import { describe, expect, it } from 'vitest';
import { isRemoteImage, sitePath } from './image-src';

describe('photo URLs', () => {
  it('turns URLs on the site origin into paths and leaves others alone', () => {
    expect(sitePath('https://realtors.example.com/uploads/a.png', 'https://realtors.example.com/')).toBe('/uploads/a.png');
    expect(sitePath('https://realtors.example.com.evil.test/x.png', 'https://realtors.example.com')).toBe('https://realtors.example.com.evil.test/x.png');
    expect(sitePath('https://bucket.s3.amazonaws.com/a.png', 'https://realtors.example.com')).toBe('https://bucket.s3.amazonaws.com/a.png');
    expect(sitePath('/demo/a.jpg', 'https://realtors.example.com')).toBe('/demo/a.jpg');
  });

  it('knows which images Next can optimise', () => {
    expect(isRemoteImage('/uploads/a.png')).toBe(false);
    expect(isRemoteImage('https://cdn.example.com/a.png')).toBe(true);
  });
});
