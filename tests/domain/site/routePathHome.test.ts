// The route table is the one home of every page's path (the contact path, the blog's and the case studies' URL
// rules among them): the code names a route and asks `pathOf` for its path. This test reads the source as text and
// fails on a path written out again, so a moved page cannot leave a stale link behind.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../../src/domain/site/routeTable';

const HOME = 'src/domain/site/routeTable.ts';
// Generated from content/ (markdown bodies, whose links the content build checks against the route table).
const GENERATED = /^src\/adapters\/http\/contentSamples\.ts$|\/generated\//;

const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src', 'scripts', 'functions', 'server'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.tsx?$/.test(file) && file !== HOME && !GENERATED.test(file));

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** A path as a whole string literal, the start of one ('/x/…', `/x/${…}`, '/x?…') or a JSX attribute ="…". */
const literalOf = (path: string): RegExp => {
  const p = escape(path);
  return new RegExp(`'${p}(?:'|[/?#])|\`${p}(?:\`|[/?#]|\\$\\{)|="${p}"`);
};

/**
 * Every fixed path and every collection's base path (the part before :slug); the home page's "/" is too short to find.
 */
const PATHS = [...new Set(ROUTE_TABLE.map((route) => route.path.replace(/\/:slug$/, '')))].filter((path) => path !== '/');

const restatements = (text: string): string[] =>
  text.split('\n').flatMap((line, index) => {
    const code = line.trim();
    if (code.startsWith('//') || code.startsWith('*') || code.startsWith('/*')) return [];
    return PATHS.filter((path) => literalOf(path).test(line)).map((path) => `${index + 1}: ${path}`);
  });

describe('page paths', () => {
  // Covers: CONF-3
  it('are written in the route table alone; every other module asks pathOf for them', () => {
    const found = sources.flatMap((file) => restatements(readFileSync(file, 'utf8')).map((hit) => `${file}:${hit}`));
    expect(found).toEqual([]);
  });

  it('are found by this check when written out, as a string, a template or a JSX attribute', () => {
    expect(restatements(`const a = '/company/contact';`)).toEqual(['1: /company/contact']);
    expect(restatements('const b = `/resources/blog/${slug}`;')).toContain('1: /resources/blog');
    expect(restatements('<Link to="/terms/privacy-policy">')).toEqual(['1: /terms/privacy-policy']);
    expect(restatements(`// see '/company/contact'`)).toEqual([]);
  });
});
