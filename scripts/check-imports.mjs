#!/usr/bin/env node
// Import-direction rules (STYLE.md): domain imports nothing of ours and no framework; web features never
// import each other nor app/; shared/ imports no feature; server modules never reach into another
// module's repository; apps/server/src imports nothing beside it; the server's files (tests aside) import each
// other in no cycle, nor do its modules (each folder under modules/, and plugins/, db/, pdf/, storage/).
import fs from 'node:fs';
import path from 'node:path';

const problems = [];

function walk(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

function importsOf(file) {
  const text = fs.readFileSync(file, 'utf8');
  return [
    ...text.matchAll(
      /(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm,
    ),
  ].map((match) => match[1] ?? match[2] ?? match[3]);
}

function resolved(file, specifier) {
  return specifier.startsWith('.') ? path.normalize(path.join(path.dirname(file), specifier)) : specifier;
}

for (const file of walk('packages/domain/src')) {
  for (const specifier of importsOf(file)) {
    if (
      !specifier.startsWith('.') &&
      !(file.endsWith('.test.ts') && ['vitest', 'fast-check'].includes(specifier))
    ) {
      problems.push(`${file}: the domain imports "${specifier}"; it must stay free of packages and I/O`);
    }
  }
}

const FEATURES = 'apps/web/src/features';
for (const file of walk('apps/web/src')) {
  const featureOf = (p) => (p.startsWith(`${FEATURES}/`) ? p.slice(FEATURES.length + 1).split('/')[0] : null);
  const ownFeature = featureOf(file);
  for (const specifier of importsOf(file)) {
    const target = resolved(file, specifier);
    const targetFeature = featureOf(target);
    if (
      file.startsWith('apps/web/src/shared/') &&
      (targetFeature || target.startsWith('apps/web/src/app/'))
    ) {
      problems.push(`${file}: shared/ imports ${specifier}; shared code must not depend on features or app/`);
    }
    if (ownFeature && targetFeature && targetFeature !== ownFeature) {
      problems.push(`${file}: feature "${ownFeature}" imports feature "${targetFeature}" (${specifier})`);
    }
    if (ownFeature && target.startsWith('apps/web/src/app/')) {
      problems.push(`${file}: a feature imports app/ (${specifier})`);
    }
  }
}

const MODULES = 'apps/server/src/modules';
for (const file of walk(MODULES)) {
  const ownModule = file.slice(MODULES.length + 1).split('/')[0];
  for (const specifier of importsOf(file)) {
    const target = resolved(file, specifier);
    if (!target.startsWith(`${MODULES}/`)) continue;
    const targetModule = target.slice(MODULES.length + 1).split('/')[0];
    if (targetModule !== ownModule && /\.repository(\.ts)?$/.test(target)) {
      problems.push(
        `${file}: module "${ownModule}" reaches into ${specifier}; go through that module's service`,
      );
    }
  }
}

/** The strongly connected parts of a graph (Tarjan) that hold a cycle: two nodes or more, or one that imports itself. */
function cyclicParts(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const parts = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const part = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      part.push(member);
    } while (member !== node);
    if (part.length > 1 || graph.get(node)?.has(node)) parts.push(part.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return parts;
}

/** One shortest cycle inside the part through `start`, as a list of nodes ending where it starts. */
function cycleThrough(graph, part, start) {
  const members = new Set(part);
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [start];
        for (let step = node; step !== start; step = cameFrom.get(step)) path.splice(1, 0, step);
        return [...path, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

/** Shortest cycles inside the part, one through each member, each told once. */
function cyclesIn(graph, part) {
  const told = new Set();
  const cycles = [];
  for (const start of part) {
    const cycle = cycleThrough(graph, part, start);
    const key = [...new Set(cycle)].sort().join(' ');
    if (told.has(key)) continue;
    told.add(key);
    cycles.push(cycle);
  }
  return cycles;
}

const SERVER = 'apps/server/src';
// The app stands alone: its entry from source (apps/server/main.ts), the demo data (seed/), backup and restore
// (ops/), the command-line tools (cli/), the security battery and the cluster drill (checks/) use it from beside
// it, and nothing in it, tests included, reaches back into them (the demo data comes in through serve.ts's port).
for (const file of walk(SERVER)) {
  for (const specifier of importsOf(file)) {
    const target = resolved(file, specifier);
    if (specifier.startsWith('.') && !target.startsWith(`${SERVER}/`)) {
      problems.push(
        `${file}: the app imports ${specifier}; what lies beside apps/server/src uses the app, not the other way`,
      );
    }
  }
}
const isServerTest = (file) => /\.test\.ts$/.test(file) || file.startsWith(`${SERVER}/test/`);
const serverFiles = walk(SERVER).filter((file) => !isServerTest(file));
const fileGraph = new Map(serverFiles.map((file) => [file, new Set()]));
for (const file of serverFiles) {
  for (const specifier of importsOf(file)) {
    const target = resolved(file, specifier);
    if (fileGraph.has(target)) fileGraph.get(file).add(target);
  }
}
for (const part of cyclicParts(fileGraph)) {
  for (const cycle of cyclesIn(fileGraph, part)) {
    const names = cycle.map((file) => file.slice(SERVER.length + 1));
    problems.push(`${SERVER}: file import cycle: ${names.join(' -> ')}`);
  }
}

const moduleOf = (file) => {
  const [top, name] = file.slice(SERVER.length + 1).split('/');
  if (top === 'modules') return `modules/${name}`;
  return ['plugins', 'db', 'pdf', 'storage'].includes(top) ? top : null;
};
const moduleGraph = new Map();
const witness = new Map();
for (const [file, targets] of fileGraph) {
  const from = moduleOf(file);
  if (!from) continue;
  if (!moduleGraph.has(from)) moduleGraph.set(from, new Set());
  for (const target of targets) {
    const to = moduleOf(target);
    if (!to || to === from) continue;
    moduleGraph.get(from).add(to);
    if (!witness.has(`${from} ${to}`)) witness.set(`${from} ${to}`, `${file} -> ${target}`);
  }
}
for (const part of cyclicParts(moduleGraph)) {
  for (const cycle of cyclesIn(moduleGraph, part)) {
    const steps = cycle.slice(1).map((to, at) => `\n    ${witness.get(`${cycle[at]} ${to}`)}`);
    problems.push(`${SERVER}: module import cycle: ${cycle.join(' -> ')}${steps.join('')}`);
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} import-direction problem(s).`);
  process.exit(1);
}
console.log('Import directions: ok');
