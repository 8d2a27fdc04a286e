/**
 * The service agreement's version and the body of `POST /v1/me/agreement`. A new version of the
 * text gets a new CURRENT_AGREEMENT_VERSION, and everyone is asked again.
 */
import { z } from 'zod';

export const CURRENT_AGREEMENT_VERSION = '2026-11-01';

export const agreementSchema = z.strictObject({
  version: z.string({ error: 'invalid_type' }).max(40, { error: 'too_long' }),
});
