// The playground in a real browser: Debian's chromium, headless, driven
// over the DevTools protocol (npm chrome-remote-interface), loads web/ from
// a local static server (serve.mjs) and checks, one line per check:
// - each example (and a few flag sets): every pane (SPIR-V, MSL, WGSL, the
//   IR after each pass, reflection, diagnostics) is byte for byte what the
//   native prism prints for the same source and command line;
// - a compile error is marked at its line in the editor's gutter, with the
//   native prism's message; a bad flag shows the driver's complaint;
// - every tests/shaders file gives the same bytes in prism.wasm (Node) as
//   in the native prism (corpus.mjs);
// - the URL's hash brings the same source and options back;
// - the run button (WebGPU on SwiftShader, Chromium's CPU Vulkan) gives
//   the results the compute examples must give for the subgroup size the
//   adapter reports;
// and saves a screenshot of the compact example ($B/playground.png; with
// UPDATE=1 also docs/playground.png). Prints "N passed, N failed" last.
//   node web/test/run.mjs BUILD_DIR
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import CDP from 'chrome-remote-interface';
import { serve } from './serve.mjs';
import { compareCorpus } from './corpus.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const build = path.resolve(root, process.argv[2] || 'build');
const prism = path.join(build, 'prism');
const chromium = process.env.CHROMIUM || '/usr/bin/chromium';
let passed = 0, failed = 0;
const pass = name => { passed++; if (process.env.V) console.log('ok ' + name); };
const fail = (name, why, detail = '') => {
    failed++;
    console.log(`FAIL web/${name}: ${why}`);
    if (detail) console.log(detail.split('\n').slice(0, 12).map(l => '    ' + l).join('\n'));
};
const check = (name, ok, why, detail) => (ok ? pass(name) : fail(name, why, detail));
function finish() {
    console.log(`${passed} passed, ${failed} failed`);
    process.exit(failed ? 1 : 0);
}

// The first line where a and b differ, for a failure's detail.
function firstDifference(a, b) {
    const x = a.split('\n'), y = b.split('\n');
    for (let i = 0; i < Math.max(x.length, y.length); i++)
        if (x[i] !== y[i]) return `line ${i + 1}:\n  page:   ${JSON.stringify(x[i])}\n  native: ${JSON.stringify(y[i])}`;
    return 'lengths differ';
}

for (const [what, file] of [['no web/prism.wasm (run make wasm)', path.join(root, 'web/prism.wasm')],
    [`no ${prism} (run make)`, prism], [`no ${chromium} (make deps installs chromium)`, chromium]])
    if (!fs.existsSync(file)) { fail('setup', what); finish(); }

// The module against the native prism on the whole shader corpus (Node, no browser).
const skipped = await compareCorpus(root, prism, check);
if (skipped) console.log(`note: corpus: ${skipped} shaders skipped (#include, or inline SPIR-V under -WX: see corpus.mjs)`);

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'prism-web.'));
const server = await serve(root);
const base = `http://127.0.0.1:${server.address().port}/web/`;
// WebGPU in headless Chromium: SwiftShader's Vulkan, no GPU needed.
const browser = spawn(chromium, ['--headless', '--no-sandbox', '--no-first-run', '--no-default-browser-check',
    '--enable-unsafe-webgpu', '--use-webgpu-adapter=swiftshader', '--window-size=1600,1000',
    `--user-data-dir=${path.join(tmp, 'profile')}`, '--remote-debugging-port=0', 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] });
let client;
const cleanup = async () => {
    try { if (client) await client.close(); } catch {}
    const exited = browser.exitCode !== null ? null : new Promise(r => browser.once('exit', r));
    browser.kill();
    if (exited) await Promise.race([exited, new Promise(r => setTimeout(r, 5000))]);
    server.close();
    try { fs.rmSync(tmp, { recursive: true, force: true, maxRetries: 5 }); } catch {}
};
const watchdog = setTimeout(async () => { fail('timeout', 'the browser tests took over 120 s'); await cleanup(); finish(); }, 120000);

try {
    const port = await new Promise((resolve, reject) => {
        let err = '';
        browser.stderr.on('data', d => {
            err += d;
            const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
            if (m) resolve(+m[1]);
        });
        browser.on('exit', code => reject(new Error(`chromium exited (${code}): ${err.slice(-500)}`)));
    });
    client = await CDP({ port });
    const { Page, Runtime, Emulation } = client;
    const pageErrors = [];
    Runtime.exceptionThrown(e => pageErrors.push(e.exceptionDetails.exception?.description || e.exceptionDetails.text));
    Runtime.consoleAPICalled(e => { if (e.type === 'error') pageErrors.push(e.args.map(a => a.value ?? a.description).join(' ')); });
    await Promise.all([Page.enable(), Runtime.enable()]);
    await Emulation.setDeviceMetricsOverride({ width: 1600, height: 1000, deviceScaleFactor: 1, mobile: false });
    const evaluate = async expr => {
        const r = await Runtime.evaluate({ expression: expr, awaitPromise: true, returnByValue: true });
        if (r.exceptionDetails) throw new Error(r.exceptionDetails.exception?.description || r.exceptionDetails.text);
        return r.result.value;
    };
    const open = async url => {
        const loaded = Page.loadEventFired();
        await Page.navigate({ url });
        await loaded;
        await evaluate('window.prismPlayground.ready');
    };
    // What the page shows: its command line and every pane.
    const PANES = `(() => { const p = window.prismPlayground, t = id => document.getElementById(id).textContent;
        return { args: p.lastArgs, status: p.lastResult.status, blobs: p.lastResult.items.filter(i => ['spirv', 'msl', 'wgsl'].includes(i.kind)).map(i => [i.kind, i.name]), spirv: t('out-spirv'), msl: t('out-msl'), wgsl: t('out-wgsl'),
                 ir: t('out-ir'), reflection: t('out-reflection'), diagnostics: t('diagnostics'), source: document.getElementById('source').value,
                 gutter: [...document.querySelectorAll('#gutter span[data-message]')].map(s => ({ line: +s.dataset.line, cls: s.className, message: s.dataset.message })) }; })()`;

    // The native prism on the same source and command line: the panes' texts.
    function native(shown) {
        const dir = fs.mkdtempSync(path.join(tmp, 'n.'));
        const args = shown.args.slice(), file = args.pop();
        fs.writeFileSync(path.join(dir, file), shown.source);
        const r = spawnSync(prism, [...args, '-Fo', 'bin', '-Fc', 'lst', '--reflect', 'reflection.json', file], { cwd: dir, encoding: 'utf8' });
        const targets = ['spirv', 'msl', 'wgsl'].filter(t => args.join(' ').includes('--target ' + t));
        const ext = { spirv: '.spvasm', msl: '.metal', wgsl: '.wgsl' };
        const read = f => (fs.existsSync(path.join(dir, f)) ? fs.readFileSync(path.join(dir, f), 'utf8') : '');
        const out = { status: r.status, ir: r.stdout, diagnostics: r.stderr, reflection: read('reflection.json') };
        // -Fc's files: lst (one target, one entry), lst.EXT (several targets), lst.ENTRY.EXT (several entries),
        // which the page shows one after the other, each under a line naming its entry
        for (const t of ['spirv', 'msl', 'wgsl']) {
            const entries = shown.blobs.filter(b => b[0] === t).map(b => b[1]), mark = t === 'spirv' ? ';' : '//';
            out[t] = !targets.includes(t) ? '' : entries.length > 1
                ? entries.map(e => `${mark} ---- entry point ${e || '(library)'}\n` + read(`lst.${e}${ext[t]}`)).join('\n')
                : read(targets.length > 1 ? 'lst' + ext[t] : 'lst');
        }
        return out;
    }
    function comparePanes(name, shown) {
        const want = native(shown);
        check(`${name} [status]`, shown.status === want.status, `the page's status ${shown.status}, prism exits ${want.status}`);
        for (const pane of ['spirv', 'msl', 'wgsl', 'ir', 'reflection', 'diagnostics'])
            check(`${name} [${pane}]`, shown[pane] === want[pane], `the ${pane} pane is not what prism prints (${shown[pane].length} vs ${want[pane].length} bytes)`,
                firstDifference(shown[pane], want[pane]));
        return want;
    }

    await open(base);
    check('load', pageErrors.length === 0, 'the page reported errors', pageErrors.join('\n'));

    for (const ex of ['compact', 'groupsum', 'textured', 'wavematch']) {
        await evaluate(`window.prismPlayground.loadExample(${JSON.stringify(ex)})`);
        const shown = await evaluate(PANES);
        check(`${ex} [source]`, shown.source === fs.readFileSync(path.join(root, 'examples', ex + '.hlsl'), 'utf8'), 'the editor does not hold examples/' + ex + '.hlsl');
        check(`${ex} [compiles]`, shown.status === 0 && shown.spirv.includes('OpEntryPoint') && shown.msl && shown.wgsl &&
            shown.ir.includes('; ---- after ir_opt_dce (spirv)'), 'the example gives no output on some pane');
        comparePanes(ex, shown);
    }

    // Flags and targets reach the driver's parser as typed.
    const setControls = (o) => evaluate(`(() => { const $ = id => document.getElementById(id);
        ${o.source !== undefined ? `$('source').value = ${JSON.stringify(o.source)};` : ''}
        ${o.flags !== undefined ? `$('flags').value = ${JSON.stringify(o.flags)};` : ''}
        ${o.entry !== undefined ? `$('entry').value = ${JSON.stringify(o.entry)};` : ''}
        ${o.profile !== undefined ? `$('profile').value = ${JSON.stringify(o.profile)};` : ''}
        ${o.targets ? ['spirv', 'msl', 'wgsl'].map(t => `$('t-${t}').checked = ${o.targets.includes(t)};`).join('') : ''}
        window.prismPlayground.compile(); return true; })()`);
    await evaluate(`window.prismPlayground.loadExample('compact')`);
    await setControls({ flags: '-O0 -fvk-use-dx-layout -Wno-conversion', targets: ['spirv', 'wgsl'] });
    comparePanes('compact -O0 spirv+wgsl', await evaluate(PANES));
    await setControls({ flags: '-fspv-partitioned-nv', targets: ['msl'] });
    comparePanes('compact msl only', await evaluate(PANES));
    await setControls({ flags: '-fvk-bogus-flag', targets: ['spirv', 'msl', 'wgsl'] });
    const bad = await evaluate(PANES);
    comparePanes('bad flag', bad);
    check('bad flag [shown]', bad.status === 2 && /unknown option '-fvk-bogus-flag'/.test(bad.diagnostics), 'the driver\'s complaint is not shown', bad.diagnostics);

    // No profile and no entry: every [shader] function with its own stage, one output each.
    await setControls({ flags: '-HV 2021', entry: '', profile: '', source: fs.readFileSync(path.join(root, 'tests/shaders/scene_particles.hlsl'), 'utf8') });
    const several = await evaluate(PANES);
    check('two entry points [blobs]', several.status === 0 && several.blobs.length === 6, 'not one output per entry and target', JSON.stringify(several.blobs));
    comparePanes('two entry points', several);
    await evaluate(`window.prismPlayground.loadExample('compact')`);

    // A compile error: marked at its line, with prism's message.
    const broken = fs.readFileSync(path.join(root, 'examples/compact.hlsl'), 'utf8').replace('bool keep = v > 0.5;', 'bool keep = v > undefinedThreshold;');
    const errorLine = broken.split('\n').findIndex(l => l.includes('undefinedThreshold')) + 1;
    await setControls({ flags: '', source: broken });
    const err = await evaluate(PANES);
    const want = comparePanes('compile error', err);
    const marked = err.gutter.find(g => g.line === errorLine);
    check('compile error [line]', err.status === 1 && marked && marked.cls === 'diag-error' && err.gutter.length === 1 &&
        want.diagnostics.startsWith(marked.message) && /PRISM3500/.test(marked.message),
        `line ${errorLine} is not the one marked`, JSON.stringify(err.gutter) + '\n' + want.diagnostics);

    // The URL's hash: the same state in a fresh page.
    await evaluate(`window.prismPlayground.loadExample('wavematch')`);
    await setControls({ flags: '-O0', targets: ['wgsl', 'spirv'] });
    await evaluate('window.prismPlayground.hashWritten'); // written 300 ms after the last change
    const before = await evaluate(PANES), url = await evaluate('location.href');
    await open(base + 'index.html?reload' + url.slice(url.indexOf('#')));
    const after = await evaluate(PANES);
    check('share [hash]', url.includes('#') && after.source === before.source && JSON.stringify(after.args) === JSON.stringify(before.args) &&
        after.wgsl === before.wgsl, 'the page from the link differs', JSON.stringify([before.args, after.args]));

    // Run: WebGPU on SwiftShader.
    const hasGpu = await evaluate('(async () => !!navigator.gpu && !!(await navigator.gpu.requestAdapter()))()');
    if (!hasGpu) fail('run [webgpu]', 'headless chromium has no WebGPU adapter (--enable-unsafe-webgpu --use-webgpu-adapter=swiftshader)');
    else {
        const run = async (ex, groups) => {
            await evaluate(`window.prismPlayground.loadExample('${ex}')`);
            await evaluate(`document.getElementById('groups').value = ${groups}; true`);
            return evaluate(`window.prismPlayground.run()`);
        };
        let r = await run('compact', 4);
        if (r.error) fail('run compact', r.error);
        else {
            const kept = r.buffers.Values.filter(v => v > 0.5).sort((a, b) => a - b);
            const count = r.buffers.Count[0], got = r.buffers.Kept.slice(0, count).sort((a, b) => a - b);
            check('run compact', r.invocations === 256 && count === kept.length && JSON.stringify(got) === JSON.stringify(kept) &&
                r.subgroupMinSize > 0, `Count[0] = ${count}, ${kept.length} values > 0.5`, JSON.stringify({ got, kept, sg: r.subgroupMinSize }));
        }
        r = await run('groupsum', 2);
        if (r.error) fail('run groupsum', r.error);
        else {
            const sums = [0, 1].map(g => r.buffers.Input.slice(g * 256, g * 256 + 256).reduce((a, b) => a + b, 0));
            // groupsum assumes a wave holds at least 256/32 lanes: its sWaveSums has 32 entries
            const fits = 256 / r.subgroupMinSize <= 32;
            check('run groupsum', !fits || sums.every((s, g) => Math.abs(r.buffers.GroupSums[g] - s) < 1e-3),
                'GroupSums differ from the sums of Input', JSON.stringify({ sums, got: r.buffers.GroupSums.slice(0, 2), sg: r.subgroupMinSize }));
        }
        r = await run('wavematch', 2);
        if (r.error) fail('run wavematch', r.error);
        else {
            const bins = new Array(16).fill(0);
            for (const k of r.buffers.Keys) bins[k % 16]++;
            check('run wavematch', JSON.stringify(r.buffers.Bins.slice(0, 16)) === JSON.stringify(bins),
                'Bins is not the histogram of Keys % 16', JSON.stringify({ bins, got: r.buffers.Bins.slice(0, 16) }));
        }
        // A structured buffer of structs: elements of reflection's elementStride
        // (float3 then uint: 16 bytes), members where elementMembers puts them.
        await evaluate(`window.prismPlayground.loadExample('compact')`);
        await setControls({ source: 'struct P { float3 a; uint b; };\nRWStructuredBuffer<P> Out : register(u0);\n' +
            '[numthreads(64, 1, 1)] void main(uint i : SV_DispatchThreadID) { Out[i].a = float3(i, 2 * i, 3 * i); Out[i].b = i + 7; }\n',
            entry: 'main', flags: '', targets: ['wgsl'] });
        await evaluate(`document.getElementById('groups').value = 1; true`);
        r = await evaluate(`window.prismPlayground.run()`);
        if (r.error) fail('run struct elements', r.error);
        else {
            const w = r.buffers.Out, f = new Float32Array(new Uint32Array(w).buffer);
            const ok = w.length === 64 * 4 && [0, 1, 63].every(i => f[4 * i] === i && f[4 * i + 1] === 2 * i && f[4 * i + 2] === 3 * i && w[4 * i + 3] === i + 7);
            check('run struct elements', ok, 'Out is not 64 elements of 16 bytes {a: (i, 2i, 3i), b: i + 7}', JSON.stringify(w.slice(0, 8)));
        }
        await evaluate(`window.prismPlayground.loadExample('textured')`);
        r = await evaluate(`window.prismPlayground.run()`);
        check('run pixel shader refused', r.error && /only compute shaders/.test(r.error), 'a pixel shader must be refused with the reason', JSON.stringify(r));
    }

    // The in-page compile time of compact.hlsl, all targets (a note, never asserted).
    await evaluate(`window.prismPlayground.loadExample('compact')`);
    const ms = await evaluate(`(async () => { const p = window.prismPlayground, src = document.getElementById('source').value;
        const args = p.lastArgs.filter(a => a !== '--dump-ir-passes'), rounds = [];
        for (let k = 0; k < 5; k++) { const t0 = performance.now(); for (let i = 0; i < 100; i++) p.prism.compile(args, src); rounds.push((performance.now() - t0) / 100); }
        rounds.sort((a, b) => a - b);
        return [rounds[2], rounds[0], (await (await fetch('prism.wasm')).arrayBuffer()).byteLength]; })()`);
    console.log(`note: compact.hlsl, all targets, in the page: ${ms[0].toFixed(3)} ms a compile (median of 5 rounds of 100; best ${ms[1].toFixed(3)}), prism.wasm ${ms[2]} bytes`);

    // The screenshot: the compact example as a fresh page shows it, every pane, after a run.
    await open(base);
    if (hasGpu) await evaluate(`window.prismPlayground.run()`);
    const shot = await Page.captureScreenshot({ format: 'png' });
    fs.writeFileSync(path.join(build, 'playground.png'), Buffer.from(shot.data, 'base64'));
    if (process.env.UPDATE) fs.copyFileSync(path.join(build, 'playground.png'), path.join(root, 'docs/playground.png'));
    check('screenshot', shot.data.length > 10000, 'the screenshot is empty');
    check('no page errors', pageErrors.length === 0, 'the page reported errors', pageErrors.join('\n'));
} catch (e) {
    fail('driver', String(e.stack || e));
}
clearTimeout(watchdog);
await cleanup();
finish();
