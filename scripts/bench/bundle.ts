// npm run bench: prints, per prerendered route, the HTML bytes and the gzip bytes of the HTML and of the JavaScript
// and CSS the page loads before any interaction, against the budgets (build first: npm run build).
// `npm run bench -- --markdown` prints the same as the Markdown table of docs/budgets.md.
import { join } from 'node:path';
import { budgetFor } from '../build/budgets';
import { measureRoutes } from '../build/measureRoutes';

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
const rows = measureRoutes(process.env.DIST_DIR ?? join(import.meta.dirname, '..', '..', 'dist'));

if (process.argv.includes('--markdown')) {
  console.log('| route | HTML KB | HTML gzip KB (limit) | JS gzip KB (limit) | CSS gzip KB (limit) |');
  console.log('|---|---:|---:|---:|---:|');
  for (const row of rows) {
    const budget = budgetFor(row.path);
    console.log(`| ${row.path} | ${kb(row.htmlBytes)} | ${kb(row.htmlGzip)} (${kb(budget.html)}) | ${kb(row.jsGzip)} (${kb(budget.js)}) | ${kb(row.cssGzip)} (${kb(budget.css)}) |`);
  }
} else {
  console.log(`${'route'.padEnd(62)} ${'HTML KB'.padStart(8)} ${'HTML gz'.padStart(8)} ${'JS gz KB'.padStart(9)} ${'limit'.padStart(6)} ${'CSS gz'.padStart(7)} files`);
  for (const row of rows) {
    const budget = budgetFor(row.path);
    const over = row.jsGzip > budget.js || row.htmlGzip > budget.html || row.cssGzip > budget.css ? '  OVER BUDGET' : '';
    console.log(
      `${row.path.padEnd(62)} ${kb(row.htmlBytes).padStart(8)} ${kb(row.htmlGzip).padStart(8)} ${kb(row.jsGzip).padStart(9)} ${kb(budget.js).padStart(6)} ${kb(row.cssGzip).padStart(7)} ${String(row.jsFiles).padStart(5)}${over}`,
    );
  }
  const home = rows.find((row) => row.path === '/');
  if (home) console.log(`\nHome page JavaScript before interaction: ${kb(home.jsGzip)} KB gzip (limit ${kb(budgetFor('/').js)} KB)`);
}
