import { readFileSync } from 'node:fs';

// The shared XSS corpus sits beside the repository, like the seed's reference data.
const corpusFile = new URL('../../../../../shared/security/xss-payloads.txt', import.meta.url);

/** The shared XSS corpus, one payload a line; the last line is a benign control text. */
export function readXssCorpus(): string[] {
  return readFileSync(corpusFile, 'utf8')
    .split('\n')
    .filter((line) => line !== '');
}

const safeLink = '<a href="https://ok.example/">enlace</a>';

/**
 * Each payload of the corpus alone and where its markup meets a link (beside one, after an
 * unsafe one, inside one): the places where broken markup has escaped its container.
 */
export function hostileHtmlSamples(): string[] {
  return readXssCorpus().flatMap((payload) => [
    payload,
    `${payload}${safeLink}`,
    `<a href="/relativo">x</a>${payload}${safeLink}`,
    `<p><a href="https://ok.example/">${payload}</a>${payload}</p>`,
  ]);
}
