/** The admin inbox: leads and contact messages with their delivery state (issue #7). */
import 'server-only';

export {
  INBOX_KINDS,
  INBOX_STATUSES,
  inboxExportQuerySchema,
  inboxKindParam,
  inboxQuerySchema,
  getInboxItem,
  listInbox,
  type InboxDelivery,
  type InboxExportQuery,
  type InboxItem,
  type InboxKind,
  type InboxPage,
  type InboxQuery,
  type InboxStatus,
} from './read-inbox';
export { inboxUpdateSchema, retryInboxDelivery, updateInboxItem, type InboxUpdate } from './update-inbox-item';
export { csvCell, INBOX_CSV_COLUMNS, INBOX_CSV_MAX_ROWS, inboxCsv } from './inbox-csv';
