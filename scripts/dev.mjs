#!/usr/bin/env node
// npm run dev: the API with reload on change and Vite with hot reload (it proxies /api to the server).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@livery/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@livery/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
