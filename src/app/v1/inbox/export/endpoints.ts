import { z } from 'zod';
import { defineEndpoint } from '@/server/api/endpoint';
import { INBOX_CSV_COLUMNS, INBOX_CSV_MAX_ROWS, inboxExportQuerySchema } from '@/server/inbox/inbox';

export const exportInbox = defineEndpoint({
  method: 'GET',
  path: '/v1/inbox/export',
  operationId: 'exportInbox',
  tag: 'Inbox',
  summary: 'Leads or contact messages as a CSV file',
  description: `The list's filters and permissions, without paging: at most ${INBOX_CSV_MAX_ROWS} rows, newest first. RFC 4180, UTF-8 with a byte-order mark; cells starting with = + - @ tab or CR are prefixed with \`'\`. Columns: ${INBOX_CSV_COLUMNS.join(', ')}.`,
  auth: 'signed-in',
  query: inboxExportQuerySchema,
  answers: {
    200: {
      description: 'The CSV file, as an attachment.',
      headers: z.object({ 'Content-Disposition': z.string().meta({ description: 'attachment; filename="inbox-{kind}-{yyyy-mm-dd}.csv"' }) }),
      content: { 'text/csv': { schema: { type: 'string' } } },
    },
  },
  errors: [[400, 'A query parameter is missing, does not fit, or is unknown.'], 401, 403],
});
