// wgrun: the WebGPU column of the execution conformance suite. Compiles each
// .test's shader with prism to WGSL, runs it on Dawn (npm `webgpu`), compares
// its buffers with the expected ones: conformance/vkrun for WGSL.
//
//   node conformance/wgrun/wgrun.mjs [options] FILE.test...   (no FILE: names on stdin)
//     --prism PATH   the compiler (default $PRISM, else build/prism)
//     --logs DIR     each test's output to DIR/NAME/dawn.log and its exit status
//                    to DIR/NAME/dawn.rc (conformance/run.sh), nothing on stdout
//
// One node process and one Dawn device run every file given: starting node and
// Dawn costs about 0.1 s, a test a few milliseconds. The device is Dawn's
// default adapter with every optional feature of FEATURES it offers and its
// largest limits; conformance/run.sh sets VK_ICD_FILENAMES to SwiftShader's ICD
// (Dawn refuses Debian 12's lavapipe). Per test, as vkrun does (its files are
// named in brackets):
//   1. read the .test (testfile.mjs: vkrun's testfile.c and ext.c);
//   2. compile: prism -T cs_6_N -E Entry --target wgsl --reflect (compile.c). A
//      PRISM52nn diagnostic (what WGSL or WebGPU lacks: 64-bit and 16-bit
//      integers, texel buffers, ...) makes the test SKIP with its message;
//   3. check the YAML's resources against the reflection (bindings.c): a
//      resource the shader uses that the pipeline does not bind, or whose kind
//      disagrees with the reflection's WebGPU buffer type, fails;
//   4. SKIP for device limits: a WebGPU feature the reflection requires, a
//      workgroup over maxComputeInvocationsPerWorkgroup, a subgroup size the
//      adapter cannot give, a known driver issue (prism.yaml KnownIssues
//      matched against the adapter's description);
//   5. buffers at the reflection's group and binding, pipeline (layout
//      'auto'), dispatch, copy back, mapAsync (vk_buffers.c, vk_run.c), every
//      call inside validation, internal and out-of-memory error scopes;
//   6. W from LaneCount or the adapter, size-dependent expectations, compare
//      (compare.mjs: vkrun's compare.c).
// Output per test: "device: ...", "subgroup ...", then "PASS: ...", "FAIL:
// reason" (with the first differing elements) or "SKIP: reason". Exit status
// for one file: 0 pass, 1 fail, 77 skip, 2 bad usage or a malformed test, 3
// not compiled; for several: 1 when any did not pass or skip, after a closing
// "N passed, N failed, N skipped".
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { BadTest, RKINDS, loadTest } from './testfile.mjs';
import { applyExpectations, compareResult } from './compare.mjs';

const PASS = 0, FAIL = 1, BAD = 2, NOCOMPILE = 3, SKIP = 77;
const FEATURES = ['subgroups', 'shader-f16', 'subgroup-size-control'];
const SCOPES = ['validation', 'internal', 'out-of-memory'];
const TIMEOUT_MS = 20000; // a dispatch that does not finish in 20 s fails
const UNIFORM_PAD = 4096; // bytes bound past a uniform buffer's data
// Dawn's messages for something over one of the device's limits.
const LIMIT = /maximum allowed|maximum per-stage limit|exceeds the max|exceeds the limit/i;

// A test's outcome: an exit status and the lines it printed.
class Outcome extends Error {
    constructor(rc, line) {
        super(line);
        this.rc = rc;
    }
}
const skip = why => new Outcome(SKIP, `SKIP: ${why}`);
const fail = why => new Outcome(FAIL, `FAIL: ${why}`);
const firstLine = m => String(m).split('\n').map(s => s.trim()).find(s => s !== '') || String(m);

function usage() {
    process.stderr.write('usage: node conformance/wgrun/wgrun.mjs [--prism PATH] [--logs DIR] FILE.test...\n' +
        'exit status: 0 pass, 1 fail, 77 skip, 2 bad usage or test, 3 not compiled\n');
    process.exit(BAD);
}

function parseArgs(argv) {
    const o = { prism: process.env.PRISM || 'build/prism', logs: null, files: [] };
    for (let i = 0; i < argv.length; i++) {
        const a = argv[i];
        if ((a === '--prism' || a === '--logs') && i + 1 < argv.length) o[a.slice(2)] = argv[++i];
        else if (a.startsWith('-')) usage();
        else o.files.push(a);
    }
    if (o.files.length === 0) o.files = readFileSync(0, 'utf8').split('\n').filter(s => s !== '');
    if (o.files.length === 0) usage();
    return o;
}

// ---- Dawn ----

// The adapter and a device with what it offers; recreated after a device loss.
class Gpu {
    async open() {
        let webgpu;
        try {
            webgpu = await import('webgpu');
        } catch (e) {
            this.broken = `cannot load the npm package 'webgpu' (${e.code || e.message}); run npm ci (scripts/bootstrap.sh)`;
            return;
        }
        Object.assign(globalThis, webgpu.globals);
        this.gpu = webgpu.create([]);
        await this.newDevice();
    }
    async newDevice() {
        this.adapter = await this.gpu.requestAdapter();
        if (!this.adapter) {
            this.broken = 'no WebGPU adapter (Dawn found no Vulkan device it accepts)';
            return;
        }
        const requiredLimits = {};
        for (const key in this.adapter.limits)
            if (typeof this.adapter.limits[key] === 'number') requiredLimits[key] = this.adapter.limits[key];
        this.device = await this.adapter.requestDevice({
            requiredFeatures: FEATURES.filter(f => this.adapter.features.has(f)),
            requiredLimits,
        });
        this.lost = null;
        this.device.lost.then(info => { this.lost = info.message || 'device lost'; });
        this.stray = [];
        this.device.addEventListener('uncapturederror', ev => this.stray.push(ev.error.message));
        const info = this.adapter.info;
        this.name = [info.description, info.vendor, info.architecture, info.device].filter(s => s).join(' / ');
        this.wmin = info.subgroupMinSize || 0;
        this.wmax = info.subgroupMaxSize || 0;
    }
    describe() {
        const f = [...this.device.features].filter(x => FEATURES.includes(x)).sort();
        return [`device: ${this.name}; driver: Dawn (npm webgpu); WebGPU`,
            `subgroup size ${this.wmin}..${this.wmax}; features: ${f.join(' ') || 'none'}`];
    }
    // Runs fn() inside the error scopes; returns its value, or throws the
    // first error as a FAIL (or SKIP, for a device limit).
    async scoped(what, fn) {
        for (const s of SCOPES) this.device.pushErrorScope(s);
        let value, thrown = null;
        try {
            value = await fn();
        } catch (e) {
            thrown = e;
        }
        const errors = [];
        for (let i = 0; i < SCOPES.length; i++) {
            const e = await this.device.popErrorScope();
            if (e) errors.push(e.message);
        }
        if (thrown) errors.push(thrown.message || String(thrown));
        if (errors.length === 0) return value;
        const m = firstLine(errors[0]);
        throw LIMIT.test(m) ? skip(`over a device limit: ${what}: ${m}`) : fail(`${what}: ${m}`);
    }
}

// ---- one test ----

function compile(t, prism, dir) {
    const hlsl = join(dir, 'source.hlsl'), json = join(dir, 'shader.json'), wgsl = join(dir, 'shader.wgsl');
    writeFileSync(hlsl, t.source);
    const r = spawnSync(prism, ['-T', t.profile, '-E', t.entry, '--target', 'wgsl', '--reflect', json,
        '-Fo', wgsl, ...t.args, hlsl], { encoding: 'utf8' });
    const diag = (r.stdout || '') + (r.stderr || '');
    if (r.status === 0) return { code: readFileSync(wgsl, 'utf8'), refl: JSON.parse(readFileSync(json, 'utf8')), diag };
    // What WGSL cannot express is a limit of the target: SKIP with the reason
    // (5200-5299 the WGSL backend's, 5300-5319 inline SPIR-V with no WGSL form).
    const errors = diag.split('\n').filter(l => / error PRISM\d{4}:/.test(l));
    if (r.status === 1 && errors.length > 0 && errors.every(l => / error PRISM5(2\d\d|30\d|31\d):/.test(l))) {
        const m = / error (PRISM5\d\d\d: .*)$/.exec(errors[0]);
        throw new Outcome(SKIP, `${diag.trimEnd()}\nSKIP: WGSL cannot express this shader: ${m[1]}`);
    }
    const how = r.error ? `cannot run ${prism}: ${r.error.message}` : r.signal ? `signal ${r.signal}` : `exit ${r.status}`;
    throw new Outcome(NOCOMPILE, `${diag.trimEnd()}\nFAIL: prism did not compile the shader (${how})`);
}

// The YAML's resources against the reflection (vkrun's bindings.c); returns
// [{res, group, binding, type}] for the resources the shader uses.
function checkBindings(t, entry) {
    const refl = entry.resources || [];
    const key = (reg, no, space) => `${reg}${no}/${space}`;
    const byReg = new Map(refl.map(r => [key(r.register[0], Number(r.register.slice(1)), r.space), r]));
    const bound = [], seen = new Set();
    for (const set of t.sets)
        for (const y of set) {
            const [reg, , , type] = RKINDS[y.kind];
            const k = key(reg, y.reg, y.space);
            seen.add(k);
            const s = byReg.get(k);
            if (!s) continue; // unused by the entry point: layout 'auto' has no slot for it
            const wt = s.webgpu && s.webgpu.buffer && s.webgpu.buffer.type;
            if (wt !== type)
                throw fail(`${y.name}: a ${y.kind} is a '${type}' buffer binding, the reflection says ${JSON.stringify(wt || s.webgpu)}`);
            bound.push({ res: y, group: s.webgpu.group, binding: s.webgpu.binding, type });
        }
    for (const r of refl)
        if (!seen.has(key(r.register[0], Number(r.register.slice(1)), r.space)))
            throw fail(`the shader uses ${r.name} (${r.register}, space${r.space}), which the pipeline does not bind`);
    return bound;
}

const isPow2 = x => x > 0 && (x & (x - 1)) === 0;

// Device limits and known issues, before anything runs (vkrun's main.c).
function checkDevice(g, t, entry) {
    for (const b of t.bugs)
        if (g.name.includes(b.device) && (!b.driver || 'Dawn'.includes(b.driver)))
            throw skip(`known issue of this driver: ${b.note}`);
    const need = (entry.webgpu && entry.webgpu.requiredFeatures) || [];
    const missing = need.filter(f => !g.device.features.has(f));
    if (missing.length) throw skip(`the device lacks the WebGPU feature${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`);
    const [x, y, z] = entry.workgroupSize;
    const lim = g.device.limits;
    if (x * y * z > lim.maxComputeInvocationsPerWorkgroup || x > lim.maxComputeWorkgroupSizeX ||
        y > lim.maxComputeWorkgroupSizeY || z > lim.maxComputeWorkgroupSizeZ)
        throw skip(`workgroup ${x}x${y}x${z} is over the device's limits (maxComputeInvocationsPerWorkgroup ${lim.maxComputeInvocationsPerWorkgroup})`);
    if (t.dispatch.some(n => n > lim.maxComputeWorkgroupsPerDimension))
        throw skip(`dispatch ${t.dispatch.join('x')} is over maxComputeWorkgroupsPerDimension ${lim.maxComputeWorkgroupsPerDimension}`);
    for (const b of t.bufs)
        if (b.arraySize > 1 && t.sets.some(s => s.some(r => r.buf === b)))
            throw skip(`WebGPU has no arrays of buffers (${b.name})`);
    // The subgroup size: WebGPU chooses it only through @subgroup_size, which
    // prism writes for [WaveSize]; prism.yaml's WaveSize alone needs a device
    // that has that size only.
    const ws = entry.waveSize;
    if (ws && (ws.min || ws.max)) {
        const lo = ws.min, hi = ws.max;
        for (let w = lo; w <= hi; w *= 2)
            if (isPow2(w) && w >= g.wmin && w <= g.wmax) return w;
        throw skip(`the shader needs subgroup size ${lo}..${hi}; the device allows ${g.wmin}..${g.wmax}`);
    }
    if (t.waveSize) {
        if (g.wmin === t.waveSize && g.wmax === t.waveSize) return t.waveSize;
        throw skip(`the test needs subgroup size ${t.waveSize}; WebGPU sets it only through @subgroup_size, ` +
            `and the device allows ${g.wmin}..${g.wmax}`);
    }
    return 0;
}

const roundUp = (n, k) => Math.ceil(n / k) * k;

async function dispatch(g, t, code, entryName, bound) {
    const dev = g.device;
    const module = await g.scoped('shader module', () => dev.createShaderModule({ code }));
    const info = await module.getCompilationInfo();
    const err = info.messages.find(m => m.type === 'error');
    if (err) throw fail(`Tint rejects the WGSL: ${err.lineNum}:${err.linePos}: ${firstLine(err.message)}`);
    const pipeline = await g.scoped('pipeline', () =>
        dev.createComputePipeline({ layout: 'auto', compute: { module, entryPoint: entryName } }));
    // Buffers: the test's bytes, padded to WebGPU's multiples of 4. A storage
    // buffer is bound with that size, so arrayLength sees the test's; a
    // uniform one with UNIFORM_PAD more bytes, since WGSL's struct may be
    // longer than the data (its size is rounded to 16, and a test may leave
    // out trailing members), and Dawn checks the binding's minimum size.
    const gpuBufs = new Map();
    const groups = new Map();
    await g.scoped('buffers', () => {
        for (const b of bound) {
            const data = b.res.buf.data[0];
            const uniform = b.type === 'uniform';
            const bindSize = uniform ? Math.min(roundUp(data.length, 16) + UNIFORM_PAD, dev.limits.maxUniformBufferBindingSize)
                : Math.max(roundUp(data.length, 4), 4);
            let buf = gpuBufs.get(b.res.buf);
            if (!buf) {
                buf = dev.createBuffer({
                    size: bindSize, mappedAtCreation: true,
                    usage: (uniform ? GPUBufferUsage.UNIFORM : GPUBufferUsage.STORAGE) |
                        GPUBufferUsage.COPY_SRC | GPUBufferUsage.COPY_DST,
                });
                new Uint8Array(buf.getMappedRange()).set(data);
                buf.unmap();
                gpuBufs.set(b.res.buf, buf);
            }
            if (!groups.has(b.group)) groups.set(b.group, []);
            groups.get(b.group).push({ binding: b.binding, resource: { buffer: buf, size: bindSize } });
        }
    });
    const maxGroup = Math.max(-1, ...groups.keys());
    const bindGroups = await g.scoped('bind groups', () => {
        const out = [];
        for (let i = 0; i <= maxGroup; i++)
            out.push(dev.createBindGroup({ layout: pipeline.getBindGroupLayout(i), entries: groups.get(i) || [] }));
        return out;
    });
    const readBack = new Map();
    await g.scoped('dispatch', () => {
        const enc = dev.createCommandEncoder();
        const pass = enc.beginComputePass();
        pass.setPipeline(pipeline);
        bindGroups.forEach((bg, i) => pass.setBindGroup(i, bg));
        pass.dispatchWorkgroups(...t.dispatch);
        pass.end();
        for (const [b, buf] of gpuBufs) {
            const rb = dev.createBuffer({ size: buf.size, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
            enc.copyBufferToBuffer(buf, 0, rb, 0, buf.size);
            readBack.set(b, rb);
        }
        dev.queue.submit([enc.finish()]);
    });
    let timer;
    const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Outcome(FAIL, `FAIL: the dispatch did not finish in ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS);
    });
    try {
        await Promise.race([Promise.all([...readBack.values()].map(rb => rb.mapAsync(GPUMapMode.READ))), timeout]);
    } catch (e) {
        if (e instanceof Outcome) {
            g.hung = true;
            throw e;
        }
        throw fail(`mapAsync: ${firstLine(e.message || e)}`);
    } finally {
        clearTimeout(timer);
    }
    for (const [b, rb] of readBack) {
        b.data[0].set(new Uint8Array(rb.getMappedRange()).subarray(0, b.data[0].length));
        rb.unmap();
        rb.destroy();
    }
    for (const buf of gpuBufs.values()) buf.destroy();
    if (g.lost) throw fail(`device lost: ${g.lost}`);
    if (g.stray.length) throw fail(firstLine(g.stray[0]));
}

// W: the shader's WaveGetLaneCount() with LaneCount, else the required size,
// else the adapter's (when it has one size).
function subgroupSize(g, t, req) {
    let w = req || g.wmin;
    if (!t.laneBuf) {
        if (!req && g.wmin !== g.wmax && t.expects.length)
            throw fail(`the adapter's subgroup size varies (${g.wmin}..${g.wmax}): the test needs LaneCount`);
        return w;
    }
    const seen = new DataView(t.laneBuf.data[0].buffer).getUint32(4 * t.laneIndex, true);
    const ok = req ? seen === req : isPow2(seen) && seen >= g.wmin && seen <= g.wmax;
    if (!ok) throw fail(`WaveGetLaneCount() gave ${seen}; the device's subgroup size is ${w} (${g.wmin}..${g.wmax})`);
    return seen;
}

async function runTest(g, path, o, tmp) {
    const out = [];
    let t;
    try {
        t = loadTest(path);
    } catch (e) {
        if (e instanceof BadTest) return { rc: BAD, out: [`wgrun: ${e.message}`] };
        throw e;
    }
    try {
        const dir = mkdtempSync(join(tmp, 't'));
        const { code, refl, diag } = compile(t, o.prism, dir);
        if (diag.trim()) out.push(diag.trimEnd());
        if (t.unsupported) throw skip(`wgrun does not run ${t.unsupported}`);
        const eps = refl.entryPoints || [];
        if (eps.length !== 1) return { rc: BAD, out: ['wgrun: the reflection JSON is not what docs/reflection.md describes (one entry point)'] };
        const entry = eps[0];
        const bound = checkBindings(t, entry);
        if (g.broken) throw skip(g.broken);
        if (g.lost || g.hung) await g.newDevice();
        if (g.broken) throw skip(g.broken);
        g.stray = [];
        out.push(...g.describe());
        const req = checkDevice(g, t, entry);
        await dispatch(g, t, code, entry.name, bound);
        const w = subgroupSize(g, t, req);
        let applied;
        try {
            applied = applyExpectations(t, w);
        } catch (e) {
            return { rc: BAD, out: [...out, `wgrun: ${e.message}`] };
        }
        if (applied) throw skip(applied.skip);
        let nbad = 0;
        for (const r of t.results) nbad += compareResult(r, out) ? 0 : 1;
        if (nbad) throw fail(`${nbad} of ${t.results.length} results differ (subgroup size ${w})`);
        out.push(`PASS: ${t.results.length} results (subgroup size ${w})`);
        return { rc: PASS, out };
    } catch (e) {
        if (!(e instanceof Outcome)) throw e;
        out.push(e.message);
        return { rc: e.rc, out };
    }
}

// ---- main ----

const o = parseArgs(process.argv.slice(2));
const g = new Gpu();
await g.open();
const tmp = mkdtempSync(join(tmpdir(), 'wgrun.'));
const counts = { pass: 0, fail: 0, skip: 0 };
let last = PASS;
try {
    for (const path of o.files) {
        let r;
        try {
            r = await runTest(g, path, o, tmp);
        } catch (e) {
            r = { rc: FAIL, out: [`FAIL: wgrun: ${e.stack || e}`] };
        }
        last = r.rc;
        if (r.rc === PASS) counts.pass++;
        else if (r.rc === SKIP) counts.skip++;
        else counts.fail++;
        const text = r.out.join('\n') + '\n';
        if (o.logs) {
            const dir = join(o.logs, basename(path).replace(/\.test$/, ''));
            mkdirSync(dir, { recursive: true });
            writeFileSync(join(dir, 'dawn.log'), text);
            writeFileSync(join(dir, 'dawn.rc'), `${r.rc}\n`);
        } else {
            if (o.files.length > 1) process.stdout.write(`=== ${path}\n`);
            process.stdout.write(text);
        }
    }
} finally {
    rmSync(tmp, { recursive: true, force: true });
}
if (o.files.length > 1 && !o.logs)
    process.stdout.write(`${counts.pass} passed, ${counts.fail} failed, ${counts.skip} skipped\n`);
// Dawn keeps the event loop alive: leave explicitly.
process.exit(o.files.length === 1 ? last : counts.fail ? FAIL : PASS);
