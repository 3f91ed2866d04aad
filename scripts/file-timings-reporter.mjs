// A Vitest reporter for scripts/test.mjs: writes how long each test file took (importing it and running its
// tests and hooks) to the JSON file named by FILE_TIMINGS_OUTPUT, for the table printed at the end.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

export default class FileTimingsReporter {
  onTestRunEnd(testModules) {
    const output = process.env.FILE_TIMINGS_OUTPUT;
    if (!output) return;
    const files = testModules.map((module) => {
      const diagnostic = module.diagnostic();
      return {
        file: relative(process.cwd(), module.moduleId),
        seconds: (diagnostic.collectDuration + diagnostic.duration) / 1000,
        tests: [...module.children.allTests()].length,
      };
    });
    writeFileSync(output, JSON.stringify(files));
  }
}
