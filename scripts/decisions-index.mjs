#!/usr/bin/env node
// Writes docs/decisions.md, the index of the decisions (one file each, docs/decisions/NNN-title.md), from their
// headings; `--check` fails instead when the index is stale or two files share a number, so lint catches both.
import fs from 'node:fs';
import path from 'node:path';

const DIR = 'docs/decisions';
const INDEX = 'docs/decisions.md';

const HEADER = `# Decisions

Choices the specification leaves open, one file each, newest last. Where the spec and a decision disagree, the
spec wins and the decision is wrong. A new decision takes the next free number (\`decisions/NNN-short-title.md\`,
its first line \`# N. Title\`) and this index is rebuilt by \`node scripts/decisions-index.mjs\`. Numbers are never reused;
the gaps are numbers given up while branches were merged.
`;

const decisions = fs
  .readdirSync(DIR)
  .filter((file) => /^\d{3}-.+\.md$/.test(file))
  .sort()
  .map((file) => {
    const heading = fs.readFileSync(path.join(DIR, file), 'utf8').split('\n', 1)[0] ?? '';
    const match = /^# (\d+)\. (.+)$/.exec(heading);
    if (!match) throw new Error(`${file}: its first line must read "# N. Title"`);
    return { file, number: Number(match[1]), title: match[2] };
  });

const problems = [];
for (const [index, decision] of decisions.entries()) {
  if (Number(decision.file.slice(0, 3)) !== decision.number) {
    problems.push(`${decision.file}: its heading says ${decision.number}`);
  }
  if (index > 0 && decisions[index - 1]?.number === decision.number) {
    problems.push(`${decision.file}: number ${decision.number} is taken twice; take the next free one`);
  }
}

const index = `${HEADER}\n${decisions.map((d) => `${d.number}. [${d.title}](decisions/${d.file})`).join('\n')}\n`;

if (process.argv.includes('--check')) {
  if (!fs.existsSync(INDEX) || fs.readFileSync(INDEX, 'utf8') !== index) {
    problems.push(`${INDEX} is stale: run node scripts/decisions-index.mjs`);
  }
  for (const problem of problems) console.error(problem);
  process.exit(problems.length > 0 ? 1 : 0);
}
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
fs.writeFileSync(INDEX, index);
console.log(`${INDEX}: ${decisions.length} decisions`);
