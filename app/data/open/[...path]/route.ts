/** The open-data files (lib/open-data): /data/open/datapackage.json and every CSV it lists, with the `latest` aliases. */
import { publishedOpenData } from '@/lib/open-data/collect';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return publishedOpenData().files.map((f) => ({ path: f.path.split('/') }));
}

export async function GET(_req: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  const file = publishedOpenData().files.find((f) => f.path === path.join('/'));
  return file
    ? new Response(file.text, { headers: { 'Content-Type': file.contentType } })
    : new Response('Not found', { status: 404 });
}
