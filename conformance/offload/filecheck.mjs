// FileCheck for the offload-test-suite's RUN lines (lit.mjs): the subset of
// LLVM's FileCheck its tests use, with LLVM's rules.
//
//   node filecheck.mjs CHECKFILE [--check-prefix=P] < input
//
// Directives: P:, P-NEXT:, P-NOT:, P-LABEL: (a P: that the following
// P-NOT: ranges stop at), P-SAME:, P-EMPTY:; {{regex}} in a pattern; runs of
// spaces and tabs in the input and in a pattern match each other (FileCheck's
// default without --strict-whitespace); a pattern's ends are trimmed. A
// prefix counts only where it starts a word. Exit 0 when every directive
// holds, else 1 with the first one that does not, as FileCheck reports it.
import { readFileSync } from 'node:fs';

function usage() {
    process.stderr.write('usage: node filecheck.mjs CHECKFILE [--check-prefix=P] < input\n');
    process.exit(2);
}

const args = process.argv.slice(2);
let file = null, prefixes = [];
for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a.startsWith('--check-prefix=')) prefixes.push(...a.slice(15).split(','));
    else if (a === '--check-prefix' && i + 1 < args.length) prefixes.push(args[++i]);
    else if (a.startsWith('--check-prefixes=')) prefixes.push(...a.slice(17).split(','));
    else if (a.startsWith('-')) usage();
    else file = a;
}
if (!file) usage();
if (prefixes.length === 0) prefixes = ['CHECK'];

const escape = s => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const squash = s => s.replace(/[ \t]+/g, ' ');

// A pattern as a RegExp: literal text with {{regex}} parts.
function compile(pat) {
    let re = '', rest = squash(pat.trim());
    while (rest.length) {
        const at = rest.indexOf('{{');
        if (at < 0) { re += escape(rest); break; }
        re += escape(rest.slice(0, at));
        const end = rest.indexOf('}}', at + 2);
        if (end < 0) { re += escape(rest.slice(at)); break; }
        re += `(?:${rest.slice(at + 2, end)})`;
        rest = rest.slice(end + 2);
    }
    return new RegExp(re.replace(/ /g, '[ \\t]+'), 'g');
}

const checks = [];
const directive = new RegExp(`(?:^|[^A-Za-z0-9_-])(${prefixes.map(escape).join('|')})(-NEXT|-NOT|-LABEL|-SAME|-EMPTY|-DAG)?:(.*)$`);
readFileSync(file, 'utf8').split(/\r?\n/).forEach((line, i) => {
    const m = directive.exec(line);
    if (m) checks.push({ kind: m[2] ? m[2].slice(1) : 'CHECK', text: m[3], line: i + 1, re: compile(m[3]) });
});
if (checks.length === 0) {
    process.stderr.write(`error: no check strings found with prefix${prefixes.length > 1 ? 'es' : ''} ${prefixes.map(p => `'${p}:'`).join(', ')}\n`);
    process.exit(2);
}

const input = squash(readFileSync(0, 'utf8').replace(/\r\n/g, '\n'));
if (input.length === 0) {
    process.stderr.write('error: no input from stdin\n');
    process.exit(2);
}
const lineOf = pos => { let n = 0; for (let i = 0; i < pos; i++) if (input[i] === '\n') n++; return n; };
const lineStart = pos => input.lastIndexOf('\n', pos - 1) + 1;
const lineEnd = pos => { const e = input.indexOf('\n', pos); return e < 0 ? input.length : e; };

function fail(c, why) {
    process.stderr.write(`${file}:${c.line}: error: ${c.kind === 'CHECK' ? '' : c.kind + ': '}${why}\n` +
        `${prefixes[0]}${c.kind === 'CHECK' ? '' : '-' + c.kind}:${c.text}\n`);
    process.exit(1);
}

// first match of c at or after pos, before limit
function find(c, pos, limit = input.length) {
    c.re.lastIndex = pos;
    for (let m; (m = c.re.exec(input)) !== null;) {
        if (m.index + m[0].length > limit) return null;
        if (m[0].length === 0) { c.re.lastIndex++; continue; }
        return { start: m.index, end: m.index + m[0].length };
    }
    return null;
}

let pos = 0, lastEnd = 0, nots = [];
for (const c of checks) {
    if (c.kind === 'NOT') { nots.push(c); continue; }
    let m;
    if (c.kind === 'NEXT' || c.kind === 'EMPTY') {
        const next = lineEnd(lastEnd) + 1;
        if (next > input.length) fail(c, 'expected string not found in input');
        if (c.kind === 'EMPTY') {
            if (lineEnd(next) !== next) fail(c, 'found non-empty line after previous match');
            m = { start: next, end: next };
        } else {
            m = find(c, next, lineEnd(next));
            if (!m) {
                const any = find(c, next);
                fail(c, any ? `is not on the line after the previous match (line ${lineOf(any.start) + 1} of the input)`
                    : 'expected string not found in input');
            }
        }
    } else if (c.kind === 'SAME') {
        m = find(c, lastEnd, lineEnd(lastEnd));
        if (!m) fail(c, 'expected string not found on the same line');
    } else {
        m = find(c, pos);
        if (!m) fail(c, 'expected string not found in input');
    }
    for (const n of nots) {
        const hit = find(n, pos, m.start);
        if (hit) fail(n, `excluded string found in input (line ${lineOf(hit.start) + 1}): ${input.slice(lineStart(hit.start), lineEnd(hit.start))}`);
    }
    nots = [];
    pos = lastEnd = m.end;
}
for (const n of nots) {
    const hit = find(n, pos);
    if (hit) fail(n, `excluded string found in input (line ${lineOf(hit.start) + 1})`);
}
process.exit(0);
