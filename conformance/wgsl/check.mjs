// Validates WGSL files with Tint, through Dawn's Node.js binding (npm `webgpu`),
// on a device with no GPU behind it (Dawn's null backend).
//
//   node conformance/wgsl/check.mjs [-q] [--default-limits] FILE.wgsl...
//                                       (no FILE: names on stdin, one a line)
//
// One process and one device for all the files: node and Dawn start once
// (about 0.1 s), then each file costs a few milliseconds. For each file:
//   1. device.createShaderModule({code}) and getCompilationInfo(): Tint's parse,
//      resolve and uniformity errors, with line and column;
//   2. device.createComputePipeline() with layout 'auto' for each @compute entry
//      point: what Dawn checks only when a pipeline is made (binding layouts,
//      pipeline-overridable constants, device limits).
// Each call runs inside validation, internal and out-of-memory error scopes, so
// an error that Dawn raises without a compilation message is caught too.
//
// The device has every optional feature of `FEATURES` that the adapter offers
// (the null adapter offers them all), so a module that says `enable subgroups;`,
// `enable clip_distances;`, `enable primitive_index;`
// or `enable f16;` is checked, and one that uses them without `enable` is
// rejected, as in a browser. Its limits are the adapter's, which for the null
// adapter are WebGPU's defaults (256 invocations and 16 KiB of workgroup memory
// per workgroup, 8 storage buffers per stage). HLSL allows more (1024 threads,
// 32 KiB of groupshared memory), and so do most GPUs, but a WebGPU program must
// ask for those limits when it creates its device: going over a default limit
// is a warning that says so, not an error, unless --default-limits is given.
//
// Output: "ok FILE" for each valid file (unless -q), and for each error
// "FILE:line:col: error: message" (or "FILE: error: message" when Dawn gives no
// position), its further lines, if any, indented by four spaces; warnings are printed as "FILE:line:col: warning: message" and do not
// fail. Exit status: 0 when every file is valid, 1 when any is not, 2 when the
// checker itself could not run (no `webgpu` package, no adapter, a file unread).
import { readFileSync } from 'node:fs';

const FEATURES = ['subgroups', 'shader-f16', 'subgroup-size-control', 'dual-source-blending', 'clip-distances',
                  'primitive-index'];

function die(msg) {
    process.stderr.write(`check.mjs: ${msg}\n`);
    process.exit(2);
}

let quiet = false, strictLimits = false;
let files = process.argv.slice(2);
for (;;) {
    if (files[0] === '-q') quiet = true;
    else if (files[0] === '--default-limits') strictLimits = true;
    else break;
    files = files.slice(1);
}
if (files.length === 0)
    files = readFileSync(0, 'utf8').split('\n').filter(s => s !== '');
if (files.length === 0) die('usage: node conformance/wgsl/check.mjs [-q] [--default-limits] FILE.wgsl...');

let webgpu;
try {
    webgpu = await import('webgpu');
} catch (e) {
    die(`cannot load the npm package 'webgpu' (${e.code || e.message}); run: npm ci (or sh scripts/bootstrap.sh)`);
}
const gpu = webgpu.create(['backend=null']);
const adapter = await gpu.requestAdapter();
if (!adapter) die("Dawn's null backend gave no adapter");
const requiredLimits = {};
for (const key in adapter.limits) {
    const v = adapter.limits[key];
    if (typeof v === 'number') requiredLimits[key] = v;
}
const device = await adapter.requestDevice({
    requiredFeatures: FEATURES.filter(f => adapter.features.has(f)),
    requiredLimits,
});
// Errors outside every scope (none are expected: each call has its scopes).
const stray = [];
device.addEventListener('uncapturederror', ev => stray.push(ev.error.message));

const SCOPES = ['validation', 'internal', 'out-of-memory'];

// Runs fn() inside the three error scopes; returns the messages raised.
async function scoped(fn) {
    for (const s of SCOPES) device.pushErrorScope(s);
    let value, thrown = null;
    try {
        value = fn();
    } catch (e) {
        thrown = e;
    }
    const errors = [];
    for (let i = 0; i < SCOPES.length; i++) {
        const e = await device.popErrorScope();
        if (e) errors.push(e.message);
    }
    if (thrown) errors.push(String(thrown.message || thrown));
    return { value, errors };
}

// The first line of a Dawn error message, which is the one that says what is wrong.
const firstLine = m => m.split('\n').map(s => s.trim()).find(s => s !== '') || m;

// Dawn's messages for a pipeline over one of the device's limits.
const LIMIT = /maximum allowed|maximum per-stage limit|exceeds the max/i;

// A message as one line, then its other lines indented (Tint's candidate lists).
const oneMessage = m => m.split('\n').filter(s => s.trim() !== '').join('\n    ');

// The names of the @compute entry points of a module, in order.
function computeEntries(code) {
    const noComments = code.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/\/\/.*$/gm, '');
    const names = [];
    for (const m of noComments.matchAll(/@compute\b[^{;]*?\bfn\s+([A-Za-z_][A-Za-z0-9_]*)/g))
        names.push(m[1]);
    return names;
}

async function checkFile(file) {
    let code;
    try {
        code = readFileSync(file, 'utf8');
    } catch (e) {
        die(`cannot read ${file}: ${e.message}`);
    }
    const out = [];
    let nerr = 0;
    const mod = await scoped(() => device.createShaderModule({ code }));
    let messages = [];
    if (mod.value) messages = (await mod.value.getCompilationInfo()).messages;
    for (const m of messages) {
        if (m.type === 'info') continue;
        if (m.type === 'error') nerr++;
        const pos = m.lineNum > 0 ? `:${m.lineNum}:${m.linePos}` : '';
        out.push(`${file}${pos}: ${m.type}: ${oneMessage(m.message)}`);
    }
    // The scope's error repeats the compilation messages; report it only when
    // there were none (an error Dawn raised on its own).
    if (nerr === 0 && mod.errors.length > 0) {
        for (const e of mod.errors) out.push(`${file}: error: ${firstLine(e)}`);
        nerr += mod.errors.length;
    }
    if (nerr === 0) {
        for (const entryPoint of computeEntries(code)) {
            const p = await scoped(() => device.createComputePipeline({
                layout: 'auto',
                compute: { module: mod.value, entryPoint },
            }));
            for (const e of p.errors) {
                const limit = !strictLimits && LIMIT.test(firstLine(e));
                const what = limit ? 'warning' : 'error';
                const note = limit ? " (over WebGPU's default limits: the device must ask for more)" : '';
                out.push(`${file}: ${what}: pipeline '${entryPoint}': ${firstLine(e)}${note}`);
                if (!limit) nerr++;
            }
        }
    }
    if (stray.length > 0) {
        for (const e of stray.splice(0)) out.push(`${file}: error: ${firstLine(e)}`);
        nerr++;
    }
    if (nerr === 0 && !quiet) out.push(`ok ${file}`);
    if (out.length > 0) process.stdout.write(out.join('\n') + '\n');
    return nerr === 0;
}

let bad = 0;
for (const f of files)
    if (!(await checkFile(f))) bad++;
device.destroy();
process.exit(bad > 0 ? 1 : 0);
