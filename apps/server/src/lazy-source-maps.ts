import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';

/** Each mapped bundle's source map: undefined until a stack trace first needs it, null when it cannot be read. */
const sourceMaps = new Map<string, SourceMap | null | undefined>();

function sourceMapOf(bundleFile: string): SourceMap | null {
  let sourceMap = sourceMaps.get(bundleFile);
  if (sourceMap === undefined) {
    try {
      sourceMap = new SourceMap(JSON.parse(fs.readFileSync(`${bundleFile}.map`, 'utf8')));
    } catch {
      sourceMap = null;
    }
    sourceMaps.set(bundleFile, sourceMap);
  }
  return sourceMap;
}

function frameText(site: NodeJS.CallSite): string {
  const text = site.toString();
  const file = site.getFileName();
  const line = site.getLineNumber();
  const column = site.getColumnNumber();
  if (!file || !sourceMaps.has(file) || line === null || column === null) return text;
  const entry = sourceMapOf(file)?.findEntry(line - 1, column - 1);
  if (!entry || !('originalSource' in entry)) return text;
  const original = `${path.resolve(path.dirname(file), entry.originalSource)}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  return text.replace(`${file}:${line}:${column}`, original);
}

function prepareStackTrace(error: Error, sites: NodeJS.CallSite[]): string {
  let heading: string;
  try {
    heading = Error.prototype.toString.call(error);
  } catch {
    heading = '<error>';
  }
  // A stack trace that failed to map must still be written: the frame as V8 would write it.
  const frame = (site: NodeJS.CallSite) => {
    try {
      return frameText(site);
    } catch {
      return String(site);
    }
  };
  return heading + sites.map((site) => `\n    at ${frame(site)}`).join('');
}

/**
 * Stack traces through `bundleFile` name the TypeScript files and lines they come from. The bundle's source map
 * (its `.map` beside it) is read and parsed by the first stack trace that passes through the bundle, not at start:
 * `--enable-source-maps` read it at every start and parsed it at the first stack trace, which libraries also take
 * while the server starts (fastify-plugin names an unnamed plugin from one).
 */
export function mapStackTracesOf(bundleFile: string): void {
  if (!sourceMaps.has(bundleFile)) sourceMaps.set(bundleFile, undefined);
  Error.prepareStackTrace = prepareStackTrace;
}
