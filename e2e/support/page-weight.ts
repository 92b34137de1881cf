import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { clientBuildDirectory } from './web-build.ts';

export type Weight = { readonly raw: number; readonly gzip: number };
export type AssetWeight = Weight & { readonly files: readonly string[] };
export type PageWeight = { readonly html: Weight; readonly js: AssetWeight; readonly css: AssetWeight };

/**
 * Hashed build assets a document loads: module scripts, modulepreloads, stylesheets, `import()`
 * and `import … from` (a stylesheet that a lazily loaded chunk shares ends in `#`, which loads the
 * same file). The route manifest, a script every page preloads, counts; the modules it names for
 * every route do not.
 */
const assetReference = /(?:href="|src="|import\("|from ")(\/assets\/[A-Za-z0-9._-]+\.(?:js|css))#?"/g;

/**
 * What a visitor downloads for a page before any interaction: its server HTML and every script
 * and stylesheet that HTML loads, read from the build output (bytes as built, and gzipped at
 * level 9, the way the server precompresses them).
 */
export async function measurePageWeight(baseUrl: string, sitePath: string): Promise<PageWeight> {
  const response = await fetch(new URL(sitePath, baseUrl), { headers: { 'accept-encoding': 'identity' } });
  const html = Buffer.from(await response.arrayBuffer());
  const assets = [
    ...new Set([...html.toString('utf8').matchAll(assetReference)].map((match) => match[1] ?? '')),
  ].sort();
  return {
    html: weigh([html]),
    js: weighAssets(assets.filter((asset) => asset.endsWith('.js'))),
    css: weighAssets(assets.filter((asset) => asset.endsWith('.css'))),
  };
}

function weighAssets(files: string[]): AssetWeight {
  return { ...weigh(files.map((file) => readFileSync(path.join(clientBuildDirectory, file)))), files };
}

function weigh(contents: Buffer[]): Weight {
  return contents.reduce<Weight>(
    (total, content) => ({
      raw: total.raw + content.length,
      gzip: total.gzip + gzipSync(content, { level: 9 }).length,
    }),
    { raw: 0, gzip: 0 },
  );
}
