/**
 * A read shared by the callers that wait for it, yet never older than the call: a caller that arrives while a read
 * is under way (it may have begun before a change the caller must see) waits for the next one, which starts when
 * that one ends. Under load one statement then answers many callers; one at a time, each gets its own.
 */
export function freshRead<T>(load: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const reading = load().finally(() => {
      if (running === reading) running = undefined;
    });
    running = reading;
    return reading;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}
