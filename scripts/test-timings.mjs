// The table scripts/test.mjs prints at the end: each suite's wall-clock time and, under it, its slowest
// files (TEST_TIMINGS=all lists every file). A file's time is its own: importing it and running its tests
// and hooks; Vitest runs two files at once, so a suite's files add up to more than the suite.
const SLOWEST = 12;

const seconds = (value) => `${value.toFixed(1)} s`;
const minutes = (value) => `${Math.floor(value / 60)} min ${Math.round(value % 60)} s`;

/** `wallSeconds`: the whole run, start to end; suites that ran alongside one another add up to more. */
export function printTimings(timings, wallSeconds) {
  const listAll = process.env.TEST_TIMINGS === 'all';
  const rows = [];
  for (const suite of timings) {
    rows.push([suite.title, seconds(suite.seconds), suite.files ? `${suite.files.length} files` : '']);
    if (!suite.files) continue;
    const files = [...suite.files].sort((a, b) => b.seconds - a.seconds);
    const shown = listAll ? files : files.slice(0, SLOWEST);
    for (const file of shown) rows.push([`  ${file.file}`, seconds(file.seconds), `${file.tests} tests`]);
    const rest = files.slice(shown.length);
    if (rest.length) {
      const restSeconds = rest.reduce((sum, file) => sum + file.seconds, 0);
      rows.push([`  … ${rest.length} more files`, seconds(restSeconds), '']);
    }
  }
  rows.push(['total (wall clock)', minutes(wallSeconds), '']);

  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column].length)));
  console.log('\n=== where the time went ===');
  for (const [name, time, detail] of rows) {
    console.log(`${name.padEnd(widths[0])}  ${time.padStart(widths[1])}  ${detail}`);
  }
}
