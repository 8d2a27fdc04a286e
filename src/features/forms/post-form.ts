/**
 * Posts a public form as JSON and reads the API's answer: 201 is success; any error answer
 * `{ error: { message, fields } }` comes back for the form to show (SPEC §8: the server's message).
 */
export type FormResult = { ok: true } | { ok: false; status: number; message?: string; fields: Record<string, string> };

export async function postForm(url: string, body: unknown): Promise<FormResult> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (response.status === 201) return { ok: true };
  const answer = (await response.json().catch(() => null)) as { error?: { message?: string; fields?: Record<string, string> } } | null;
  return { ok: false, status: response.status, message: answer?.error?.message, fields: answer?.error?.fields ?? {} };
}
