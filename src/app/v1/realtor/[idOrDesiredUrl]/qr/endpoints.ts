import { z } from 'zod';
import { defineEndpoint } from '@/server/api/endpoint';
import { realtorPathParam } from '@/server/api/path-params';

export const getRealtorQrCode = defineEndpoint({
  method: 'GET',
  path: '/v1/realtor/{idOrDesiredUrl}/qr',
  operationId: 'getRealtorQrCode',
  tag: 'Realtors',
  summary: "A QR code of a published realtor's homepage or of one listing's page (public)",
  description:
    "As a download: SVG, or PNG of `size` pixels (1,200 by default: 4 inches at 300 dpi). The code holds the homepage's address (the realtor's own domain when set) or, with `listing`, that listing's page; it is drawn in the realtor's main colour when that has a 7:1 contrast with white, else near-black. By desired URL; an unpublished realtor is a 404.",
  auth: 'public',
  params: realtorPathParam,
  // As the document shows it; the handler parses with its own schema (coercion and defaults).
  query: z.object({
    format: z.enum(['svg', 'png']).optional().meta({ description: 'svg (the default) or png.' }),
    size: z.number().int().min(200).max(2400).optional().meta({ description: 'Pixels of a PNG, 200 to 2,400 (default 1,200).' }),
    listing: z.string().max(64).optional().meta({ description: "A listing's key: the code opens that listing's page.", example: 'CRMLS-00000008' }),
  }),
  answers: {
    200: { description: 'The QR code.', content: { 'image/svg+xml': { schema: { type: 'string' } }, 'image/png': { schema: { type: 'string', format: 'binary' } } } },
  },
  errors: [400, [404, 'No published realtor has this desired URL.']],
});
