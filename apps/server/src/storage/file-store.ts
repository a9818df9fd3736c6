import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded and generated files live: keys are random, so a name from a user never reaches the disk. */
export interface FileStore {
  /** Stores the bytes and returns their key, e.g. `artworks/3f9c….png`. */
  save(folder: string, extension: string, bytes: Buffer): Promise<string>;
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  /** Rejects when the store cannot be reached (GET /api/ready). */
  check(): Promise<void>;
  /** Every key held, for backups. */
  keys(): AsyncIterable<string>;
  /** Writes bytes under a key this store made before (a restore). */
  put(key: string, bytes: Buffer): Promise<void>;
}

const KEY_PATTERN = /^[a-z-]+\/[0-9a-f]{32}\.[a-z0-9]{1,5}$/;

/** Checks a key is one this store made; anything else (`../`, absolute paths) is refused. */
export function isFileKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Files on local disk under `<DATA_DIR>/uploads`: they survive restarts with the embedded database. */
export function createDiskFileStore(dataDir: string): FileStore {
  const root = path.join(dataDir, 'uploads');
  const pathOf = (key: string) => {
    if (!isFileKey(key)) throw new RangeError(`Not a file key: ${key}`);
    return path.join(root, key);
  };
  return {
    async save(folder, extension, bytes) {
      const key = `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
      const target = pathOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, bytes);
      return key;
    },
    read: (key) => fs.readFile(pathOf(key)),
    async remove(key) {
      await fs.rm(pathOf(key), { force: true });
    },
    async check() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fs.constants.W_OK);
    },
    async *keys() {
      const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        if (isFileKey(key)) yield key;
      }
    },
    async put(key, bytes) {
      const target = pathOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, bytes);
    },
  };
}
