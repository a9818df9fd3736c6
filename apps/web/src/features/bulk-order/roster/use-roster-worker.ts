import type { BulkOrderProduct } from '@livery/domain/roster-rows';
import { useCallback, useEffect, useRef, useState } from 'react';
import { expandRoster } from './compact-roster.ts';
import type { CheckedRosterRow } from './read-roster.ts';
import type { RosterWorkerRequest, RosterWorkerResponse } from './roster-worker-protocol.ts';

export interface RosterProgress {
  phase: 'read' | 'check';
  done: number;
  total: number | null;
}

/** Whether this browser can read a local file off the page's thread. */
export function canReadFiles(): boolean {
  return typeof FileReader !== 'undefined' && typeof Worker !== 'undefined';
}

/** A request before the hook numbers it. */
type RosterWorkerRequestBody = RosterWorkerRequest extends infer R
  ? R extends { id: number }
    ? Omit<R, 'id'>
    : never
  : never;

type Pending = { resolve: (response: RosterWorkerResponse) => void; reject: (error: Error) => void };

/**
 * The roster worker of one page: `parse` a file, then `check` its lines under a mapping. Only the newest
 * request's progress is shown; an older request still in flight is answered but ignored by its caller.
 */
export function useRosterWorker() {
  const workerRef = useRef<Worker | null>(null);
  const pending = useRef(new Map<number, Pending>());
  const nextId = useRef(0);
  const [progress, setProgress] = useState<RosterProgress | null>(null);

  useEffect(
    () => () => {
      workerRef.current?.terminate();
      workerRef.current = null;
    },
    [],
  );

  const send = useCallback((request: RosterWorkerRequestBody) => {
    if (!workerRef.current) {
      const worker = new Worker(new URL('./roster.worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = (event: MessageEvent<RosterWorkerResponse>) => {
        const response = event.data;
        if (response.type === 'progress') {
          if (response.id === nextId.current) setProgress(response);
          return;
        }
        const waiting = pending.current.get(response.id);
        pending.current.delete(response.id);
        if (response.id === nextId.current) setProgress(null);
        waiting?.resolve(response);
      };
      worker.onerror = () => {
        for (const waiting of pending.current.values()) waiting.reject(new Error('Can not read file !'));
        pending.current.clear();
        setProgress(null);
      };
      workerRef.current = worker;
    }
    nextId.current += 1;
    const id = nextId.current;
    setProgress({ phase: request.type === 'parse' ? 'read' : 'check', done: 0, total: null });
    return new Promise<RosterWorkerResponse>((resolve, reject) => {
      pending.current.set(id, { resolve, reject });
      workerRef.current!.postMessage({ ...request, id } as RosterWorkerRequest);
    });
  }, []);

  const parse = useCallback(
    async (file: File, productCount: number) => {
      const response = await send({ type: 'parse', file, productCount });
      if (response.type === 'failed') throw new Error(response.message);
      if (response.type !== 'parsed') throw new Error('Can not read file !');
      return response;
    },
    [send],
  );

  const check = useCallback(
    async (columns: Array<string | null>, products: BulkOrderProduct[]): Promise<CheckedRosterRow[]> => {
      const response = await send({ type: 'check', columns, products });
      if (response.type !== 'checked') throw new Error('Can not read file !');
      return expandRoster(response.roster);
    },
    [send],
  );

  /** Forgets work in flight (Clear): its answers still arrive but no progress is shown for them. */
  const cancel = useCallback(() => {
    nextId.current += 1;
    setProgress(null);
  }, []);

  return { parse, check, cancel, progress };
}
