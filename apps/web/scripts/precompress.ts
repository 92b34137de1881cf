// Writes .br and .gz siblings of the built browser files so that the server can send them
// compressed without compressing on every request (see preCompressed in src/web-plugin.ts).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.txt', '.xml', '.html', '.webmanifest']);
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* files(directory: string): AsyncGenerator<string> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

const clientDirectory = fileURLToPath(new URL('../build/client', import.meta.url));
let count = 0;
for await (const file of files(clientDirectory)) {
  if (!COMPRESSIBLE.has(path.extname(file)) || (await stat(file)).size < MIN_BYTES) continue;
  const content = await readFile(file);
  await writeFile(`${file}.br`, await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${file}.gz`, await gzipAsync(content, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files in ${clientDirectory}`);
