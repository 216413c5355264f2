import fs from 'node:fs';

// Prints one plain closing line for the whole test command ("N passed, N failed"), summed over
// the Vitest JSON reports given as arguments, so CI logs end with a count a machine can read.
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}
console.log(`test-all: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exitCode = failed > 0 ? 1 : 0;
