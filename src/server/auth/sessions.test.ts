import { describe, expect, it } from 'vitest';
import { inboxUpdateSchema } from '@/server/inbox/update-inbox-item';
import { signupSchema } from './sessions';

// NUL (U+0000) cannot be stored in PostgreSQL text: refused at the edge like every other text field.
describe('the sign-up and inbox schemas', () => {
  it('refuse NUL in a new user\'s name', () => {
    const body = { email: 'new@example.com', password: 'a long password', name: 'Kim\u0000', inviteToken: 'token' };
    expect(signupSchema.safeParse(body).error?.issues).toEqual([expect.objectContaining({ path: ['name'], message: 'invalid_character' })]);
    expect(signupSchema.safeParse({ ...body, name: 'Kim' }).success).toBe(true);
  });

  it("refuse NUL in an inbox item's notes", () => {
    expect(inboxUpdateSchema.safeParse({ notes: 'called\u0000' }).error?.issues).toEqual([expect.objectContaining({ path: ['notes'], message: 'invalid_character' })]);
    expect(inboxUpdateSchema.safeParse({ notes: 'called back' }).success).toBe(true);
  });
});
