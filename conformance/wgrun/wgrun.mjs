// wgrun: the WebGPU column of the execution conformance suite. Compiles each
// .test's shaders with prism to WGSL, runs its passes on Dawn (npm
// `webgpu`), compares its buffers with the expected ones: conformance/vkrun
// for WGSL.
//
//   node conformance/wgrun/wgrun.mjs [options] FILE.test...   (no FILE: names on stdin)
//     --prism PATH   the compiler (default $PRISM, else build/prism)
//     --logs DIR     each test's output to DIR/NAME/dawn.log and its exit status
//                    to DIR/NAME/dawn.rc (conformance/run.sh), nothing on stdout
//   node conformance/wgrun/wgrun.mjs --offloader PIPELINE.yaml [OBJ...]
//                  the suite's offloader (run-offload.sh): OBJ is WGSL with
//                  prism's reflection in OBJ.json; the buffers on stdout
//   node conformance/wgrun/wgrun.mjs --features   the device as lit features
//
// One node process and one Dawn device run every file given: starting node and
// Dawn costs about 0.1 s, a test a few milliseconds. The device is Dawn's
// default adapter (gpu.mjs); conformance/run.sh sets VK_ICD_FILENAMES to
// SwiftShader's ICD (Dawn refuses Debian 12's lavapipe). Per test, as vkrun
// does (its files in brackets):
//   1. read the .test (testfile.mjs, pipeline.mjs: testfile*.c, ext*.c);
//   2. compile each shader: prism -T PROFILE -E Entry --target wgsl --reflect,
//      with its RUN line's flags (compile.c). A PRISM52nn diagnostic (what
//      WGSL or WebGPU lacks) makes the test SKIP with its message; a test
//      marked "# PENDING:" that run.sh compiles with glslang SKIPs (no WGSL);
//   3. SKIP for device limits: a WebGPU feature the reflection requires, a
//      workgroup over the limits, a subgroup size the adapter cannot give, a
//      known driver issue;
//   4. buffers, textures, samplers (resources.mjs: vk_buffers.c, vk_images.c);
//      each pass matched with its reflection, bound, run (passes.mjs:
//      bindings.c, vk_pass.c, vk_graphics.c); read back; every call inside
//      validation, internal and out-of-memory error scopes;
//   5. W from LaneCount or the adapter, size-dependent expectations, compare
//      (compare.mjs: compare.c).
// Exit status for one file: 0 pass, 1 fail, 77 skip, 2 bad usage or a
// malformed test, 3 not compiled; for several: 1 when any did not pass or
// skip, after a closing "N passed, N failed, N skipped".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { BadTest, loadTest } from './testfile.mjs';
import { applyExpectations, compareResult } from './compare.mjs';
import { BAD, FAIL, Gpu, NOCOMPILE, Outcome, PASS, SKIP, fail, firstLine, skip } from './gpu.mjs';
import { destroy, encodeReadBack, makeResources } from './resources.mjs';
import { encodePass, makePass } from './passes.mjs';
import { dump, report, writePNG } from './offload.mjs';

const TIMEOUT_MS = 20000; // a dispatch that does not finish in 20 s fails

function usage() {
    process.stderr.write('usage: node conformance/wgrun/wgrun.mjs [--prism PATH] [--logs DIR] FILE.test...\n' +
        '       node conformance/wgrun/wgrun.mjs [--prism PATH] --offloader PIPELINE.yaml [OBJ...]\n' +
        '       node conformance/wgrun/wgrun.mjs --features\n' +
        'exit status: 0 pass, 1 fail, 77 skip, 2 bad usage or test, 3 not compiled\n');
    process.exit(BAD);
}

function parseArgs(argv) {
    const o = { prism: process.env.PRISM || 'build/prism', logs: null, files: [], offloader: false, features: false,
        image: null, imageOut: null };
    for (let i = 0; i < argv.length; i++) {
        const a = argv[i];
        if ((a === '--prism' || a === '--logs') && i + 1 < argv.length) o[a.slice(2)] = argv[++i];
        else if (a === '-r' && i + 1 < argv.length) o.image = argv[++i];
        else if (a === '-o' && i + 1 < argv.length) o.imageOut = argv[++i];
        else if ((a === '-validation-layer' || a === '--validation-layer')) continue; // Dawn validates always
        else if (a === '--offloader') o.offloader = true;
        else if (a === '--features') o.features = true;
        else if (a.startsWith('-')) usage();
        else o.files.push(a);
    }
    if (o.features) return o;
    if (o.files.length === 0 && !o.offloader) o.files = readFileSync(0, 'utf8').split('\n').filter(s => s !== '');
    if (o.files.length === 0) usage();
    return o;
}

// ---- compiling ----

function compile(s, prism, dir, k) {
    const hlsl = join(dir, `s${k}.hlsl`), json = join(dir, `s${k}.json`), wgsl = join(dir, `s${k}.wgsl`);
    writeFileSync(hlsl, s.source);
    const r = spawnSync(prism, ['-T', s.profile, '-E', s.entry, '--target', 'wgsl', '--reflect', json,
        '-Fo', wgsl, ...s.args, hlsl], { encoding: 'utf8' });
    const diag = (r.stdout || '') + (r.stderr || '');
    if (r.status === 0) return { code: readFileSync(wgsl, 'utf8'), refl: JSON.parse(readFileSync(json, 'utf8')), diag };
    // What WGSL cannot express is a limit of the target: SKIP with the reason
    // (5200-5299 the WGSL backend's, 5300-5319 inline SPIR-V with no WGSL form,
    // 5320-5329 system values WGSL lacks, 5330-5339 arrays of buffers, which
    // WebGPU cannot bind, 5350-5359 descriptor heaps,
    // 5360-5364 64-bit atomics and other widths WGSL lacks, 5365-5369
    // rasterizer-ordered views and printf, 5390-5394 64-bit texels).
    const errors = diag.split('\n').filter(l => / error PRISM\d{4}:/.test(l));
    if (r.status === 1 && errors.length > 0 && errors.every(l => / error PRISM5(2\d\d|3[0-3]\d|35\d|36\d|39[0-4]):/.test(l))) {
        const m = / error (PRISM5\d\d\d: .*)$/.exec(errors[0]);
        throw new Outcome(SKIP, `${diag.trimEnd()}\nSKIP: WGSL cannot express this shader: ${m[1]}`);
    }
    const how = r.error ? `cannot run ${prism}: ${r.error.message}` : r.signal ? `signal ${r.signal}` : `exit ${r.status}`;
    throw new Outcome(NOCOMPILE, `${diag.trimEnd()}\nFAIL: prism did not compile the shader (${how})`);
}

// Every shader of the test, in pass order, as {shader, code, entry}.
function compileAll(t, o, dir, out) {
    const mods = [];
    let k = 0;
    for (const p of t.passes)
        for (const s of p.shaders) {
            let c;
            if (o.offloader) {
                const obj = o.files[k];
                if (!obj) throw fail(`gpu-exec: error: the pipeline has more shaders than the ${o.files.length} objects given`);
                c = { code: readFileSync(obj, 'utf8'),
                    refl: existsSync(`${obj}.json`) ? JSON.parse(readFileSync(`${obj}.json`, 'utf8')) : null };
                if (!c.refl) throw skip('no reflection next to the WGSL (wgrun binds by reflection only)');
            } else {
                c = compile(s, o.prism, dir, k);
                if (c.diag.trim()) out.push(c.diag.trimEnd());
            }
            const eps = c.refl.entryPoints || [];
            if (eps.length !== 1) throw new Outcome(BAD, 'wgrun: the reflection JSON is not what docs/reflection.md describes (one entry point)');
            mods.push({ shader: s, code: c.code, entry: eps[0] });
            k++;
        }
    return mods;
}

const isPow2 = x => x > 0 && (x & (x - 1)) === 0;

// Device limits and known issues, before anything runs (vkrun's run.c).
function checkDevice(g, t, mods) {
    for (const b of t.bugs)
        if (g.name.includes(b.device) && (!b.driver || 'Dawn'.includes(b.driver)))
            throw skip(`known issue of this driver: ${b.note}`);
    let req = 0;
    const lim = g.device.limits;
    for (const m of mods) {
        const entry = m.entry;
        const need = (entry.webgpu && entry.webgpu.requiredFeatures) || [];
        const missing = need.filter(f => !g.device.features.has(f));
        if (missing.length) throw skip(`the device lacks the WebGPU feature${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`);
        if (m.shader.stage !== 'Compute') continue;
        const [x, y, z] = entry.workgroupSize;
        if (x * y * z > lim.maxComputeInvocationsPerWorkgroup || x > lim.maxComputeWorkgroupSizeX ||
            y > lim.maxComputeWorkgroupSizeY || z > lim.maxComputeWorkgroupSizeZ)
            throw skip(`workgroup ${x}x${y}x${z} is over the device's limits (maxComputeInvocationsPerWorkgroup ${lim.maxComputeInvocationsPerWorkgroup})`);
        // WebGPU chooses the size only through @subgroup_size, which prism
        // writes for [WaveSize]; prism.yaml's WaveSize alone needs a device
        // that has that size only.
        const ws = entry.waveSize;
        if (ws && (ws.min || ws.max)) {
            let ok = 0;
            for (let w = ws.min; w <= ws.max && !ok; w *= 2) if (isPow2(w) && w >= g.wmin && w <= g.wmax) ok = w;
            if (!ok) throw skip(`the shader needs subgroup size ${ws.min}..${ws.max}; the device allows ${g.wmin}..${g.wmax}`);
            req = ok;
        } else if (t.waveSize) {
            if (g.wmin !== t.waveSize || g.wmax !== t.waveSize)
                throw skip(`the test needs subgroup size ${t.waveSize}; WebGPU sets it only through @subgroup_size, ` +
                    `and the device allows ${g.wmin}..${g.wmax}`);
            req = t.waveSize;
        }
    }
    for (const p of t.passes) {
        if (!p.graphics && p.dispatch.some(n => n > lim.maxComputeWorkgroupsPerDimension))
            throw skip(`dispatch ${p.dispatch.join('x')} is over maxComputeWorkgroupsPerDimension ${lim.maxComputeWorkgroupsPerDimension}`);
    }
    return req;
}

async function execute(g, t, mods) {
    const res = await g.scoped('resources', () => makeResources(g, t));
    const made = [];
    let k = 0;
    for (const p of t.passes) {
        made.push(await makePass(g, t, p, mods.slice(k, k + p.shaders.length), res));
        k += p.shaders.length;
    }
    let reads;
    await g.scoped('commands', () => {
        const enc = g.device.createCommandEncoder();
        t.passes.forEach((p, i) => encodePass(enc, t, p, made[i], res));
        reads = encodeReadBack(g, enc, res);
        g.device.queue.submit([enc.finish()]);
    });
    let timer;
    const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Outcome(FAIL, `FAIL: the dispatch did not finish in ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS);
    });
    try {
        await Promise.race([Promise.all(reads.map(r => r.rb.mapAsync(GPUMapMode.READ))), timeout]);
    } catch (e) {
        if (e instanceof Outcome) { g.hung = true; throw e; }
        throw fail(`mapAsync: ${firstLine(e.message || e)}`);
    } finally {
        clearTimeout(timer);
    }
    for (const r of reads) {
        r.apply(new Uint8Array(r.rb.getMappedRange()));
        r.rb.unmap();
        r.rb.destroy();
    }
    for (const m of made) for (const b of m.pushes) b.destroy();
    destroy(res);
    if (g.lost) throw fail(`device lost: ${g.lost}`);
    if (g.stray.length) throw fail(firstLine(g.stray[0]));
}

// W: the shader's WaveGetLaneCount() with LaneCount, else the required size,
// else the adapter's (when it has one size).
function subgroupSize(g, t, req) {
    const w = req || g.wmin;
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

// How run.sh compiles this test for Vulkan: a PENDING test goes through
// $PENDING (glslang until prism has what it waits for), or all through
// $COMPILER; only prism gives WGSL.
function compilerOf(t) {
    if (process.env.COMPILER) return process.env.COMPILER;
    return t.pending ? process.env.PENDING || 'glslang' : 'prism';
}

async function runTest(g, path, o, tmp) {
    const out = [];
    let t;
    try {
        t = o.offloader ? loadTest(path, path) : loadTest(path);
        // the suite's runners take a counter-clockwise front face (vkrun's ccw_front)
        t.ccwFront = o.offloader;
    } catch (e) {
        if (e instanceof BadTest) return { rc: BAD, out: [`wgrun: ${e.message}`] };
        throw e;
    }
    try {
        if (!o.offloader && compilerOf(t) !== 'prism')
            throw skip(`compiled by ${compilerOf(t)} until prism has ${t.pending || 'it'} (PENDING): no WGSL`);
        const dir = mkdtempSync(join(tmp, 't'));
        const mods = compileAll(t, o, dir, out);
        if (t.unsupported) throw skip(`wgrun does not run ${t.unsupported}`);
        if (g.broken) throw skip(g.broken);
        if (g.lost || g.hung) await g.newDevice();
        if (g.broken) throw skip(g.broken);
        g.stray = [];
        if (!o.offloader) out.push(...g.describe());
        const req = checkDevice(g, t, mods);
        await execute(g, t, mods);
        const w = subgroupSize(g, t, req);
        let applied;
        try {
            applied = applyExpectations(t, w);
        } catch (e) {
            return { rc: BAD, out: [...out, `wgrun: ${e.message}`] };
        }
        if (applied) throw skip(applied.skip);
        if (o.offloader) {
            process.stdout.write(dump(t));
            const failed = t.results.filter(r => !compareResult(r, []));
            for (const r of failed) out.push(report(r));
            if (o.image) {
                const b = t.bufs.find(x => x.name === o.image);
                if (!b || !b.img || !o.imageOut) throw fail(`gpu-exec: error: cannot write ${o.image} as an image`);
                writePNG(b, o.imageOut);
            }
            return { rc: failed.length ? FAIL : PASS, out };
        }
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
if (o.features) {
    // lit.cfg.py's features for this device (run-offload.sh): Vulkan too, as
    // prism's WGSL follows HLSL's Vulkan rules ([[vk::]] attributes, layouts,
    // bindings) and Dawn runs on a Vulkan driver; Half where WGSL has f16
    if (g.broken) { process.stderr.write(`wgrun: ${g.broken}\n`); process.exit(SKIP); }
    process.stdout.write(`device: ${g.name}\nVulkan\nWebGPU\nDawn\n${g.device.features.has('shader-f16') ? 'Half\n' : ''}`);
    process.exit(PASS);
}
const tmp = mkdtempSync(join(tmpdir(), 'wgrun.'));
const counts = { pass: 0, fail: 0, skip: 0 };
let last = PASS;
try {
    for (const path of o.offloader ? [o.files.shift()] : o.files) {
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
        if (o.offloader) {
            process.stderr.write(text.trim() ? text : '');
        } else if (o.logs) {
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
if (o.files.length > 1 && !o.logs && !o.offloader)
    process.stdout.write(`${counts.pass} passed, ${counts.fail} failed, ${counts.skip} skipped\n`);
// Dawn keeps the event loop alive: leave explicitly.
process.exit(o.offloader || o.files.length === 1 ? last : counts.fail ? FAIL : PASS);
