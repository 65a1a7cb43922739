// Reading a .test file as conformance/vkrun reads it (testfile.c, ext.c):
// the split-file sections, lit's RUN lines, pipeline.yaml (the
// offload-test-suite schema, compute part) and our prism.yaml. The rules are
// vkrun's, in the same order, so both runners accept and reject the same
// tests; docs/conformance.md describes them.
//
// YAML is read with the failsafe schema (every scalar a string) and numbers
// are converted here the way vkrun converts libyaml's scalars (strtoull with
// base 0: 0x hex, a leading 0 octal).
import { readFileSync } from 'node:fs';
import YAML from 'yaml';
import { compileExpr } from './expr.mjs';

export class BadTest extends Error {}
const bad = msg => { throw new BadTest(msg); };

//                name       bytes kind
export const FORMATS = {
    Hex8: [1, 'hex'], Hex16: [2, 'hex'], Hex32: [4, 'hex'], Hex64: [8, 'hex'],
    UInt16: [2, 'uint'], UInt32: [4, 'uint'], UInt64: [8, 'uint'],
    Int16: [2, 'sint'], Int32: [4, 'sint'], Int64: [8, 'sint'],
    Float16: [2, 'float'], Float32: [4, 'float'], Float64: [8, 'float'],
    Depth32: [4, 'float'], Bool: [4, 'uint'],
};
export const bytesOf = f => FORMATS[f][0];
export const kindOf = f => FORMATS[f][1];

// Resource kinds: the HLSL register class, whether WebGPU binds it as a plain
// buffer, whether it is writable, and the WebGPU buffer binding type.
//                      reg  raw    rw     webgpu buffer type
export const RKINDS = {
    StructuredBuffer: ['t', true, false, 'read-only-storage'],
    RWStructuredBuffer: ['u', true, true, 'storage'],
    ByteAddressBuffer: ['t', true, false, 'read-only-storage'],
    RWByteAddressBuffer: ['u', true, true, 'storage'],
    ConstantBuffer: ['b', true, false, 'uniform'],
    Buffer: ['t', false, false, null],
    RWBuffer: ['u', false, true, null],
};

// ---- split-file and RUN lines ----

function separator(line) {
    let rest;
    if (line.startsWith('#--- ')) rest = line.slice(5);
    else if (line.startsWith('//--- ')) rest = line.slice(6);
    else return null;
    return rest.replace(/[ \r]+$/, '');
}

// The only use of lit's RUN lines: the profile and the language flags.
function runLine(t, line) {
    const at = line.indexOf('RUN:');
    if (at < 0) return;
    let prev = '';
    for (const tok of line.slice(at + 4).split(/[ \t]+/).filter(s => s !== '')) {
        const takesValue = prev === '-HV' || prev === '-D';
        if (prev === '-T' && !t.profile && tok.startsWith('cs_6_') && tok.length < 16) t.profile = tok;
        else if ((takesValue || tok === '-enable-16bit-types' || tok.startsWith('-fspv-target-env=') ||
                  (tok.startsWith('-D') && tok.length > 2) || tok === '-HV' || tok === '-D') &&
                 t.args.length < 16)
            t.args.push(tok);
        prev = tok;
    }
}

function split(t, text) {
    const s = {};
    let name = null, body = [];
    const keep = () => {
        if (name === null) return;
        const b = body.join('\n');
        if (!s.hlsl && name.length > 5 && name.endsWith('.hlsl')) s.hlsl = b;
        else if (name === 'pipeline.yaml') s.pipeline = b;
        else if (name === 'prism.yaml') s.prism = b;
        // the suite's older tests name the pipeline after the test
        else if (s.other === undefined && name.length > 5 && name.endsWith('.yaml')) s.other = b;
    };
    for (const line of text.split('\n')) {
        const sep = separator(line);
        if (sep !== null) {
            keep();
            name = sep;
            body = [];
        } else {
            runLine(t, line);
            body.push(line);
        }
    }
    keep();
    if (s.pipeline === undefined) s.pipeline = s.other;
    return s;
}

// ---- scalars ----

// strtoull/strtoll with base 0 over the whole string; null if malformed.
function parseInt64(s, signed) {
    const m = /^\s*([+-]?)(0[xX][0-9a-fA-F]+|0[0-7]*|[1-9][0-9]*)$/.exec(s);
    if (!m) return null;
    const t = m[2];
    let v = /^0[xX]/.test(t) ? BigInt(t) : t.length > 1 && t[0] === '0' ? BigInt('0o' + t.slice(1)) : BigInt(t);
    if (signed ? v > (m[1] === '-' ? 1n << 63n : (1n << 63n) - 1n) : v >= 1n << 64n) return null; // ERANGE
    if (m[1] === '-') v = -v;
    return v;
}

export function parseU32(s) {
    if (typeof s !== 'string' || s === '' || s.startsWith('-')) return null;
    const v = parseInt64(s, false);
    return v === null || v > 0xffffffffn ? null : Number(v);
}

function parseFloat_(s) {
    const neg = s.startsWith('-');
    const p = s.replace(/^[+-]/, '');
    if (['.nan', '.NaN', 'nan'].includes(p)) return NaN;
    if (['.inf', '.Inf', 'inf'].includes(p)) return neg ? -Infinity : Infinity;
    if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(s) && !/^[+-]?0[xX]/.test(s)) return null;
    const v = Number(s);
    return Number.isNaN(v) ? null : v;
}

// Stores one scalar (a string) in format f at view[off]. Float16 data is
// written as Hex16 bits, as the original does.
function putScalar(s, f, view, off) {
    const [bytes, kind] = FORMATS[f];
    if (typeof s !== 'string') return false;
    if (kind === 'float' && f !== 'Float16') {
        const d = parseFloat_(s);
        if (d === null) return false;
        if (bytes === 4) view.setFloat32(off, d, true);
        else view.setFloat64(off, d, true);
        return true;
    }
    if (s === 'true' || s === 'false') { // Bool data
        for (let i = 0; i < bytes; i++) view.setUint8(off + i, 0);
        view.setUint8(off, s === 'true' ? 1 : 0);
        return true;
    }
    const v = parseInt64(s, kind === 'sint');
    if (v === null) return false;
    storeInt(view, off, bytes, v);
    return true;
}

export function storeInt(view, off, bytes, v) {
    const u = BigInt.asUintN(64, v);
    for (let i = 0; i < bytes; i++) view.setUint8(off + i, Number((u >> BigInt(8 * i)) & 0xffn));
}

function parseData(list, f) {
    if (!Array.isArray(list)) return null;
    const bytes = bytesOf(f);
    const out = new Uint8Array(list.length * bytes);
    const view = new DataView(out.buffer);
    list.forEach((s, i) => {
        if (!putScalar(s, f, view, i * bytes))
            bad(`bad ${f} value '${typeof s === 'string' ? s : '(not a scalar)'}'`);
    });
    return out;
}

// ---- pipeline.yaml ----

const isMap = n => n !== null && typeof n === 'object' && !Array.isArray(n);
const get = (n, k) => (isMap(n) ? n[k] : undefined);
const str = n => (typeof n === 'string' ? n : null);
const len = n => (Array.isArray(n) ? n.length : 0);
function optU32(n, dflt) {
    if (n === undefined) return dflt;
    const v = parseU32(n);
    return v === null ? NaN : v;
}

function loadBuffer(t, n) {
    const b = { name: str(get(n, 'Name')) || '', format: str(get(n, 'Format')) };
    b.channels = optU32(get(n, 'Channels'), 1);
    b.stride = optU32(get(n, 'Stride'), 0);
    b.arraySize = optU32(get(n, 'ArraySize'), 1);
    if (!b.name || !(b.format in FORMATS) || [b.channels, b.stride, b.arraySize].some(Number.isNaN) || !b.arraySize)
        bad('a buffer needs Name and a known Format (and numbers for Channels, Stride, ArraySize)');
    if (get(n, 'OutputProps') !== undefined && !t.unsupported) t.unsupported = 'textures (OutputProps)';
    const zero = get(n, 'ZeroInitSize'); // the suite's older spelling
    const fill = get(n, 'FillSize') !== undefined ? get(n, 'FillSize') : zero;
    if (fill !== undefined) {
        const size = parseU32(fill);
        if (size === null) bad(`buffer ${b.name}: bad FillSize`);
        const bytes = bytesOf(b.format);
        const one = new Uint8Array(8);
        const fv = get(n, 'FillSize') !== undefined ? get(n, 'FillValue') : undefined;
        if (fv !== undefined && !putScalar(str(fv) || '', b.format, new DataView(one.buffer), 0))
            bad(`buffer ${b.name}: bad FillValue`);
        b.size = size;
        b.data = [];
        for (let k = 0; k < b.arraySize; k++) {
            const d = new Uint8Array(size);
            for (let i = 0; i < size; i++) d[i] = one[i % bytes];
            b.data.push(d);
        }
        return b;
    }
    const data = get(n, 'Data');
    if (data === undefined) bad(`buffer ${b.name} needs Data or FillSize`);
    if (b.arraySize === 1) {
        const d = parseData(data, b.format);
        if (!d) bad(`bad ${b.format} value '(not a scalar)'`);
        b.data = [d];
        b.size = d.length;
        return b;
    }
    if (len(data) !== b.arraySize) bad(`buffer ${b.name}: expected ${b.arraySize} data lists`);
    b.data = data.map(l => {
        const d = parseData(l, b.format);
        if (!d) bad(`bad ${b.format} value '(not a scalar)'`);
        return d;
    });
    if (b.data.some(d => d.length !== b.data[0].length)) bad(`buffer ${b.name}: all buffers must have the same size`);
    b.size = b.data[0].length;
    return b;
}

export const testBuffer = (t, name) => t.bufs.find(b => b.name === name) || null;

function loadShaders(t, root) {
    const shaders = get(root, 'Shaders');
    const sh = Array.isArray(shaders) ? shaders[0] : undefined;
    const stage = str(get(sh, 'Stage')), entry = str(get(sh, 'Entry'));
    if (!stage || !entry) bad('Shaders needs a Stage and an Entry');
    t.entry = entry;
    if (stage !== 'Compute' || len(shaders) !== 1) t.unsupported = 'not a compute pipeline';
    if (get(sh, 'SpecializationConstants') !== undefined) t.unsupported = 'specialization constants';
    let size = get(sh, 'DispatchSize');
    if (size === undefined) size = get(get(root, 'DispatchParameters'), 'DispatchGroupCount');
    t.dispatch = [1, 1, 1];
    if (size !== undefined)
        for (let i = 0; i < 3; i++) {
            const v = parseU32(Array.isArray(size) ? size[i] : undefined);
            if (v === null) bad('DispatchSize needs three numbers');
            t.dispatch[i] = v;
        }
}

function loadResource(t, n) {
    const name = str(get(n, 'Name')), kind = str(get(n, 'Kind'));
    if (!name || !kind) bad('a resource needs Name and Kind');
    const r = { name, kind };
    if (!(kind in RKINDS)) {
        t.unsupported = kind; // textures, samplers, ...
        return r;
    }
    r.buf = testBuffer(t, name);
    const dx = get(n, 'DirectXBinding');
    r.reg = parseU32(get(dx, 'Register'));
    r.space = parseU32(get(dx, 'Space'));
    if (!r.buf || dx === undefined || r.reg === null || r.space === null)
        bad(`resource ${name}: needs a buffer of that name and DirectXBinding {Register, Space}`);
    const vk = get(n, 'VulkanBinding');
    r.hasVkBinding = vk !== undefined;
    if (vk !== undefined) {
        r.binding = parseU32(get(vk, 'Binding'));
        if (r.binding === null) bad(`resource ${name}: VulkanBinding needs Binding`);
    }
    if (str(get(n, 'HasCounter')) === 'true') t.unsupported = 'UAV counters';
    return r;
}

const RULES = ['BufferExact', 'BufferFloatULP', 'BufferFloatEpsilon'];

function loadResult(t, n) {
    const name = str(get(n, 'Result'));
    const r = {
        name, rule: str(get(n, 'Rule')),
        actual: testBuffer(t, str(get(n, 'Actual'))), expected: testBuffer(t, str(get(n, 'Expected'))),
    };
    if (!name || !RULES.includes(r.rule) || !r.actual || !r.expected)
        bad('a result needs Result, a known Rule, and Actual and Expected naming buffers');
    if (r.rule === 'BufferFloatULP') {
        r.ulpt = parseU32(get(n, 'ULPT'));
        if (r.ulpt === null) bad(`result ${name}: BufferFloatULP needs ULPT`);
    }
    if (r.rule === 'BufferFloatEpsilon') {
        const e = str(get(n, 'Epsilon'));
        r.epsilon = e === null ? null : parseFloat_(e);
        if (r.epsilon === null) bad(`result ${name}: BufferFloatEpsilon needs Epsilon`);
    }
    if (r.rule !== 'BufferExact' && (kindOf(r.actual.format) !== 'float' || r.actual.format !== r.expected.format))
        bad(`result ${name}: BufferFloat rules need two float buffers of one format`);
    return r;
}

function loadPipeline(t, root) {
    for (const k of ['PushConstants', 'Samplers', 'Bindings', 'AccelerationStructures', 'RuntimeSettings'])
        if (get(root, k) !== undefined) t.unsupported = k;
    loadShaders(t, root);
    const bufs = get(root, 'Buffers');
    t.bufs = [];
    for (let i = 0; i < len(bufs); i++) t.bufs.push(loadBuffer(t, bufs[i]));
    const sets = get(root, 'DescriptorSets');
    t.sets = [];
    for (let s = 0; s < len(sets); s++) {
        const res = get(sets[s], 'Resources');
        const set = [];
        for (let i = 0; i < len(res); i++) set.push(loadResource(t, res[i]));
        t.sets.push(set);
    }
    const results = get(root, 'Results');
    t.results = [];
    for (let i = 0; i < len(results); i++) t.results.push(loadResult(t, results[i]));
}

// ---- prism.yaml ----

function loadExpect(t, n) {
    const e = { buf: testBuffer(t, str(get(n, 'Buffer'))) };
    if (!e.buf || e.buf.arraySize !== 1)
        bad('prism.yaml: Expected needs Buffer, naming a buffer of pipeline.yaml (not an array)');
    const sizes = get(n, 'BySubgroupSize'), expr = str(get(n, 'Expr'));
    if (isMap(sizes) && expr === null) {
        e.lists = new Map();
        for (const [k, v] of Object.entries(sizes)) {
            const w = parseU32(k);
            const d = w === null ? null : parseData(v, e.buf.format);
            if (!d) bad(`prism.yaml: ${e.buf.name}: bad BySubgroupSize entry ${k}`);
            if (d.length > e.buf.size)
                bad(`prism.yaml: ${e.buf.name} at size ${w}: ${d.length} bytes of data for a ${e.buf.size}-byte buffer`);
            const full = new Uint8Array(e.buf.size); // shorter lists: zero padded
            full.set(d);
            e.lists.set(w, full);
        }
        return e;
    }
    if (expr !== null && sizes === undefined) {
        const lets = get(n, 'Let');
        if (lets !== undefined && !isMap(lets)) bad('prism.yaml: Let is a map of name: expression');
        const names = ['i', 'W', 'N'];
        e.lets = [];
        for (const [k, v] of Object.entries(lets || {})) {
            if (typeof v !== 'string') bad('prism.yaml: Let is a map of name: expression');
            e.lets.push([k, compileOrBad(v, names, e.buf.name)]);
            names.push(k);
        }
        e.expr = compileOrBad(expr, names, e.buf.name);
        return e;
    }
    bad(`prism.yaml: ${e.buf.name} needs either BySubgroupSize (a map) or Expr`);
}

function compileOrBad(src, names, buf) {
    try {
        return compileExpr(src, names);
    } catch (err) {
        bad(`prism.yaml: ${buf}: ${err.message}`);
    }
}

function loadExt(t, root) {
    const ws = get(root, 'WaveSize');
    t.waveSize = 0;
    if (ws !== undefined) {
        t.waveSize = parseU32(ws);
        if (t.waveSize === null) bad('prism.yaml: WaveSize is a number');
    }
    const lc = get(root, 'LaneCount');
    if (lc !== undefined) {
        t.laneBuf = testBuffer(t, str(get(lc, 'Buffer')));
        t.laneIndex = parseU32(get(lc, 'Index'));
        if (!t.laneBuf || t.laneIndex === null || (t.laneIndex + 1) * 4 > t.laneBuf.size)
            bad('prism.yaml: LaneCount needs Buffer and an Index of a 32-bit element in it');
    }
    const ex = get(root, 'Expected');
    for (let i = 0; i < len(ex); i++) t.expects.push(loadExpect(t, ex[i]));
    const bugs = get(root, 'KnownIssues');
    for (let i = 0; i < len(bugs); i++) {
        const dev = str(get(bugs[i], 'Device')), note = str(get(bugs[i], 'Note'));
        if (!dev || !note) bad('prism.yaml: KnownIssues entries need Device and Note');
        t.bugs.push({ device: dev, driver: str(get(bugs[i], 'Driver')), note });
    }
    const rules = get(root, 'Results');
    for (let i = 0; i < len(rules); i++) {
        const name = str(get(rules[i], 'Result')), rule = str(get(rules[i], 'Rule'));
        const r = t.results.find(x => x.name === name);
        if (!r || rule !== 'BufferUnordered')
            bad('prism.yaml: Results entries name a result of pipeline.yaml and Rule: BufferUnordered');
        r.rule = 'BufferUnordered';
    }
}

function parseYaml(text, what) {
    let v;
    try {
        v = YAML.parse(text, { schema: 'failsafe' });
    } catch (e) {
        bad(`${what}: ${e.message.split('\n')[0]}`);
    }
    if (v === null || v === undefined) bad(`${what}: empty document`);
    return v;
}

// Reads a .test file; throws BadTest (with the reason) if it is malformed.
export function loadTest(path) {
    let text;
    try {
        text = readFileSync(path, 'utf8');
    } catch (e) {
        bad(`cannot read ${path}: ${e.message}`);
    }
    const t = {
        path, profile: '', args: [], unsupported: null, waveSize: 0, laneBuf: null,
        laneIndex: 0, expects: [], bugs: [],
    };
    const s = split(t, text);
    if (s.hlsl === undefined || s.pipeline === undefined)
        bad(`${path}: needs '#--- NAME.hlsl' and '#--- pipeline.yaml' sections`);
    t.source = s.hlsl;
    loadPipeline(t, parseYaml(s.pipeline, 'pipeline.yaml'));
    if (!t.profile) t.profile = 'cs_6_0';
    if (s.prism !== undefined) loadExt(t, parseYaml(s.prism, 'prism.yaml'));
    return t;
}
