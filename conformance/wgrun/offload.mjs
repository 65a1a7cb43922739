// The suite's offloader's output (vkrun's offload.c): the shaders and
// buffers as llvm::yaml::Output writes them, and a failed result as
// lib/Support/Check.cpp reports it.
import { FORMATS } from './testfile.mjs';

class Out {
    constructor() { this.text = ''; this.column = 0; }
    put(s) {
        for (const ch of s) { this.text += ch; this.column = ch === '\n' ? 0 : this.column + 1; }
    }
    key(indent, k) { this.put(' '.repeat(indent) + k + ':' + (k.length < 16 ? ' '.repeat(16 - k.length) : ' ')); }
    number(indent, k, v) { this.key(indent, k); this.put(`${v}\n`); }
}

// %g, as C prints it
function g(x) {
    if (Number.isNaN(x)) return x < 0 ? '-nan' : 'nan';
    if (!Number.isFinite(x)) return x < 0 ? '-inf' : 'inf';
    if (x === 0) return Object.is(x, -0) ? '-0' : '0';
    const e = Math.floor(Math.log10(Math.abs(Number(x.toPrecision(6)))));
    if (e < -4 || e >= 6) {
        let [m, ex] = x.toExponential(5).split('e');
        m = m.replace(/\.?0+$/, '');
        const n = Number(ex);
        return `${m}e${n < 0 ? '-' : '+'}${String(Math.abs(n)).padStart(2, '0')}`;
    }
    return x.toFixed(Math.max(0, 5 - e)).replace(/\.?0+$/, '');
}

function element(f, v, o) {
    const bytes = FORMATS[f][0];
    switch (f) {
    case 'Hex8': case 'Hex16': case 'Hex32': case 'Hex64': case 'Float16': {
        let u = 0n;
        for (let i = bytes - 1; i >= 0; i--) u = (u << 8n) | BigInt(v.getUint8(o + i));
        return `0x${u.toString(16).toUpperCase()}`;
    }
    case 'Float32': case 'Depth32': return g(v.getFloat32(o, true));
    case 'Float64': return g(v.getFloat64(o, true));
    case 'Int16': return String(v.getInt16(o, true));
    case 'Int32': return String(v.getInt32(o, true));
    case 'Int64': return String(v.getBigInt64(o, true));
    case 'UInt16': return String(v.getUint16(o, true));
    case 'UInt64': return String(v.getBigUint64(o, true));
    default: return String(v.getUint32(o, true));
    }
}

function flow(out, f, data) {
    const bytes = FORMATS[f][0], v = new DataView(data.buffer, data.byteOffset, data.byteLength);
    const start = out.column;
    out.put('[ ');
    for (let i = 0; i + bytes <= data.length; i += bytes) {
        if (i) out.put(', ');
        if (out.column > 70) out.put('\n' + ' '.repeat(start + 2));
        out.put(element(f, v, i));
    }
    out.put(' ]');
}

function buffer(out, indent, b) {
    out.key(0, 'Name'); out.put(`${b.name}\n`);
    out.key(indent, 'Format'); out.put(`${b.format}\n`);
    if (b.channels !== 1) out.number(indent, 'Channels', b.channels);
    if (b.stride) out.number(indent, 'Stride', b.stride);
    if (b.arraySize !== 1) out.number(indent, 'ArraySize', b.arraySize);
    // the offloader prints counters after the run only (Pipeline.cpp setCounters)
    if (b.counters && b.arraySize === 1) out.number(indent, 'Counter', b.counters[0]);
    else if (b.counters) { out.key(indent, 'Counters'); out.put(`[ ${b.counters.join(', ')} ]\n`); }
    out.key(indent, 'Data');
    if (b.arraySize === 1) { flow(out, b.format, b.data[0]); out.put('\n'); }
    else {
        out.put('\n');
        for (const d of b.data) { out.put(' '.repeat(indent + 2) + '- '); flow(out, b.format, d); out.put('\n'); }
    }
    out.key(indent, 'OutputProps'); out.put('\n');
    out.number(indent + 2, 'Height', b.img ? b.img.height : 0);
    out.number(indent + 2, 'Width', b.img ? b.img.width : 0);
    out.number(indent + 2, 'Depth', b.img ? b.img.depth : 0);
    if (b.img && b.img.mips !== 1) out.number(indent + 2, 'MipLevels', b.img.mips);
}

export function dump(t) {
    const out = new Out();
    out.put('---\nShaders:\n');
    for (const s of t.passes[t.passes.length - 1].shaders) {
        out.put('  - '); out.key(0, 'Stage'); out.put(`${s.stage}\n`);
        out.key(4, 'Entry'); out.put(`${s.entry}\n`);
    }
    out.put('Buffers:\n');
    for (const b of t.bufs) { out.put('  - '); buffer(out, 4, b); }
    out.put('...\n');
    return out.text;
}

function hex(b) {
    const bytes = FORMATS[b.format][0];
    const line = d => {
        const v = [];
        for (let i = 0; i + bytes <= d.length; i += bytes) {
            let u = 0n;
            for (let k = bytes - 1; k >= 0; k--) u = (u << 8n) | BigInt(d[i + k]);
            v.push(`0x${u.toString(16)}`);
        }
        return `[ ${v.join(', ')} ]`;
    };
    return b.arraySize === 1 ? line(b.data[0]) : b.data.map(d => ` - ${line(d)}`).join('\n');
}

export function report(r) {
    const one = b => { const o = new Out(); o.put('---\n'); buffer(o, 0, b); o.put('...\n'); return o.text; };
    return `gpu-exec: error: Test failed: ${r.name}\nComparison Rule: ${r.rule}\n` +
        (r.rule === 'BufferFloatULP' ? `ULP: ${r.ulpt}\n` : '') +
        (r.rule === 'BufferFloatEpsilon' ? `Epsilon: ${g(r.epsilon)}\n` : '') +
        `Expected:\n${one(r.expected)}Got:\n${one(r.actual)}` +
        `Full Hex representation of Expected Buffer Values:\n${hex(r.expected)}\n` +
        `Full Hex representation of Actual Buffer Values:\n${hex(r.actual)}\n`;
}

// A render target as the suite's offloader writes it for imgdiff (vkrun's
// png.c): 16 bits a channel, RGB or RGBA, each value clamped to [0, 1] and
// scaled as ColorUtils::toInt does, the rows bottom-up.
import { deflateSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';
const CRC = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
});
function crc(buf) {
    let c = 0xffffffff;
    for (const b of buf) c = CRC[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
    const h = Buffer.alloc(8), t = Buffer.alloc(4);
    h.writeUInt32BE(data.length, 0);
    h.write(type, 4, 'latin1');
    t.writeUInt32BE(crc(Buffer.concat([Buffer.from(type, 'latin1'), data])), 0);
    return Buffer.concat([h, data, t]);
}
export function writePNG(b, path) {
    const { width: w, height: h } = b.img;
    if (b.channels < 3 || b.format !== 'Float32') throw new Error(`${b.name}: only Float32 x3/x4 targets are written as PNGs`);
    const ch = b.channels >= 4 ? 4 : 3;
    const v = new DataView(b.data[0].buffer, b.data[0].byteOffset, b.data[0].byteLength);
    const raw = Buffer.alloc((1 + w * ch * 2) * h);
    let o = 0;
    for (let y = 0; y < h; y++) {
        raw[o++] = 0;
        for (let x = 0; x < w; x++)
            for (let c = 0; c < ch; c++) {
                let f = v.getFloat32((((h - 1 - y) * w + x) * b.channels + c) * 4, true);
                f = Number.isNaN(f) ? 0 : Math.min(Math.max(f, 0), 1);
                raw.writeUInt16BE(Math.min(Math.floor(f * 65536), 65535), o);
                o += 2;
            }
    }
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(w, 0); ihdr.writeUInt32BE(h, 4);
    ihdr[8] = 16; ihdr[9] = ch === 4 ? 6 : 2;
    writeFileSync(path, Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 0x1a, 10]),
        chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]));
}
