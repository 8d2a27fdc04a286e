/**
 * The API's answer schemas: what the handlers return, as zod schemas (issue #27). The endpoint
 * table (`src/app/…/endpoints.ts`) names them for each status, the OpenAPI document is generated
 * from them, `answer()` (src/server/api/endpoint.ts) checks a handler's value against them at
 * compile time, and the browser client's types are `z.infer` of them (src/lib/api-client.ts).
 * Requests use the entity schemas as they are (`realtor.ts`, `contact.ts`, `lead.ts`, …).
 *
 * Pure and isomorphic: zod and the value lists only, so the client can import their types.
 */
import { z } from 'zod';
import { LOCALES } from '@/i18n/locales';
import { CURRENT_AGREEMENT_VERSION } from './agreement';
import { CONTACT_INTERESTS, INBOX_KINDS, INBOX_STATUSES, OUTBOX_STATUSES, ROLES } from './enums';
import { LISTING_MARKETS, MAX_AGENT_LISTINGS, SEARCH_TYPES } from './listings';
import { photoSchema, realtorExportSchema, realtorInputSchema } from './realtor';
import { UPLOAD_CONTENT_TYPES, UPLOAD_URL_TTL_SECONDS, type UploadContentType } from './uploads';

const dateTime = () => z.iso.datetime({ offset: true }).meta({ description: 'ISO 8601 date-time.', example: '2025-01-31T09:30:00.000Z' });
const id = () => z.number().int().positive().meta({ example: 1 });

/**
 * A realtor as the API answers it (GET, POST, PATCH, import): every field of the input schema,
 * with the defaults filled in, plus id, owner and timestamps; photos are a flat list.
 */
export const realtorSchema = z
  .strictObject({
    id: id(),
    ...realtorInputSchema.shape,
    userId: z.string().nullable().meta({ description: 'The owning user (null when none).' }),
    // The input accepts null and answers '' (a transform, which has no JSON Schema output form).
    careerEnd: realtorInputSchema.shape.careerStart,
    photos: z.array(photoSchema),
    createdAt: dateTime(),
    updatedAt: dateTime(),
  })
  .meta({ id: 'Realtor', description: 'A realtor record as the API returns it. Unknown fields are never sent.' });

/** The export file: the record as the API answers it, `user` (always: SPEC §7 "has user.name"), a version. */
export const realtorExportFileSchema = realtorExportSchema
  .extend({
    realtor: realtorSchema,
    user: z
      .strictObject({
        name: z.string().meta({ description: "The owner's name; without an owner account, the name the homepage shows (its desired URL).", example: 'Grace Kim' }),
        email: z.string().meta({ description: "The owner's e-mail; '' without an owner account.", example: 'grace@example.com' }),
      })
      .meta({ description: 'The owner. The import also takes files whose `user` is null.' }),
  })
  .meta({ id: 'RealtorExport', description: 'A realtor export file; POST /v1/realtor/import/{id} accepts it back.' });

export const apiUserSchema = z
  .strictObject({
    id: z.string().meta({ example: 'k3v9w0c2x1' }),
    name: z.string().meta({ example: 'Grace Kim' }),
    email: z.string().meta({ example: 'grace@example.com' }),
    role: z.enum(ROLES),
    realtorId: z.number().int().positive().nullable().meta({ description: 'The realtor record the user owns, if any.' }),
  })
  .meta({ id: 'User', description: 'The signed-in user and their role.' });

export const signedInSchema = z
  .strictObject({
    accessToken: z.string().meta({ description: 'Send as `Authorization: Bearer <accessToken>`. The session cookie is set too.' }),
    user: apiUserSchema,
  })
  .meta({ id: 'SignedIn' });

export const createdIdSchema = z.strictObject({ id: z.number().int().nonnegative().meta({ example: 42 }) }).meta({ id: 'CreatedId' });

export const contactMessageSchema = z
  .strictObject({
    id: id(),
    realtorId: z.number().int().positive().nullable().meta({ description: 'Null once the realtor has been deleted.' }),
    name: z.string(),
    lastName: z.string(),
    firstName: z.string(),
    email: z.string(),
    phone: z.string().meta({ description: 'As the visitor typed it (national form, digits and hyphens).' }),
    phoneCountryCode: z.string(),
    phoneE164: z
      .string()
      .nullable()
      .meta({ description: 'The phone in E.164 (+19495550134); null for messages stored before it was kept.', example: '+17145550123' }),
    message: z.string(),
    isTerm: z.boolean(),
    listingKey: z.string().nullable().meta({ description: "A listing inquiry or tour request from a listing's page: the listing's RESO ListingKey. Null for the homepage's contact form." }),
    listingAddress: z.string().nullable().meta({ description: 'The listing\'s address when the message was sent (null without a listing).' }),
    preferredDates: z.string().nullable().meta({ description: "A tour request's preferred dates, as the visitor wrote them (null when none)." }),
    interest: z.enum(CONTACT_INTERESTS).nullable().meta({ description: 'What the visitor wants help with, as they chose it on the homepage (null when they did not say).' }),
    locale: z.string().meta({ description: `One of ${LOCALES.join(', ')}.` }),
    status: z.enum(INBOX_STATUSES),
    notes: z.string(),
    createdAt: dateTime(),
  })
  .meta({ id: 'ContactMessage' });

export const contactMessagePageSchema = z
  .strictObject({
    items: z.array(contactMessageSchema).meta({ description: 'Newest first.' }),
    total: z.number().int().nonnegative().meta({ description: 'All messages of the realtor.' }),
    page: z.number().int().nonnegative(),
    pageSize: z.number().int().positive(),
  })
  .meta({ id: 'ContactMessagePage' });

export const uploadItemSchema = z
  .strictObject({
    fileName: z.string(),
    contentType: z.enum(Object.keys(UPLOAD_CONTENT_TYPES) as [UploadContentType, ...UploadContentType[]]),
    size: z.number().int().positive(),
    key: z.string().meta({ description: 'realtors/{yyyy}/{mm}/{uuid}{ext}', example: 'realtors/2025/01/0f8fad5b-d9cb-469f-a165-70867728950e.jpg' }),
    uploadUrl: z.string().meta({ description: `PUT the file here with its Content-Type; valid for ${UPLOAD_URL_TTL_SECONDS / 60} minutes.` }),
    url: z.string().meta({ description: 'Where the file is served once uploaded: uploadUrl without its query string.' }),
  })
  .meta({ id: 'UploadItem' });

export const deletedSchema = z.strictObject({ id: id(), desiredUrl: z.string() }).meta({ id: 'DeletedRealtor' });
export const importedSchema = z.strictObject({ id: id(), message: z.string(), realtor: realtorSchema }).meta({ id: 'ImportResult' });

const openHouseSchema = z
  .strictObject({
    start: dateTime().meta({ description: 'RESO OpenHouseStartTime.' }),
    end: dateTime().meta({ description: 'RESO OpenHouseEndTime.' }),
    remarks: z.string().nullable().meta({ description: 'RESO OpenHouseRemarks, as the MLS gives them.' }),
  })
  .meta({ id: 'OpenHouse' });

export const listingCardSchema = z
  .strictObject({
    listingKey: z.string().meta({ description: 'RESO ListingKey.', example: 'CRMLS-00000042' }),
    listingId: z.string().meta({ description: 'RESO ListingId (the MLS number).', example: 'OC26000041' }),
    market: z.enum(LISTING_MARKETS),
    standardStatus: z.string().meta({ description: 'RESO StandardStatus: Active, ActiveUnderContract, Pending or Closed.' }),
    propertyType: z.string().meta({ description: 'RESO PropertyType: Residential or ResidentialLease.' }),
    propertySubType: z.string().meta({ description: 'RESO PropertySubType, e.g. SingleFamilyResidence.' }),
    price: z.number().nullable().meta({ description: 'ListPrice (a monthly rent for a lease); ClosePrice for Closed.', example: 1_450_000 }),
    closeDate: z.string().nullable().meta({ description: 'YYYY-MM-DD, for Closed.' }),
    bedroomsTotal: z.number().int().nullable(),
    bathroomsTotalInteger: z.number().int().nullable(),
    livingArea: z.number().int().nullable().meta({ description: 'Square feet.' }),
    unparsedAddress: z.string(),
    city: z.string(),
    stateOrProvince: z.string(),
    postalCode: z.string(),
    listAgentFullName: z.string(),
    listOfficeName: z.string(),
    media: z.array(z.string()).meta({ description: 'Photo URLs, the first is the cover.' }),
    openHouses: z
      .array(openHouseSchema)
      .meta({ description: 'RESO OpenHouse: the public open houses that have not ended, soonest first (at most 10).' }),
    modificationTimestamp: dateTime(),
  })
  .meta({ id: 'ListingCard', description: 'A listing as the home list and the homepage show it (RESO names).' });

export const listingDetailSchema = listingCardSchema
  .extend({
    listPrice: z.number().nullable().meta({ description: 'RESO ListPrice (a monthly rent for a lease).' }),
    closePrice: z.number().nullable().meta({ description: 'RESO ClosePrice, for Closed.' }),
    listingContractDate: z.string().nullable().meta({ description: 'YYYY-MM-DD: when it was listed.' }),
    lotSizeSquareFeet: z.number().int().nullable(),
    yearBuilt: z.number().int().nullable(),
    countyOrParish: z.string(),
    listAgentStateLicense: z.string().meta({ description: "The listing agent's state license number (RESO ListAgentStateLicense): the agent call's `licenseNumber`." }),
    associationFee: z.number().nullable().meta({ description: 'RESO AssociationFee (HOA dues), per associationFeeFrequency; null when not stated.' }),
    associationFeeFrequency: z.string().nullable().meta({ description: 'RESO AssociationFeeFrequency as the feed gives it (Monthly, Quarterly, Annually, …).' }),
    publicRemarks: z.string().nullable().meta({ description: 'RESO PublicRemarks as the MLS gives them (usually English, not translated).' }),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    searchType: z.enum(SEARCH_TYPES).nullable().meta({ description: 'The search type (tab) that shows it: sale, rent, sold or rented; null when none does.' }),
  })
  .meta({ id: 'ListingDetail', description: "One listing with the facts its page shows (RESO names): the card's fields and the rest of the stored record." });

export const homeListPageSchema = z
  .strictObject({
    homes: z.array(listingCardSchema).meta({ description: 'Newest first (ModificationTimestamp, then ListingKey). Empty past the last page.' }),
    total: z.number().int().nonnegative().meta({ description: 'All listings that match.' }),
    currentPage: z.number().int().nonnegative(),
    homesPerGroup: z.number().int().positive(),
    totalPages: z.number().int().nonnegative(),
  })
  .meta({ id: 'HomeListPage' });

/** SPEC §7: the agent call answers a list; the number of all is the X-Total-Count header. */
export const agentListingsSchema = z
  .array(listingCardSchema)
  .meta({ id: 'AgentListings', description: `The agent's listings, on the market first, each newest first, at most ${MAX_AGENT_LISTINGS}.` });

export const realtorListItemSchema = z
  .strictObject({
    id: id(),
    desiredUrl: z.string(),
    name: z.string().meta({ description: "The owner's name ('' without an owner)." }),
    koreanName: z.string().meta({ description: "The realtor's Korean name (etc-info korea_name), or ''." }),
    email: z.string(),
    contactPhone: z.string(),
    states: z.array(z.enum(['CA', 'GA'])).meta({ description: 'The states of the activity regions.' }),
    published: z.boolean(),
    ownerEmail: z.string().nullable().meta({ description: "The owner's e-mail (null without an owner)." }),
    updatedAt: dateTime(),
    photoUrl: z.string().nullable().meta({ description: "The first 'id' photo, else the first 'top' photo, else null." }),
  })
  .meta({ id: 'RealtorListItem' });

export const realtorListPageSchema = z
  .strictObject({
    items: z.array(realtorListItemSchema).meta({ description: 'Newest change first (updatedAt, then id).' }),
    total: z.number().int().nonnegative().meta({ description: 'All realtors that match.' }),
    page: z.number().int().nonnegative(),
    pageSize: z.number().int().positive(),
  })
  .meta({ id: 'RealtorListPage' });

export const inboxDeliverySchema = z
  .strictObject({
    outboxId: id(),
    channel: z.enum(['slack', 'email']),
    status: z.enum(OUTBOX_STATUSES),
    attempts: z.number().int().nonnegative(),
    lastError: z.string().nullable(),
    deliveredAt: dateTime().nullable(),
  })
  .meta({ id: 'InboxDelivery', description: "The record's latest delivery (its newest outbox row)." });

/** A loan inquiry's lender and the estimate the visitor saw (issue #24). */
export const inboxLoanSchema = z
  .strictObject({
    lenderName: z.string().meta({ description: 'The lender the inquiry was sent to.' }),
    price: z.number(),
    downPayment: z.number().meta({ description: 'In dollars.' }),
    ratePercent: z.number(),
    termYears: z.number().int(),
    monthlyTotal: z.number().meta({ description: 'The estimated monthly payment: principal and interest, tax, insurance and HOA dues.' }),
  })
  .meta({ id: 'InboxLoan', description: "A loan inquiry's lender and the payment estimate as the visitor saw it." });

export const inboxItemSchema = z
  .strictObject({
    kind: z.enum(INBOX_KINDS),
    id: id(),
    createdAt: dateTime(),
    status: z.enum(INBOX_STATUSES),
    notes: z.string(),
    realtorId: z.number().int().positive().nullable().meta({ description: 'Contacts and loan inquiries: the realtor (null once deleted). Leads: null.' }),
    realtorDesiredUrl: z.string().nullable().meta({ description: "Contacts and loan inquiries: the realtor's desired URL when it was sent. Leads: null." }),
    name: z.string(),
    email: z.string().meta({ description: "'' for leads." }),
    phone: z.string(),
    phoneCountryCode: z.string(),
    message: z.string().meta({ description: "The contact message, or a loan inquiry's optional message; '' for leads." }),
    area: z.string().meta({ description: "The lead's area; '' for contacts and loan inquiries." }),
    hasSite: z.boolean().nullable().meta({ description: 'Leads: whether they have a homepage. Otherwise null.' }),
    listingKey: z.string().nullable().meta({ description: "Contacts sent from a listing's page (a listing inquiry or tour request) and loan inquiries: the RESO ListingKey; its page is `/{realtorDesiredUrl}/homes/{listingKey}`. Otherwise null." }),
    listingAddress: z.string().nullable().meta({ description: "The listing's address when the message was sent; null without a listing." }),
    preferredDates: z.string().nullable().meta({ description: "A tour request's preferred dates as the visitor wrote them; null when none." }),
    interest: z.enum(CONTACT_INTERESTS).nullable().meta({ description: 'Contacts: what the visitor wants help with, when they said (buy, sell, rent, other). Otherwise null.' }),
    loan: inboxLoanSchema.nullable().meta({ description: 'Loan inquiries: the lender and the estimate. Otherwise null.' }),
    locale: z.string(),
    delivery: inboxDeliverySchema.nullable(),
  })
  .meta({ id: 'InboxItem', description: 'A lead (homepage request), a contact message or a loan inquiry.' });

export const inboxPageSchema = z
  .strictObject({
    items: z.array(inboxItemSchema).meta({ description: 'Newest first.' }),
    total: z.number().int().nonnegative(),
    page: z.number().int().nonnegative(),
    pageSize: z.number().int().positive(),
  })
  .meta({ id: 'InboxPage' });

export const agreementStateSchema = z
  .strictObject({
    currentVersion: z.string().meta({ example: CURRENT_AGREEMENT_VERSION }),
    acceptedVersion: z.string().nullable(),
    acceptedAt: dateTime().nullable(),
    accepted: z.boolean().meta({ description: 'Whether the current version is accepted.' }),
  })
  .meta({ id: 'AgreementState' });

export const acceptedAgreementSchema = z
  .strictObject({ agreementVersion: z.string().meta({ example: CURRENT_AGREEMENT_VERSION }), agreementAcceptedAt: dateTime() })
  .meta({ id: 'AcceptedAgreement' });

export const inviteResultSchema = z
  .strictObject({
    status: z.enum(['linked', 'invited']).meta({ description: 'linked: a user with this e-mail existed and owns the realtor now; invited: an invitation was e-mailed.' }),
    email: z.string(),
    expiresAt: dateTime().nullable().meta({ description: 'When the invitation ends (null when linked).' }),
  })
  .meta({ id: 'InviteResult' });

export const unlinkedSchema = z.strictObject({ id: id(), desiredUrl: z.string(), userId: z.null() }).meta({ id: 'UnlinkedRealtor' });

export const realtorPreviewSchema = z
  .strictObject({
    previewId: z.uuid(),
    path: z.string().meta({ description: "The preview page, at the realtor's saved address (add the language prefix: /en, /ja-JP)." }),
  })
  .meta({ id: 'RealtorPreview' });

export const meSchema = z.strictObject({ user: apiUserSchema, agreement: agreementStateSchema }).meta({ id: 'Me' });
export const signedOutSchema = z.strictObject({ ok: z.literal(true) }).meta({ id: 'SignedOut' });
export const uploadItemsSchema = z.array(uploadItemSchema).meta({ id: 'UploadItems' });

// The answers' types, as a client reads them (dates are ISO strings).
export type ApiRealtor = z.output<typeof realtorSchema>;
export type RealtorExportFile = z.output<typeof realtorExportFileSchema>;
export type ApiUser = z.output<typeof apiUserSchema>;
export type SignedIn = z.output<typeof signedInSchema>;
export type Me = z.output<typeof meSchema>;
export type CreatedId = z.output<typeof createdIdSchema>;
export type ContactMessagePage = z.output<typeof contactMessagePageSchema>;
export type UploadItem = z.output<typeof uploadItemSchema>;
export type DeletedRealtor = z.output<typeof deletedSchema>;
export type ImportResult = z.output<typeof importedSchema>;
export type ListingCardAnswer = z.output<typeof listingCardSchema>;
export type RealtorListPage = z.output<typeof realtorListPageSchema>;
export type InboxItemAnswer = z.output<typeof inboxItemSchema>;
export type InboxPage = z.output<typeof inboxPageSchema>;
export type AgreementStateAnswer = z.output<typeof agreementStateSchema>;
export type AcceptedAgreement = z.output<typeof acceptedAgreementSchema>;
export type InviteResult = z.output<typeof inviteResultSchema>;
export type UnlinkedRealtor = z.output<typeof unlinkedSchema>;
export type RealtorPreview = z.output<typeof realtorPreviewSchema>;
