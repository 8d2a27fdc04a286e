import 'server-only';
/**
 * Path parameters that several endpoints share, as the OpenAPI document describes them (the
 * handlers read them from Next.js's params and check them themselves).
 */
import { z } from 'zod';
import { INBOX_KINDS } from '@/lib/schemas/enums';

/** GET /v1/realtor/{idOrDesiredUrl} and the public calls by desired URL. */
export const realtorPathParam = z.object({
  idOrDesiredUrl: z.string().max(100).meta({ description: 'The numeric id or the desired URL (slug), case-insensitive.', example: 'grace-kim' }),
});

/** PATCH and DELETE share the path of GET (one path template), but take the numeric id only. */
export const realtorIdPathParam = z.object({
  idOrDesiredUrl: z.string().regex(/^\d{1,10}$/).meta({ description: "The realtor's numeric id.", example: '1' }),
});

/** The export and the import: `{id}`, a realtor's numeric id. */
export const numericIdParam = z.object({
  id: z.string().regex(/^\d{1,10}$/).meta({ description: "The realtor's numeric id.", example: '1' }),
});

/** An inbox item: its kind and its record's id. */
export const inboxItemPathParams = z.object({
  kind: z.enum(INBOX_KINDS).meta({ description: 'lead (a homepage request), contact (a contact message) or loan (a loan inquiry).' }),
  id: z.string().regex(/^\d{1,10}$/).meta({ description: "The record's numeric id.", example: '1' }),
});
