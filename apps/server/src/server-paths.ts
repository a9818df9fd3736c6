import path from 'node:path';

/**
 * The server package's folder. This module runs from src/ under tsx and from dist/main.js in the bundle (every
 * module of the bundle shares its file's folder), both one level below it; so paths to files the server reads
 * (migrations, seed artworks) are taken from here, never from a module's own folder.
 */
export const SERVER_ROOT = path.resolve(import.meta.dirname, '..');

/** The repository's root: the default data folder, the web build and backups live under it. */
export const REPOSITORY_ROOT = path.resolve(SERVER_ROOT, '../..');
