import { realtorExportSchema } from '@/lib/schemas/realtor';
import { answer } from '@/server/api/endpoint';
import { assertAdmin } from '@/server/auth/guard';
import { apiHandler, parseInput } from '@/server/http/api-handler';
import { AppError } from '@/server/errors/app-error';
import { idParam, readFormDataBody } from '@/server/http/request-body';
import { writeContext } from '@/server/realtors/api';
import { importRealtor } from '@/server/realtors/write-realtor';
import * as endpoints from './endpoints';

/**
 * POST /v1/realtor/import/{id} — admins: multipart `file` (an export) and `realtorId`. The whole
 * file is validated before anything is written, then written in one transaction. 201.
 */
export const POST = apiHandler<{ id: string }>(async (ctx, params) => {
  const id = idParam(params.id);
  const write = await writeContext(ctx);
  // Refused before the upload is read: only admins import, and files are small.
  assertAdmin(write.principal);
  // The file and the form's other parts: refused by Content-Length, or read no further than this.
  const form = await readFormDataBody(ctx.request, endpoints.MAX_IMPORT_FILE_BYTES + 10_000, { invalid: 'Api.invalidRequest', tooLarge: 'Api.invalidImportFile', field: 'file' });
  const file = form.get('file');
  if (!(file instanceof Blob)) throw new AppError('validation_failed', 'Api.invalidRequest', { file: 'Api.errors.required' });
  if (file.size > endpoints.MAX_IMPORT_FILE_BYTES) throw new AppError('payload_too_large', 'Api.invalidImportFile', { file: 'Api.errors.too_long' });
  const realtorId = form.get('realtorId');
  if (realtorId !== null && realtorId !== String(id)) {
    throw new AppError('validation_failed', 'Api.importIdMismatch', { realtorId: 'Api.importIdMismatch' });
  }
  let json: unknown;
  try {
    json = JSON.parse(await file.text());
  } catch {
    throw new AppError('validation_failed', 'Api.invalidImportFile', { file: 'Api.invalidImportFile' });
  }
  const data = await parseInput(ctx, realtorExportSchema, json).catch((error: unknown) => {
    if (error instanceof AppError) throw new AppError(error.code, 'Api.invalidImportFile', error.fields);
    throw error;
  });
  const realtor = await importRealtor(write, id, data);
  return answer(endpoints.importRealtor, 201, { id, message: (await ctx.translator())('Api.importDone', { id }), realtor }, { headers: { 'Cache-Control': 'no-store' } });
});
