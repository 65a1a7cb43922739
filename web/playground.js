// The playground page: an HLSL editor, the compile options, and a pane per
// output of web/prism.wasm (web/prism.mjs). Every pane shows what the prism
// command prints for the same source and flags (web/test/ checks it byte
// for byte); the state is in the URL's hash, so a link shares it.
import { loadPrism } from './prism.mjs';
import { runCompute } from './run.js';

const EXAMPLES = [
    { name: 'compact', file: 'compact.hlsl', profile: 'cs_6_0', entry: 'CSMain', title: "the seed's stream compaction: one atomic per wave" },
    { name: 'groupsum', file: 'groupsum.hlsl', profile: 'cs_6_0', entry: 'CSMain', title: 'a sum per group of 256, two levels of WaveActiveSum' },
    { name: 'textured', file: 'textured.hlsl', profile: 'ps_6_0', entry: 'PSMain', title: 'a textured pixel shader with alpha test' },
    { name: 'wavematch', file: 'wavematch.hlsl', profile: 'cs_6_5', entry: 'CSMain', title: 'WaveMatch: a histogram, one atomic per distinct key per wave' },
];
const PROFILES = [];
for (const stage of ['cs', 'ps', 'vs'])
    for (let m = 0; m <= 8; m++) PROFILES.push(`${stage}_6_${m}`);
for (let m = 3; m <= 8; m++) PROFILES.push(`lib_6_${m}`);
const TARGETS = ['spirv', 'msl', 'wgsl'];
const $ = id => document.getElementById(id);

const page = {
    ready: null,      // resolves once the module is loaded
    prism: null,
    filename: 'shader.hlsl',
    lastArgs: null,   // the command line of the last compile (its file name last)
    lastResult: null, // what prism.compile gave
    lastRun: null,    // what the run button gave
    example: null,
};
window.prismPlayground = page;

// "-D A=1 -I 'x y'" -> ['-D', 'A=1', '-I', 'x y'] (sh's quotes, no escapes)
function splitFlags(s) {
    const out = [];
    const re = /"([^"]*)"|'([^']*)'|(\S+)/g;
    let m;
    while ((m = re.exec(s))) out.push(m[1] ?? m[2] ?? m[3]);
    return out;
}

function commandLine() {
    const args = splitFlags($('flags').value);
    if ($('profile').value) args.push('-T', $('profile').value);
    if ($('entry').value.trim()) args.push('-E', $('entry').value.trim());
    for (const t of TARGETS) if ($('t-' + t).checked) args.push('--target', t);
    args.push('--dump-ir-passes', page.filename);
    return args;
}

// Several entry points (no -E): each output under a line naming it.
function joinBlobs(items, kind) {
    const blobs = items.filter(i => i.kind === kind);
    if (blobs.length === 1) return blobs[0].text;
    const mark = kind === 'spirv' ? ';' : '//';
    return blobs.map(b => `${mark} ---- entry point ${b.name || '(library)'}\n${b.text}`).join('\n');
}

function renderGutter(diags) {
    const lines = $('source').value.split('\n').length;
    const gutter = $('gutter');
    gutter.textContent = '';
    const byLine = new Map();
    for (const d of diags) if (d.line > 0 && (!byLine.has(d.line) || d.severity === 'error')) byLine.set(d.line, d);
    for (let n = 1; n <= lines; n++) {
        const span = document.createElement('span');
        span.textContent = n;
        span.dataset.line = n;
        const d = byLine.get(n);
        if (d) {
            span.className = d.severity === 'error' ? 'diag-error' : 'diag-warning';
            span.title = d.text.trim();
            span.dataset.message = d.text.trim();
        }
        gutter.appendChild(span);
    }
    gutter.scrollTop = $('source').scrollTop;
}

function selectLine(n) {
    const ta = $('source'), lines = ta.value.split('\n');
    let start = 0;
    for (let i = 0; i < n - 1 && i < lines.length; i++) start += lines[i].length + 1;
    ta.focus();
    ta.setSelectionRange(start, start + (lines[n - 1] || '').length);
    const lineHeight = parseFloat(getComputedStyle(ta).lineHeight) || 17;
    ta.scrollTop = Math.max(0, (n - 5) * lineHeight);
}

function renderDiagnostics(out, diags) {
    const pane = $('diagnostics');
    pane.textContent = '';
    let rest = out.stderr; // the command line's complaints
    for (const d of diags) {
        if (d.line > 0) {
            const a = document.createElement('a');
            a.textContent = d.text;
            a.onclick = () => selectLine(d.line);
            pane.appendChild(a);
        } else {
            pane.appendChild(document.createTextNode(d.text));
        }
    }
    const time = out.items.find(i => i.kind === 'time');
    if (time) rest += time.text;
    if (rest) pane.appendChild(document.createTextNode(rest));
}

function irSections(text) {
    const sections = [];
    const re = /^; ---- after (.+)$/gm;
    let m, last = null;
    while ((m = re.exec(text))) {
        if (last) last.end = m.index;
        last = { name: m[1], start: m.index, end: text.length };
        sections.push(last);
    }
    return sections;
}

function renderIr(text) {
    const sel = $('ir-pass'), keep = sel.value;
    const sections = irSections(text);
    sel.length = 1;
    for (const s of sections) sel.add(new Option(s.name, s.name));
    sel.value = sections.some(s => s.name === keep) ? keep : '';
    const s = sections.find(x => x.name === sel.value);
    $('out-ir').textContent = s ? text.slice(s.start, s.end) : text;
}

function compile() {
    if (!page.prism) return;
    const args = commandLine();
    const out = page.prism.compile(args, $('source').value);
    page.lastArgs = args;
    page.lastResult = out;
    const diags = out.items.filter(i => i.kind === 'diagnostic').map(i => {
        const [severity, code, line, column] = i.name.split(' ');
        return { severity, code: +code, line: +line, column: +column, text: i.text };
    });
    renderGutter(diags);
    renderDiagnostics(out, diags);
    for (const t of TARGETS) $('out-' + t).textContent = joinBlobs(out.items, t);
    $('out-reflection').textContent = (out.items.find(i => i.kind === 'reflection') || { text: '' }).text;
    page.irText = (out.items.find(i => i.kind === 'dumps') || { text: '' }).text;
    renderIr(page.irText);
    const errors = diags.filter(d => d.severity === 'error').length;
    const st = $('status');
    st.className = out.status ? 'error' : '';
    st.textContent = out.status === 2 ? 'bad command line' :
        out.status ? `${errors} error${errors === 1 ? '' : 's'}` : `compiled in ${out.ms.toFixed(2)} ms`;
    $('run').disabled = !(navigator.gpu && out.status === 0 && $('out-wgsl').textContent.includes('@compute'));
    saveHash();
    return out;
}

// ---- the URL: #T=cs_6_0&E=CSMain&flags=...&targets=spirv,wgsl&file=...&z=<deflated source, base64url>
function base64url(bytes) {
    let s = '';
    for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
function unbase64url(s) {
    const b = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(b, c => c.charCodeAt(0));
}
async function pipe(bytes, stream) {
    return new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(stream)).arrayBuffer());
}

let hashTimer = 0;
function saveHash() {
    clearTimeout(hashTimer);
    let written;
    page.hashWritten = new Promise(r => { written = r; }); // the latest change's (the tests wait on it)
    hashTimer = setTimeout(async () => {
        const p = new URLSearchParams();
        p.set('T', $('profile').value);
        if ($('entry').value) p.set('E', $('entry').value);
        if ($('flags').value) p.set('flags', $('flags').value);
        p.set('targets', TARGETS.filter(t => $('t-' + t).checked).join(','));
        p.set('file', page.filename);
        const src = new TextEncoder().encode($('source').value);
        if (typeof CompressionStream === 'function') p.set('z', base64url(await pipe(src, new CompressionStream('deflate-raw'))));
        else p.set('src', base64url(src));
        history.replaceState(null, '', '#' + p.toString());
        written();
    }, 300);
}

async function loadHash() {
    const p = new URLSearchParams(location.hash.slice(1));
    if (!p.has('z') && !p.has('src')) return false;
    const bytes = p.has('z') ? await pipe(unbase64url(p.get('z')), new DecompressionStream('deflate-raw')) : unbase64url(p.get('src'));
    $('source').value = new TextDecoder().decode(bytes);
    $('profile').value = p.get('T') || '';
    $('entry').value = p.get('E') || '';
    $('flags').value = p.get('flags') || '';
    const targets = (p.get('targets') || TARGETS.join(',')).split(',');
    for (const t of TARGETS) $('t-' + t).checked = targets.includes(t);
    setFilename(p.get('file') || 'shader.hlsl');
    return true;
}

function setFilename(name) {
    page.filename = /^[\w.-]+$/.test(name) ? name : 'shader.hlsl';
    $('filename').textContent = page.filename;
}

async function loadExample(name) {
    const ex = EXAMPLES.find(e => e.name === name);
    const text = await (await fetch('../examples/' + ex.file)).text();
    $('source').value = text;
    $('profile').value = ex.profile;
    $('entry').value = ex.entry;
    setFilename(ex.file);
    page.example = name;
    for (const b of $('examples').children) b.classList.toggle('current', b.dataset.name === name);
    $('out-run').textContent = '';
    return compile();
}
page.loadExample = loadExample;
page.compile = compile;

async function run() {
    const out = page.lastResult;
    const wgsl = joinBlobs(out.items, 'wgsl');
    const reflection = JSON.parse(out.items.find(i => i.kind === 'reflection').text);
    $('out-run').textContent = 'running...';
    try {
        const r = await runCompute(wgsl, reflection, { groups: Math.max(1, +$('groups').value || 1) });
        page.lastRun = r;
        $('adapter').textContent = r.adapterText;
        $('out-run').textContent = r.text;
    } catch (e) {
        page.lastRun = { error: String(e.message || e) };
        $('out-run').textContent = 'run failed: ' + (e.message || e);
    }
    return page.lastRun;
}
page.run = run;

function setup() {
    $('profile').add(new Option('(each [shader]\'s stage)', ''));
    for (const p of PROFILES) $('profile').add(new Option(p, p));
    for (const ex of EXAMPLES) {
        const b = document.createElement('button');
        b.textContent = ex.file;
        b.title = ex.title;
        b.dataset.name = ex.name;
        b.onclick = () => loadExample(ex.name);
        $('examples').appendChild(b);
    }
    let timer = 0;
    const later = () => { clearTimeout(timer); timer = setTimeout(compile, 250); };
    $('source').addEventListener('input', later);
    $('source').addEventListener('scroll', () => { $('gutter').scrollTop = $('source').scrollTop; });
    $('source').addEventListener('keydown', e => {
        if (e.key === 'Tab' && !e.shiftKey) { e.preventDefault(); document.execCommand('insertText', false, '    '); }
    });
    for (const id of ['profile', 'entry', 'flags', 't-spirv', 't-msl', 't-wgsl']) $(id).addEventListener('change', compile);
    $('flags').addEventListener('input', later);
    $('entry').addEventListener('input', later);
    $('compile').onclick = compile;
    $('run').onclick = run;
    $('ir-pass').onchange = () => renderIr(page.irText || '');
    if (!navigator.gpu) $('run').title = 'this browser has no WebGPU (navigator.gpu)';
}

page.ready = (async () => {
    setup();
    page.prism = await loadPrism(fetch('prism.wasm'));
    if (!(await loadHash())) await loadExample('compact');
    else compile();
    return true;
})().catch(e => {
    $('status').className = 'error';
    $('status').textContent = 'could not load prism.wasm: ' + e.message + ' (run make wasm)';
    throw e;
});
