/** The build this server runs (SPEC §4 version detection); clients compare it with their own. */
export function GET() {
  return Response.json(
    { buildId: process.env.NEXT_PUBLIC_BUILD_ID, builtAt: process.env.NEXT_PUBLIC_BUILD_TIME },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
