import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';

/**
 * Stack traces through `bundleFile` name the TypeScript files and lines they come from. The bundle's source map
 * (its `.map` beside it) is read and parsed by the first stack trace that passes through the bundle, not at start:
 * `--enable-source-maps` read it at every start and parsed it at the first stack trace, which libraries also take
 * while the server starts (fastify-plugin names an unnamed plugin from one).
 */
export function mapStackTracesOf(bundleFile: string): void {
  let sourceMap: SourceMap | null | undefined;
  const loadSourceMap = (): SourceMap | null => {
    try {
      return new SourceMap(JSON.parse(fs.readFileSync(`${bundleFile}.map`, 'utf8')));
    } catch {
      return null;
    }
  };
  const folder = path.dirname(bundleFile);

  const frameText = (site: NodeJS.CallSite): string => {
    const text = site.toString();
    const line = site.getLineNumber();
    const column = site.getColumnNumber();
    if (site.getFileName() !== bundleFile || line === null || column === null) return text;
    sourceMap ??= loadSourceMap();
    const entry = sourceMap?.findEntry(line - 1, column - 1);
    if (!entry || !('originalSource' in entry)) return text;
    const original = `${path.resolve(folder, entry.originalSource)}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
    return text.replace(`${bundleFile}:${line}:${column}`, original);
  };

  Error.prepareStackTrace = (error, sites) => {
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
  };
}
