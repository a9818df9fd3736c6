#!/usr/bin/env node
// Import-direction rules (STYLE.md): domain imports nothing of ours and no framework; web features never
// import each other nor app/; shared/ imports no feature; server modules never reach into another
// module's repository.
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
    ...text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1] ?? match[2]);
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

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} import-direction problem(s).`);
  process.exit(1);
}
console.log('Import directions: ok');
