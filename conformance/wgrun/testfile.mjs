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
import { checkSizes, loadExt, loadPipeline, resolveShaders } from './pipeline.mjs';

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

// Resource kinds (vkrun's VR_RESOURCE_KINDS): the HLSL register class, how
// it is bound, whether it is writable, the WebGPU buffer binding type (for
// buffers) and the texture dimension (for textures).
//                      reg  class      rw     webgpu buffer type   dim
const T = (reg, cls, rw, type, dim) => [reg, cls, rw, type, dim];
export const RKINDS = {
    StructuredBuffer: T('t', 'buffer', false, 'read-only-storage'),
    RWStructuredBuffer: T('u', 'buffer', true, 'storage'),
    ByteAddressBuffer: T('t', 'buffer', false, 'read-only-storage'),
    RWByteAddressBuffer: T('u', 'buffer', true, 'storage'),
    ConstantBuffer: T('b', 'buffer', false, 'uniform'),
    Buffer: T('t', 'texel', false, null),
    RWBuffer: T('u', 'texel', true, null),
};
for (const [k, dim] of [['1D', '1d'], ['1DArray', '1d-array'], ['2D', '2d'], ['2DArray', '2d-array'],
    ['2DMS', '2d-ms'], ['2DMSArray', '2d-ms-array'], ['3D', '3d'], ['Cube', 'cube'], ['CubeArray', 'cube-array']]) {
    RKINDS[`Texture${k}`] = T('t', 'image', false, null, dim);
    if (!/MS|Cube/.test(k)) RKINDS[`RWTexture${k}`] = T('u', 'image', true, null, dim);
    RKINDS[`SampledTexture${k.replace('Cube', 'CUBE')}`] = T('s', 'combined', false, null, dim);
}
RKINDS.Sampler = T('s', 'sampler', false, null);
export const LAYERED = new Set(['1d-array', '2d-array', '2d-ms-array', 'cube', 'cube-array']);

// ---- split-file and RUN lines ----

function separator(line) {
    let rest;
    if (line.startsWith('#--- ')) rest = line.slice(5);
    else if (line.startsWith('//--- ')) rest = line.slice(6);
    else return null;
    return rest.replace(/[ \r]+$/, '');
}

// lit's `%if Vulkan %{ ... %}`: the braces' text stays for a Vulkan
// condition (prism compiles with Vulkan's rules for every target).
const expandIf = cmd => cmd.replace(/%if\s+(\S+)\s*%\{(.*?)%\}/g, (_, c, a) => (c === 'Vulkan' ? a : ''));

// A %dxc_target RUN line: -T, -E and the source are ours; -Fo and its file
// are dropped; every other flag goes to prism as written (vkrun's testfile.c).
function runLine(t, line) {
    const at = line.indexOf('RUN:');
    if (at < 0) {
        if (line.startsWith('# PENDING: ') && !t.pending) t.pending = line.slice(11).replace(/\r$/, '');
        return;
    }
    const toks = expandIf(line.slice(at + 4)).split(/[ \t\r]+/).filter(s => s !== '');
    const i0 = toks.findIndex(x => x === '%dxc_target' || x === '%dxc_target_lib');
    if (i0 < 0 || t.lines.length >= 8) return;
    const c = { profile: '', entry: null, args: [], source: null };
    for (let i = i0 + 1; i < toks.length; i++) {
        const tok = toks[i], prev = toks[i - 1];
        if (tok === '|' || tok === '&&') break;
        if (prev === '-T' && i - 1 > i0) c.profile = tok;
        else if (prev === '-E' && i - 1 > i0) c.entry = tok;
        else if (prev === '-Fo' && i - 1 > i0) continue;
        else if (tok.startsWith('%t/')) c.source = tok.slice(3);
        else if (!['-T', '-E', '-Fo'].includes(tok)) c.args.push(tok);
    }
    t.lines.push(c);
}

function split(t, text) {
    let name = null, body = [];
    const keep = () => { if (name !== null) t.sections.set(name, body.join('\n')); };
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

export function parseFloat_(s) {
    const neg = s.startsWith('-');
    const p = s.replace(/^[+-]/, '');
    const lp = p.toLowerCase(); // strtod's spellings and YAML's
    if (['.nan', 'nan'].includes(lp)) return NaN;
    if (['.inf', 'inf', 'infinity'].includes(lp)) return neg ? -Infinity : Infinity;
    // C's strtod: hex floats too (0x1.e8d2cp-1), as the suite's tests write some
    const hx = /^([+-]?)0[xX]([0-9a-fA-F]*)(?:\.([0-9a-fA-F]*))?(?:[pP]([+-]?\d+))?$/.exec(s);
    if (hx && (hx[2] || hx[3])) {
        const frac = hx[3] || '';
        const mant = parseInt((hx[2] || '0') + frac, 16);
        const v = mant * 2 ** (Number(hx[4] || 0) - 4 * frac.length);
        return hx[1] === '-' ? -v : v;
    }
    if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(s)) return null;
    const v = Number(s);
    return Number.isNaN(v) ? null : v;
}

// Stores one scalar (a string) in format f at view[off]. Float16 data is
// written as Hex16 bits, as the original does.
export function putScalar(s, f, view, off) {
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

export function parseData(list, f) {
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

export const isMap = n => n !== null && typeof n === 'object' && !Array.isArray(n);
export const get = (n, k) => (isMap(n) ? n[k] : undefined);
export const str = n => (typeof n === 'string' ? n : null);
export const len = n => (Array.isArray(n) ? n.length : 0);
export function optU32(n, dflt) {
    if (n === undefined) return dflt;
    const v = parseU32(n);
    return v === null ? NaN : v;
}

export function loadBuffer(t, n) {
    const b = { name: str(get(n, 'Name')) || '', format: str(get(n, 'Format')) };
    b.channels = optU32(get(n, 'Channels'), 1);
    b.stride = optU32(get(n, 'Stride'), 0);
    b.arraySize = optU32(get(n, 'ArraySize'), 1);
    if (!b.name || !(b.format in FORMATS) || [b.channels, b.stride, b.arraySize].some(Number.isNaN) || !b.arraySize)
        bad('a buffer needs Name and a known Format (and numbers for Channels, Stride, ArraySize)');
    const props = get(n, 'OutputProps');
    if (props !== undefined) {
        b.img = { width: parseU32(get(props, 'Width')), height: parseU32(get(props, 'Height')),
            depth: parseU32(get(props, 'Depth')), mips: optU32(get(props, 'MipLevels'), 1), samples: 1 };
        if (Object.values(b.img).some(v => v === null || Number.isNaN(v)) || !b.img.mips)
            bad(`buffer ${b.name}: OutputProps needs Width, Height, Depth (and MipLevels) as numbers`);
    }
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

// The bytes of one texel, and the size OutputProps implies (vkrun's
// vr_image_bytes): mips halve Width, Height and, but for the layered
// kinds, Depth.
export const texelBytes = b => (b.stride > 0 ? b.stride : bytesOf(b.format) * b.channels);
export function imageBytes(b, layered) {
    let total = 0, w = b.img.width, h = b.img.height, d = b.img.depth;
    for (let m = 0; m < b.img.mips; m++) {
        total += w * h * d * texelBytes(b);
        w = Math.max(1, w >> 1); h = Math.max(1, h >> 1);
        if (!layered) d = Math.max(1, d >> 1);
    }
    return total;
}

// libyaml (vkrun) and LLVM's YAML reader accept a flow sequence whose lines
// are indented no deeper than its key (the suite's wave tests write Data: [
// on one line and the numbers under it); npm yaml does not: indent them.
function relaxFlowIndent(text) {
    const out = [];
    let open = -1;
    for (const line of text.split('\n')) {
        const body = line.replace(/#.*$/, '');
        if (open >= 0) {
            const ind = line.length - line.trimStart().length;
            out.push(ind <= open && line.trim() ? ' '.repeat(open + 2 - ind) + line : line);
            if (body.includes(']')) open = -1;
            continue;
        }
        const m = /^(\s*(?:- )?)[^\s:#][^:#]*:\s*\[[^\]]*$/.exec(body);
        if (m) open = m[1].length;
        out.push(line);
    }
    return out.join('\n');
}

// LLVM's YAML reader skips an empty entry of a flow sequence ("[ 0, 0,, 1 ]"
// is three numbers; WaveActiveMax.fp32/.fp64 have one); npm yaml rejects it:
// drop a ',' after '[' or another ',' in a flow collection, outside quotes
// and comments (vkrun's yamltree.c does the same).
function dropEmptyFlowEntries(text) {
    let out = '', depth = 0, last = '', quote = '';
    for (let i = 0; i < text.length; i++) {
        const c = text[i], prev = i ? text[i - 1] : '\n';
        if (quote) {
            if (c === quote) quote = '';
        } else if (c === '#' && /\s/.test(prev)) {
            const end = text.indexOf('\n', i);
            const stop = end < 0 ? text.length : end;
            out += text.slice(i, stop);
            i = stop - 1;
            continue;
        } else if (depth > 0 && c === ',' && (last === ',' || last === '[')) {
            continue;
        } else if (c === '[' || c === '{') {
            depth++;
        } else if ((c === ']' || c === '}') && depth > 0) {
            depth--;
        } else if (c === '"' || (c === "'" && ' \t\n:[{,'.includes(prev))) {
            quote = c;
        }
        if (!/\s/.test(c)) last = c;
        out += c;
    }
    return out;
}

export function parseYaml(text, what) {
    let v;
    try {
        v = YAML.parse(relaxFlowIndent(dropEmptyFlowEntries(text)), { schema: 'failsafe' });
    } catch (e) {
        bad(`${what}: ${e.message.split('\n')[0]}`);
    }
    if (v === null || v === undefined) bad(`${what}: empty document`);
    return v;
}

// Reads a .test file (or, with pipelinePath, a pipeline YAML file alone:
// the offloader mode); throws BadTest (with the reason) if it is malformed.
export function loadTest(path, pipelinePath = null) {
    let text;
    try {
        text = readFileSync(pipelinePath || path, 'utf8');
    } catch (e) {
        bad(`cannot read ${pipelinePath || path}: ${e.message}`);
    }
    const t = {
        path, lines: [], sections: new Map(), pending: null, unsupported: null, waveSize: 0,
        laneBuf: null, laneIndex: 0, expects: [], bugs: [],
    };
    let pipeline = text, ext;
    if (!pipelinePath) {
        split(t, text);
        pipeline = t.sections.get('pipeline.yaml');
        for (const [k, v] of t.sections)
            if (pipeline === undefined && k.endsWith('.yaml') && k !== 'prism.yaml' && k !== 'rules.yaml') pipeline = v;
        if (pipeline === undefined) bad(`${path}: needs a '#--- pipeline.yaml' section`);
        ext = t.sections.get('prism.yaml');
    }
    loadPipeline(t, parseYaml(pipeline, 'pipeline.yaml'));
    if (ext !== undefined) loadExt(t, parseYaml(ext, 'prism.yaml'));
    checkSizes(t);
    if (!pipelinePath) resolveShaders(t);
    return t;
}
