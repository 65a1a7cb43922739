// A lit for the offload-test-suite (conformance/run-offload.sh): each test's
// RUN lines run as lit runs them (bash, with pipefail), on one backend, with its REQUIRES,
// UNSUPPORTED and XFAIL (and lit.local.cfg's unsupported) evaluated against
// the features lit.cfg.py would set for that device and for our compiler
// (docs/offload-suite.md lists them). One line per test goes to --out:
//   STATUS <tab> FOLDER <tab> TEST <tab> REASON
// STATUS: PASS, FAIL, XFAIL (an expected failure that failed: the test's
// XFAIL, or a known driver issue of known-issues.txt that failed as it
// says), XPASS (an expected failure that passed), NOCOMPILE (prism refused
// the shader: its message), SKIP (why: UNSUPPORTED, REQUIRES, a device
// limit, what our runners do not run, no reference image).
//
//   node lit.mjs --suite TEST_DIR --backend NAME --runner RUNNER --target spirv|wgsl
//                --features FILE --out FILE [--ref-runner RUNNER] [--logs DIR]
//                [--jobs N] TEST...            (no TEST: paths on stdin)
//
// Substitutions (lit.cfg.py's, for a Vulkan configuration): %dxc_target and
// %dxc_target_lib -> dxc.sh (prism with -spirv -fspv-target-env=vulkan1.3
// and the line's flags), %offloader -> offloader.sh (vkrun or wgrun
// --offloader), FileCheck -> filecheck.mjs, imgdiff -> imgdiff.mjs,
// split-file (done here), `not`, %if FEATURE %{ .. %} %else %{ .. %}, %s %S %t
// %T. %goldenimage_dir: the suite's PNGs are not in the checkout; an imgdiff
// against one compares with a reference render instead: the test's RUN lines
// again with every shader compiled by glslangValidator, on --ref-runner.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const HERE = join(ROOT, 'conformance/offload');

function parseArgs(argv) {
    const o = { jobs: 2, tests: [] };
    for (let i = 0; i < argv.length; i++) {
        const a = argv[i];
        if (a.startsWith('--') && i + 1 < argv.length) o[a.slice(2).replace(/-(.)/g, (_, c) => c.toUpperCase())] = argv[++i];
        else o.tests.push(a);
    }
    if (o.tests.length === 0) o.tests = readFileSync(0, 'utf8').split('\n').filter(s => s);
    for (const k of ['suite', 'backend', 'runner', 'target', 'features', 'out'])
        if (!o[k]) { process.stderr.write(`lit.mjs: --${k} is required\n`); process.exit(2); }
    o.jobs = Number(o.jobs) || 2;
    return o;
}

// ---- lit's boolean expressions (REQUIRES / UNSUPPORTED / XFAIL) ----

export function evalExpr(text, features) {
    const toks = text.match(/\(|\)|&&|\|\||!|[^\s()&|!]+/g) || [];
    let i = 0;
    const atom = () => {
        const t = toks[i++];
        if (t === '!') return !atom();
        if (t === '(') { const v = or(); i++; return v; }
        if (t === 'true') return true;
        if (t === 'false') return false;
        if (t && t.startsWith('{{')) return [...features].some(f => new RegExp(`^${t.slice(2, -2)}$`).test(f));
        return features.has(t);
    };
    const and = () => { let v = atom(); while (toks[i] === '&&') { i++; v = atom() && v; } return v; };
    const or = () => { let v = and(); while (toks[i] === '||') { i++; v = and() || v; } return v; };
    return or();
}

const list = s => s.split(',').map(x => x.trim()).filter(x => x);

function parseTest(text) {
    const t = { run: [], requires: [], unsupported: [], xfail: [] };
    let pending = null;
    for (const line of text.split(/\r?\n/)) {
        let m = /\bRUN:(.*)$/.exec(line);
        if (m) {
            let cmd = m[1].trim();
            const cont = cmd.endsWith('\\');
            if (cont) cmd = cmd.slice(0, -1);
            pending = pending === null ? cmd : `${pending} ${cmd}`;
            if (!cont) { t.run.push(pending); pending = null; }
            continue;
        }
        if ((m = /\bREQUIRES:(.*)$/.exec(line))) t.requires.push(...list(m[1]));
        else if ((m = /\bUNSUPPORTED:(.*)$/.exec(line))) t.unsupported.push(...list(m[1]));
        else if ((m = /\bXFAIL:(.*)$/.exec(line))) t.xfail.push(...list(m[1]));
    }
    return t;
}

// lit.local.cfg: the two forms the suite uses, from the test's folder up.
function localUnsupported(suite, file, features) {
    for (let d = dirname(file); d.startsWith(suite); d = dirname(d)) {
        const cfg = join(d, 'lit.local.cfg');
        if (existsSync(cfg)) {
            const text = readFileSync(cfg, 'utf8');
            for (const m of text.matchAll(/if '([^']+)' (not )?in config\.available_features:\s*\n\s*config\.unsupported = True/g))
                if (features.has(m[1]) === !m[2])
                    return `lit.local.cfg: '${m[1]}' ${m[2] ? 'not ' : ''}in features`;
        }
        if (d === suite) break;
    }
    return null;
}

// ---- running RUN lines ----

function splitFile(src, dst) {
    mkdirSync(dst, { recursive: true });
    let name = null, body = [];
    const flush = () => { if (name !== null) writeFileSync(join(dst, name), body.join('\n') + '\n'); };
    for (const line of readFileSync(src, 'utf8').split(/\r?\n/)) {
        const m = /^(?:#|\/\/)--- (.+?)\s*$/.exec(line);
        if (m) { flush(); name = m[1]; body = []; }
        else if (name !== null) body.push(line);
    }
    flush();
}

// %if FEATURE %{ A %} [%else %{ B %}]
function expandIf(cmd, features) {
    return cmd.replace(/%if\s+(.+?)\s*%\{(.*?)%\}(?:\s*%else\s*%\{(.*?)%\})?/g,
        (_, cond, a, b) => (evalExpr(cond, features) ? a : b || ''));
}

function substitute(cmd, test, tPrefix, features) {
    return expandIf(cmd, features)
        .replace(/%dxc_target_lib\b|%dxc_target\b/g, `sh ${HERE}/dxc.sh`)
        .replace(/%offloader\b/g, `sh ${HERE}/offloader.sh`)
        .replace(/(^|[\s|;&])FileCheck\b/g, `$1node ${HERE}/filecheck.mjs`)
        .replace(/(^|[\s|;&])imgdiff\b/g, `$1node ${HERE}/imgdiff.mjs`)
        .replace(/%s\b/g, test).replace(/%S\b/g, dirname(test))
        .replace(/%t/g, tPrefix).replace(/%T\b/g, dirname(tPrefix));
}

// `not` as LLVM's: success when the command fails; a skip (77) stays one.
const PRELUDE = 'not() { "$@"; r=$?; [ $r -eq 77 ] && return 77; [ $r -ne 0 ]; }\n';

function sh(cmd, cwd, env) {
    return new Promise(res => {
        // lit runs a RUN line's pipeline with pipefail: an offloader that fails
        // fails the line even when FileCheck, after it, passes
        const p = spawn('bash', ['-o', 'pipefail', '-c', PRELUDE + cmd], { cwd, env });
        // the output a log keeps: its first and last 32 KB (a render target's
        // YAML dump can run to megabytes)
        let head = '', tail = '', cut = 0;
        const add = d => {
            const s = String(d);
            if (head.length < 32768) { head += s; return; }
            tail += s;
            if (tail.length > 65536) { cut += tail.length - 32768; tail = tail.slice(-32768); }
        };
        p.stdout.on('data', add);
        p.stderr.on('data', add);
        const timer = setTimeout(() => p.kill('SIGKILL'), 300000);
        p.on('close', code => {
            clearTimeout(timer);
            const out = head + (cut ? `\n... (${cut} characters left out)\n` : '') + tail;
            res({ code: code === null ? 124 : code, out });
        });
    });
}

const readState = (dir, name) => (existsSync(join(dir, name)) ? readFileSync(join(dir, name), 'utf8').trim() : null);

// The RUN lines in tPrefix's folder; returns {status, reason, log}.
async function runLines(lines, test, tPrefix, state, env, features, upTo = lines.length,
                        golden = null) {
    let log = '';
    for (let i = 0; i < upTo; i++) {
        let line = lines[i];
        const gm = /^imgdiff\s+(\S+)\s+%goldenimage_dir\/\S+(.*)$/.exec(line);
        if (gm && golden) {
            const g = await golden(i, gm);
            if (g.result) return { ...g.result, log: log + g.result.log };
            line = g.line;
        }
        const sf = /^split-file\s+%s\s+%t\s*$/.exec(line);
        if (sf) { splitFile(test, tPrefix); continue; }
        const cmd = substitute(line, test, tPrefix, features);
        rmSync(state, { recursive: true, force: true });
        mkdirSync(state, { recursive: true });
        const r = await sh(cmd, dirname(tPrefix), { ...env, OFFLOAD_STATE: state });
        log += `$ ${line}\n${r.out}`;
        const nc = readState(state, 'notcompiled'), nr = readState(state, 'noreference');
        const skip = readState(state, 'skip'), to = readState(state, 'timeout');
        if (nc) return { status: 'NOCOMPILE', reason: nc, log };
        if (nr) return { status: 'NOREF', reason: nr, log };
        if (skip) return { status: 'SKIP', reason: skip, log };
        if (to) return { status: 'FAIL', reason: to, log };
        if (r.code !== 0) {
            const lines = r.out.trim().split('\n').filter(s => s);
            const why = lines.find(l => /^(FAIL|gpu-exec: error|vkrun:|wgrun:)/.test(l));
            const last = why || lines.slice(-1)[0] || `exit ${r.code}`;
            return { status: 'FAIL', reason: `RUN line ${i + 1}: ${last.slice(0, 200)}`, log };
        }
    }
    return { status: 'PASS', reason: '', log };
}

// conformance/offload/as-dxc.txt: tests where prism keeps DXC's interface
// by design, so the test's DXC lines apply to it
const asDxc = new Map(readFileSync(join(HERE, 'as-dxc.txt'), 'utf8').split('\n')
    .filter(l => l && !l.startsWith('#')).map(l => l.split('\t')));

// known-issues.txt: BACKEND <tab> TEST (a suffix of its path) <tab> WHY
// [<tab> FAILURE: what the failure's reason must contain]
function knownIssue(backend, rel) {
    for (const line of readFileSync(join(HERE, 'known-issues.txt'), 'utf8').split('\n')) {
        if (!line || line.startsWith('#')) continue;
        const [b, test, why, failure] = line.split('\t');
        if (b === backend && rel.endsWith(test)) return { why, failure: failure || '' };
    }
    return null;
}

// A known driver issue still runs: it is an expected failure when it
// fails as the entry says (any failure, without FAILURE), an XPASS when it
// passes (the entry is stale), and a FAIL otherwise, so that a prism bug in
// the same test still shows.
function withKnownIssue(r, known) {
    if (r.status === 'PASS')
        return { ...r, status: 'XPASS', reason: `the known driver issue did not show: ${known.why}` };
    if (r.status !== 'FAIL')
        return r;
    if (known.failure && !r.reason.includes(known.failure))
        return { ...r, reason: `${r.reason} (not the known driver issue, which fails with '${known.failure}')` };
    return { ...r, status: 'XFAIL', reason: `known driver issue: ${known.why}` };
}

async function runTest(o, file, features, env) {
    const text = readFileSync(file, 'utf8');
    const dxcWhy = asDxc.get(relative(o.suite, file));
    if (dxcWhy)
        features = new Set([...features, 'DXC']);
    const r = await runTestWith(o, file, text, features, env);
    if (dxcWhy && (r.status === 'SKIP' || r.status === 'XFAIL'))
        r.reason = `${r.reason || ''} (as DXC: ${dxcWhy})`;
    return r;
}

// suite-defects.txt: TEST (a suffix of its path) <tab> WHY: tests whose own
// expected data is wrong on every implementation (each reason shows the
// arithmetic); run, they fail everywhere, so they are skipped with the reason
function suiteDefect(rel) {
    for (const line of readFileSync(join(HERE, 'suite-defects.txt'), 'utf8').split('\n')) {
        if (!line || line.startsWith('#')) continue;
        const [test, why] = line.split('\t');
        if (rel.endsWith(test)) return why;
    }
    return null;
}

async function runTestWith(o, file, text, features, env) {
    const t = parseTest(text);
    const known = knownIssue(o.backend, relative(o.suite, file));
    const defect = suiteDefect(relative(o.suite, file));
    if (defect) return { status: 'SKIP', reason: `the test's expected data is wrong: ${defect}` };
    const local = localUnsupported(o.suite, file, features);
    if (local) return { status: 'SKIP', reason: local };
    const uns = t.unsupported.find(e => evalExpr(e, features));
    if (uns) return { status: 'SKIP', reason: `UNSUPPORTED: ${uns}` };
    const missing = t.requires.filter(e => !evalExpr(e, features));
    if (missing.length) return { status: 'SKIP', reason: `REQUIRES: ${missing.join(', ')}` };
    if (t.run.length === 0) return { status: 'SKIP', reason: 'no RUN lines' };
    // prism compiles compute, vertex and pixel shaders: the other stages are
    // out of this runner's scope (and prism's), not failures of either
    const stage = /^[ \t-]*Stage:[ \t]*(Hull|Domain|Geometry|Mesh|Amplification|RayGeneration|Miss|ClosestHit|AnyHit|Intersection|Callable)\b/m.exec(text);
    if (stage) return { status: 'SKIP', reason: `a ${stage[1]} shader: prism compiles compute, vertex and pixel shaders` };
    if (t.run.some(l => /(^|\s)obj2yaml\b/.test(l)))
        return { status: 'SKIP', reason: 'obj2yaml reads DXIL containers; prism emits SPIR-V and WGSL' };
    const xfail = t.xfail.some(e => e === '*' || evalExpr(e, features));
    const work = mkdtempSync(join(o.tmp, 't'));
    try {
        const tPrefix = join(work, 'run', 't');
        mkdirSync(dirname(tPrefix), { recursive: true });
        // golden images: the reference render replaces %goldenimage_dir/NAME,
        // made when the imgdiff line is reached (after prism's lines ran)
        const golden = async (i, m) => {
            const refPrefix = join(work, 'ref', 't');
            mkdirSync(dirname(refPrefix), { recursive: true });
            const refEnv = { ...env, OFFLOAD_COMPILER: 'glslang', OFFLOAD_TARGET: 'spirv',
                OFFLOAD_RUNNER: o.refRunner || o.runner };
            const ref = await runLines(t.run, file, refPrefix, join(work, 'refstate'), refEnv, features, i);
            if (ref.status === 'PASS')
                return { line: `imgdiff ${m[1]} ${m[1].replace(/%t/g, refPrefix)}${m[2]}` };
            const why = ref.status === 'NOREF' ? `glslang cannot compile it: ${ref.reason}` : ref.reason;
            return { result: { status: 'SKIP', reason: `no reference image (${why})`, log: ref.log } };
        };
        const r = await runLines(t.run, file, tPrefix, join(work, 'state'), env, features,
                                 t.run.length, golden);
        if (r.status === 'NOREF') r.status = 'FAIL';
        if (known && !xfail) return withKnownIssue(r, known);
        if (xfail && r.status === 'FAIL') return { ...r, status: 'XFAIL' };
        if (xfail && r.status === 'PASS') return { ...r, status: 'XPASS', reason: 'XFAIL, but it passed' };
        return r;
    } finally {
        rmSync(work, { recursive: true, force: true });
    }
}

// The features lit.cfg.py sets (docs/offload-suite.md): the API and the
// device's (--features: vkrun/wgrun --features), the compiler, the OS,
// SM_6_0..SM_6_9 (lit.cfg.py gives a Vulkan device them all), goldenimage
// (a reference render stands in for the suite's PNGs), AVX512 from the host.
function features(o) {
    const f = new Set(readFileSync(o.features, 'utf8').split('\n').map(s => s.trim())
        .filter(s => s && !s.startsWith('device:')));
    for (const x of ['Prism', 'Linux', 'goldenimage']) f.add(x);
    for (let m = 0; m <= 9; m++) f.add(`SM_6_${m}`);
    try {
        if (/\bavx512f\b/.test(readFileSync('/proc/cpuinfo', 'utf8'))) f.add('AVX512');
    } catch { /* no cpuinfo: no AVX512 */ }
    if (process.arch === 'arm64') f.add('host-arm64');
    return f;
}

const o = parseArgs(process.argv.slice(2));
const feats = features(o);
o.tmp = mkdtempSync(join(tmpdir(), 'offload-lit.'));
const env = { ...process.env, OFFLOAD_ROOT: ROOT, OFFLOAD_RUNNER: o.runner, OFFLOAD_TARGET: o.target };
const results = [];
let next = 0;
async function worker() {
    while (next < o.tests.length) {
        const file = o.tests[next++];
        let r;
        try {
            r = await runTest(o, file, feats, env);
        } catch (e) {
            r = { status: 'FAIL', reason: `lit.mjs: ${e.message}` };
        }
        const rel = relative(o.suite, file), folder = dirname(rel);
        results.push(`${r.status}\t${folder}\t${rel}\t${(r.reason || '').replace(/\s+/g, ' ')}`);
        if (o.logs && r.log) {
            const lf = join(o.logs, o.backend, rel + '.log');
            mkdirSync(dirname(lf), { recursive: true });
            writeFileSync(lf, r.log);
        }
    }
}
await Promise.all(Array.from({ length: o.jobs }, worker));
rmSync(o.tmp, { recursive: true, force: true });
writeFileSync(o.out, results.sort().join('\n') + '\n');
