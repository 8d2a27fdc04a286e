/**
 * The table of the HTTP API's endpoints (issue #27, decision 029). Each entry is defined beside
 * its handler, in the route folder's `endpoints.ts` (method, path, who may call, parameters,
 * body, answers and error statuses as zod schemas); this list names them all, in the order the
 * document shows them. The OpenAPI document is generated from it, and a test
 * (`endpoints.test.ts`) fails when a route file's method has no entry here, or an entry no
 * handler.
 *
 * Pure: schemas only, no handlers, no database — the document is prerendered at build.
 */
import type { oas31 } from 'zod-openapi';
import type { EndpointDefinition } from '@/server/api/endpoint';
import { createApiDocument } from '@/server/api/openapi';
import { createLead } from './api/send-to-slack/endpoints';
import { listAgentListings } from './cozying-api/v1/agent/endpoints';
import { getHome } from './cozying-api/v1/home/[listingKey]/endpoints';
import { listHomes } from './cozying-api/v1/home/list/endpoints';
import { getUpload, putUpload } from './uploads/[...key]/endpoints';
import { login } from './v1/auth/login/endpoints';
import { logout } from './v1/auth/logout/endpoints';
import { getSessionToken } from './v1/auth/session/endpoints';
import { signup } from './v1/auth/signup/endpoints';
import { getApiReference } from './v1/docs/endpoints';
import { getAllInsights } from './v1/insights/endpoints';
import { retryInboxDelivery } from './v1/inbox/[kind]/[id]/retry/endpoints';
import { updateInboxItem } from './v1/inbox/[kind]/[id]/endpoints';
import { listInbox } from './v1/inbox/endpoints';
import { exportInbox } from './v1/inbox/export/endpoints';
import { createLoanInquiry } from './v1/loan-inquiries/endpoints';
import { acceptAgreement } from './v1/me/agreement/endpoints';
import { getMe } from './v1/me/endpoints';
import { getOpenApiDocument } from './v1/openapi.json/endpoints';
import { createContactMessage, listContactMessages } from './v1/realtor-contacts/endpoints';
import { deleteRealtor, getRealtor, updateRealtor } from './v1/realtor/[idOrDesiredUrl]/endpoints';
import { getRealtorInsights } from './v1/realtor/[idOrDesiredUrl]/insights/endpoints';
import { updateRealtorInsightSettings } from './v1/realtor/[idOrDesiredUrl]/insights/settings/endpoints';
import { inviteRealtorOwner } from './v1/realtor/[idOrDesiredUrl]/invite/endpoints';
import { getListingOpenHouses } from './v1/realtor/[idOrDesiredUrl]/open-houses/endpoints';
import { unlinkRealtorOwner } from './v1/realtor/[idOrDesiredUrl]/owner/endpoints';
import { createRealtorPreview } from './v1/realtor/[idOrDesiredUrl]/preview/endpoints';
import { getRealtorQrCode } from './v1/realtor/[idOrDesiredUrl]/qr/endpoints';
import { getRealtorContactCard } from './v1/realtor/[idOrDesiredUrl]/vcard/endpoints';
import { listRealtors, createRealtor } from './v1/realtor/endpoints';
import { exportRealtor } from './v1/realtor/export/[id]/endpoints';
import { importRealtor } from './v1/realtor/import/[id]/endpoints';
import { presignUploads } from './v1/realtor/presigned-multi-file-upload/endpoints';
import { recordVisit } from './v1/visits/endpoints';

export const ENDPOINTS: readonly EndpointDefinition[] = [
  login,
  signup,
  logout,
  getSessionToken,
  getMe,
  acceptAgreement,
  listRealtors,
  createRealtor,
  getRealtor,
  updateRealtor,
  createRealtorPreview,
  deleteRealtor,
  inviteRealtorOwner,
  unlinkRealtorOwner,
  exportRealtor,
  importRealtor,
  presignUploads,
  putUpload,
  getUpload,
  createContactMessage,
  listContactMessages,
  listInbox,
  exportInbox,
  updateInboxItem,
  retryInboxDelivery,
  createLead,
  createLoanInquiry,
  listHomes,
  getRealtorContactCard,
  getRealtorQrCode,
  getHome,
  getListingOpenHouses,
  listAgentListings,
  recordVisit,
  getRealtorInsights,
  updateRealtorInsightSettings,
  getAllInsights,
  getOpenApiDocument,
  getApiReference,
];

let memo: oas31.OpenAPIObject | undefined;

/** The OpenAPI document of the table, built once per process. */
export function openApiDocument(): oas31.OpenAPIObject {
  return (memo ??= createApiDocument(ENDPOINTS));
}
