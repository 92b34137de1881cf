import { openDatabase } from '@camello/db';
import { createServer } from '../../../../apps/api/src/app.ts';
import { readDevPostings, type DevPosting } from './dev-postings.ts';
import { isRelevant, JUDGED_QUERIES } from './judged-queries.ts';

const CITIES = ['bogota','medellin','cali','barranquilla','cartagena','bucaramanga','cucuta','santa-marta','pereira','manizales','ibague','villavicencio'];
function filedCity(id: string): string {
  let hash = 2_166_136_261;
  for (let index = 0; index < id.length; index++) hash = Math.imul(hash ^ id.charCodeAt(index), 16_777_619);
  return CITIES[(hash >>> 0) % CITIES.length] as string;
}
const postings = readDevPostings() as DevPosting[];
const byId = new Map(postings.map((p) => [p.id, p]));
const db = await openDatabase({ dataDir: '/tmp/relevance-db' });
const { rows } = await db.query<{ public_id: string; external_id: string }>('SELECT public_id, external_id FROM vacancies');
const byPublic = new Map(rows.map((r) => [r.public_id, byId.get(r.external_id)]));
const app = await createServer({ db });
const origin = await app.listen({ port: 0, host: '127.0.0.1' });
const depth = Number(process.env.DEPTH ?? 20);
for (const query of process.argv.slice(2)) {
  const judged = JUDGED_QUERIES.find((q) => q.query === query) ?? { kind: 'negative' as const, query };
  const ids: string[] = [];
  for (let page = 1; ids.length < 100; page++) {
    const params = new URLSearchParams({ 'queries[0][field]': 'all', 'queries[0][term]': query, 'paginator[page]': String(page), 'paginator[pageSize]': '40' });
    const body = (await (await fetch(`${origin}/api/jobs/v1/public/jobs/search?${params}`)).json()) as { rows: { id: string }[]; totalRows?: number };
    ids.push(...body.rows.map((r) => r.id));
    if (body.rows.length < 40) break;
  }
  const found = ids.map((id) => byPublic.get(id)).filter((p): p is DevPosting => p !== undefined);
  const rel = (p: DevPosting) => isRelevant(judged, p, filedCity(p.id));
  console.log(`\n== ${query}`);
  found.slice(0, depth).forEach((p, i) => console.log(`${String(i + 1).padStart(3)} ${rel(p) ? '✓' : '✗'} ${p.id} ${p.title.slice(0, 80)} | ${p.occupation ?? ''}`.slice(0, 170)));
  const top50 = new Set(found.slice(0, 50).map((p) => p.id));
  const missing = postings.filter((p) => rel(p) && !top50.has(p.id));
  console.log(`-- missing relevant (${missing.length}), e.g.:`);
  for (const p of missing.slice(0, Number(process.env.MISSING ?? 8))) console.log(`    ${p.id} ${p.title.slice(0, 80)} | ${(p.occupation ?? '').slice(0, 60)}`);
}
await app.close();
await db.close();
