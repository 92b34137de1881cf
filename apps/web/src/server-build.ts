import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import type { CreateLoadContext } from '../app/shared/load-context.server.ts';

/** `errorDocument` of `app/features/errors/error-document.server.tsx`, re-exported by the build. */
type ErrorDocument = (status: number, stylesheets: readonly string[]) => string;

export type LoadedServerBuild = {
  readonly build: ServerBuild;
  readonly createLoadContext: CreateLoadContext;
  /** The static error page for requests React Router cannot answer with its own. */
  readonly errorDocument: ErrorDocument;
  /** Directory of the browser assets (`build/client`). */
  readonly clientDirectory: string;
};

export class MissingWebBuildError extends Error {
  constructor(buildDirectory: string) {
    super(`The web build is missing in ${buildDirectory}: run \`npm run build -w @camello/web\` first.`);
    this.name = 'MissingWebBuildError';
  }
}

/** Imports the React Router server build produced by `react-router build`. */
export async function loadServerBuild(buildDirectory: string): Promise<LoadedServerBuild> {
  const serverEntry = path.join(buildDirectory, 'server', 'index.js');
  const clientDirectory = path.join(buildDirectory, 'client');
  if (!existsSync(serverEntry) || !existsSync(clientDirectory))
    throw new MissingWebBuildError(buildDirectory);

  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const { createLoadContext, errorDocument } = build.entry.module as ServerBuild['entry']['module'] & {
    createLoadContext?: CreateLoadContext;
    errorDocument?: ErrorDocument;
  };
  if (typeof createLoadContext !== 'function' || typeof errorDocument !== 'function') {
    throw new Error(
      `The web build in ${buildDirectory} is outdated: run \`npm run build -w @camello/web\` again.`,
    );
  }
  return { build, createLoadContext, errorDocument, clientDirectory };
}
