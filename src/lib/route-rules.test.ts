import { describe, expect, it } from 'vitest';
import { isForbiddenProbizPath } from './route-rules';

describe('the probiz rule', () => {
  it.each(['/grace-kim/probiz', '/en/grace-kim/probiz', '/ko/x/probiz/y', '/probiz', '/ja-JP/probiz', '/a/b/probizz'])('%s goes to /', (path) => {
    expect(isForbiddenProbizPath(path)).toBe(true);
  });
  it.each(['/equityrealty/probiz', '/en/equityrealty/probiz', '/ko/equityrealty/probiz/x', '/grace-kim', '/terms'])('%s stays', (path) => {
    expect(isForbiddenProbizPath(path)).toBe(false);
  });
});
