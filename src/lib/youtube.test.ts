import { describe, expect, it } from 'vitest';
import { youtubeId } from './youtube';

describe('youtubeId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('%s → %s', (url, id) => expect(youtubeId(url)).toBe(id));

  it.each(['', 'not a url', 'https://example.com/watch?v=x', 'https://www.youtube.com/@channel'])('%s has none', (url) => {
    expect(youtubeId(url)).toBeUndefined();
  });
});
