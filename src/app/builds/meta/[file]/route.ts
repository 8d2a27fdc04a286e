import { buildManifest, loadRouteRules } from '@/server/route-rules/manifest';

export const dynamic = 'force-dynamic';

/** GET /builds/meta/{buildId}.json (SPEC §2, §4, §7): this build's manifest with the route rules. */
export async function GET(_request: Request, { params }: RouteContext<'/builds/meta/[file]'>) {
  const { file } = await params;
  const buildId = process.env.NEXT_PUBLIC_BUILD_ID;
  if (!buildId || file !== `${buildId}.json`) {
    return Response.json({ error: 'not found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  }
  return Response.json(buildManifest(buildId, process.env.NEXT_PUBLIC_BUILD_TIME, loadRouteRules()), {
    headers: { 'Cache-Control': 'public, max-age=60' },
  });
}
