import { startStaticServer } from '@/lib/tools/serve/static-server';

const port = Number(process.env.PORT ?? 3000);
const root = process.env.OUT_DIR ?? 'out';
const basePath = process.env.BASE_PATH ?? '';

await startStaticServer({ root, port, basePath, host: process.env.HOST ?? '127.0.0.1' });
console.log(`Serving ${root} at http://localhost:${port}${basePath}/`);
