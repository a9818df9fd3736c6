import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

/** What this file uses of a pino logger beyond Fastify's logger type. */
interface Logger extends FastifyBaseLogger {
  levels: { values: Record<string, number> };
  isLevelEnabled(level: string): boolean;
  bindings(): Bindings;
  child(bindings: Bindings, options?: ChildLoggerOptions): Logger;
}

type Level = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';

/**
 * A request's logger that becomes pino's child (with the request id bound) only when a line is written through it.
 * Fastify makes a child per request, which is most of a probe's logging cost though a successful probe writes
 * nothing (issue 23: P1); a request that logs gets the same child, and the same line, as before.
 */
export class RequestLogger implements FastifyBaseLogger {
  #parent: Logger;
  #bindings: Bindings;
  #options: ChildLoggerOptions;
  #child: Logger | undefined;

  constructor(parent: Logger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #logger(): Logger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  /** Whether a line at `level` would be written, by the level the child would have (the route's, or its parent's). */
  #writes(level: Level): boolean {
    if (this.#child) return this.#child.isLevelEnabled(level);
    const threshold = this.#parent.levels.values[this.#options.level ?? this.#parent.level];
    return threshold !== undefined && this.#parent.levels.values[level]! >= threshold;
  }

  get level(): string {
    return this.#child?.level ?? this.#options.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#logger().level = level;
  }

  isLevelEnabled(level: string): boolean {
    return this.#writes(level as Level);
  }

  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
  silent(): void {}

  #write(level: Level, args: unknown[]): void {
    if (!this.#writes(level)) return;
    const logger = this.#logger();
    Reflect.apply(logger[level], logger, args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }

  bindings(): Bindings {
    return this.#logger().bindings();
  }
}

/** Fastify's `childLoggerFactory`: each request's logger, made a pino child when first written to. */
export const lazyRequestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => new RequestLogger(logger as unknown as Logger, bindings, options);
