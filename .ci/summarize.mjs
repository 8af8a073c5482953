// Adds up the JSON reports of vitest and Playwright and prints the closing line CI reads.
import fs from 'node:fs';
import path from 'node:path';

const [dir, failedStepsArg] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;

for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  if ('numPassedTests' in report) {
    // vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else if (report.stats) {
    // Playwright
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
}
// A step that failed without a failing test (lint, typecheck, install, a crash) still counts as a failure.
const failedSteps = Number(failedStepsArg ?? 0);
if (failedSteps > 0 && failed === 0) failed = failedSteps;

console.info(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
