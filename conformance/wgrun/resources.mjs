// The GPU side of a test's buffers (vkrun's vk_buffers.c and vk_images.c):
// storage and uniform buffers, vertex buffers, push-constant blocks as the
// uniform buffers prism's WGSL has for them, textures (every mip level of
// the buffer's Data uploaded), samplers; and the copies that read the
// written ones back.
import { FORMATS, LAYERED, RKINDS, bytesOf, texelBytes } from './testfile.mjs';
import { skip } from './gpu.mjs';

export const UNIFORM_PAD = 4096; // bytes bound past a uniform buffer's data
const roundUp = (n, k) => Math.ceil(n / k) * k;

// The texture format of Format x Channels (vkrun's vr_vk_format).
export function textureFormat(b) {
    const c = b.channels;
    const n = ['r', 'rg', '', 'rgba'][c - 1];
    if (n === undefined || n === '') return null;
    switch (b.format) {
    case 'Float32': return `${n}32float`;
    case 'UInt32': case 'Hex32': case 'Bool': return `${n}32uint`;
    case 'Int32': return `${n}32sint`;
    case 'Float16': return `${n}16float`;
    case 'UInt16': case 'Hex16': return b.unorm ? `${n}16unorm` : `${n}16uint`;
    case 'Int16': return `${n}16sint`;
    case 'Hex8': return b.unorm ? `${n}8unorm` : `${n}8uint`;
    case 'Depth32': return c === 1 ? 'depth32float' : null;
    default: return null;
    }
}

export function vertexFormat(v) {
    const s = v.channels === 1 ? '' : `x${v.channels}`;
    switch (v.format) {
    case 'Float32': return `float32${s}`;
    case 'UInt32': case 'Hex32': return `uint32${s}`;
    case 'Int32': return `sint32${s}`;
    case 'Float16': return v.channels === 2 || v.channels === 4 ? `float16${s}` : null;
    default: return null;
    }
}

// The formats WebGPU can multisample (its texture format capabilities table).
const MULTISAMPLED = new Set(['r8unorm', 'rg8unorm', 'rgba8unorm', 'r16float', 'rg16float', 'rgba16float',
    'r8uint', 'rg8uint', 'rgba8uint', 'r16uint', 'rg16uint', 'rgba16uint', 'r8sint', 'rg8sint', 'rgba8sint',
    'r16sint', 'rg16sint', 'rgba16sint', 'r32float', 'r32uint', 'r32sint', 'depth32float']);

// How the passes use buffer b as a texture.
function textureUses(t, b) {
    let usage = 0, dims = new Set(), linear = false;
    for (const p of t.passes) {
        if (p.target === b || p.depth === b) usage |= GPUTextureUsage.RENDER_ATTACHMENT;
        for (const set of p.sets)
            for (const r of set) {
                const [, cls, rw, , dim] = RKINDS[r.kind];
                if (r.buf !== b || (cls !== 'image' && cls !== 'combined')) continue;
                dims.add(dim);
                usage |= rw ? GPUTextureUsage.STORAGE_BINDING : GPUTextureUsage.TEXTURE_BINDING;
                if (r.sampler && (r.sampler.minFilter === 'Linear' || r.sampler.magFilter === 'Linear')) linear = true;
            }
    }
    return { usage, dims, linear };
}

// One copy per mip level: the buffer holds the levels one after the other.
function mipLevels(b, dimension, layers) {
    const out = [];
    let off = 0, w = b.img.width, h = dimension === '1d' ? 1 : b.img.height;
    let d = dimension === '3d' ? b.img.depth : layers;
    for (let m = 0; m < b.img.mips; m++) {
        out.push({ m, off, w, h, d, bytes: w * h * d * texelBytes(b) });
        off += w * h * d * texelBytes(b);
        w = Math.max(1, w >> 1); h = Math.max(1, h >> 1);
        if (dimension === '3d') d = Math.max(1, d >> 1);
    }
    return out;
}

// Element k of the buffer (an array of textures: ArraySize, one texture each).
function makeTexture(g, t, b, k) {
    const u = textureUses(t, b);
    if (!u.usage) return null;
    const format = textureFormat(b);
    if (!format) throw skip(`WebGPU has no texture format for ${b.format} x${b.channels}`);
    const ms = b.img.samples > 1;
    if (ms && b.img.samples !== 4) throw skip(`WebGPU has 4-sample textures only (${b.name}: ${b.img.samples})`);
    if (ms && !MULTISAMPLED.has(format)) throw skip(`WebGPU has no multisampled ${format} textures`);
    if (ms && b.data[k].some(x => x !== 0))
        throw skip(`WebGPU cannot copy data into a multisampled texture (${b.name}): draw it in a Before pass`);
    if (u.linear && /32float$/.test(format) && !g.device.features.has('float32-filterable'))
        throw skip(`the device cannot filter ${format} linearly (no float32-filterable)`);
    const dims = [...u.dims];
    const dimension = dims.some(d => d.startsWith('1d')) ? '1d' : dims.includes('3d') ? '3d' : '2d';
    const layers = dims.some(d => LAYERED.has(d)) ? b.img.depth : 1;
    const tex = g.device.createTexture({
        size: [b.img.width, dimension === '1d' ? 1 : b.img.height, dimension === '3d' ? b.img.depth : layers],
        dimension, format, mipLevelCount: b.img.mips, sampleCount: ms ? 4 : 1,
        usage: u.usage | (ms ? 0 : GPUTextureUsage.COPY_SRC | GPUTextureUsage.COPY_DST),
    });
    const levels = mipLevels(b, dimension, layers);
    const nonzero = b.data[k].some(x => x !== 0);
    if (format === 'depth32float' && nonzero)
        throw skip('WebGPU cannot copy data into a depth32float texture (render it in a Before pass)');
    if (format !== 'depth32float' && !ms)
        for (const l of levels)
            g.device.queue.writeTexture({ texture: tex, mipLevel: l.m }, b.data[k].subarray(l.off, l.off + l.bytes),
                { bytesPerRow: l.w * texelBytes(b), rowsPerImage: l.h }, [l.w, l.h, l.d]);
    return { tex, k, format, dimension, layers, levels, samples: ms ? 4 : 1,
        written: !ms && (u.usage & ~GPUTextureUsage.TEXTURE_BINDING) !== 0 };
}

export function makeSampler(g, s) {
    const address = { Clamp: 'clamp-to-edge', Repeat: 'repeat', Mirror: 'mirror-repeat' }[s.address];
    if (!address) throw skip(`WebGPU samplers have no ${s.address} address mode`);
    if (s.bias !== 0) throw skip('WebGPU samplers have no MipLODBias');
    const cmp = { Less: 'less', Equal: 'equal', LessEqual: 'less-equal', Greater: 'greater', NotEqual: 'not-equal',
        GreaterEqual: 'greater-equal', Always: 'always', Never: 'never' }[s.compare];
    return g.device.createSampler({
        addressModeU: address, addressModeV: address, addressModeW: address,
        magFilter: s.magFilter.toLowerCase(), minFilter: s.minFilter.toLowerCase(),
        mipmapFilter: s.mipFilter.toLowerCase(), lodMinClamp: s.minLod, lodMaxClamp: Math.min(s.maxLod, 32),
        ...(s.kind === 'SamplerComparison' ? { compare: cmp } : {}),
    });
}

// Buffers, vertex buffers and textures of every buffer the passes use.
export function makeResources(g, t) {
    const dev = g.device, res = { bufs: new Map(), texs: new Map(), samplers: new Map(), counters: new Map() };
    for (const b of t.bufs) {
        const all = b.img ? b.data.map((_, k) => makeTexture(g, t, b, k)) : [null];
        if (all[0]) { res.texs.set(b, Object.assign(all[0], { all })); continue; }
        let usage = 0, uniform = false;
        for (const p of t.passes) {
            if (p.vertexBuf === b) usage |= GPUBufferUsage.VERTEX;
            for (const set of p.sets)
                for (const r of set)
                    // typed buffers ('texel') too: prism's WGSL makes them storage buffers of their texels
                    if (r.buf === b && (RKINDS[r.kind][1] === 'buffer' || RKINDS[r.kind][1] === 'texel')) {
                        uniform ||= RKINDS[r.kind][3] === 'uniform';
                        usage |= uniform ? GPUBufferUsage.UNIFORM : GPUBufferUsage.STORAGE;
                    }
        }
        if (!usage) continue;
        // a storage buffer is bound with the test's size rounded to 4, so
        // arrayLength sees it; a uniform one with UNIFORM_PAD more bytes,
        // since WGSL's struct may be longer than the data
        const size = uniform ? Math.min(roundUp(b.size, 16) + UNIFORM_PAD, dev.limits.maxUniformBufferBindingSize)
            : Math.max(roundUp(b.size, 4), 4);
        // an array of buffers (ArraySize): one buffer an element, each
        // bound at its own binding (reflection's webgpu "bindings")
        const bufs = b.data.map(d => {
            const buf = dev.createBuffer({ size, mappedAtCreation: true,
                usage: usage | GPUBufferUsage.COPY_SRC | GPUBufferUsage.COPY_DST });
            new Uint8Array(buf.getMappedRange()).set(d);
            buf.unmap();
            return buf;
        });
        res.bufs.set(b, { buf: bufs[0], bufs, size });
        // a UAV counter: a 4-byte storage buffer an element, starting at 0
        // (the offloader's), read back into the buffer's Counter(s)
        if (t.passes.some(p => p.sets.some(set => set.some(r => r.buf === b && r.hasCounter))))
            res.counters.set(b, b.data.map(() => dev.createBuffer({ size: 4,
                usage: GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_SRC | GPUBufferUsage.COPY_DST })));
    }
    for (const s of t.samplers) res.samplers.set(s, makeSampler(g, s));
    return res;
}

// A push-constant block's data as a uniform buffer (prism's WGSL has one).
export function pushBuffer(g, data) {
    const size = roundUp(Math.max(data.length, 16), 16) + UNIFORM_PAD;
    const buf = g.device.createBuffer({ size, mappedAtCreation: true, usage: GPUBufferUsage.UNIFORM });
    new Uint8Array(buf.getMappedRange()).set(data);
    buf.unmap();
    return { buf, size };
}

// Copies of every written buffer and texture into mappable buffers.
export function encodeReadBack(g, enc, res) {
    const reads = [];
    for (const [b, { bufs }] of res.bufs)
        bufs.forEach((buf, k) => {
            const rb = g.device.createBuffer({ size: buf.size, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
            enc.copyBufferToBuffer(buf, 0, rb, 0, buf.size);
            reads.push({ b, rb, apply: m => b.data[k].set(m.subarray(0, b.data[k].length)) });
        });
    for (const [b, counters] of res.counters) {
        b.counters = counters.map(() => 0);
        counters.forEach((buf, k) => {
            const rb = g.device.createBuffer({ size: 4, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
            enc.copyBufferToBuffer(buf, 0, rb, 0, 4);
            reads.push({ b, rb, apply: m => { b.counters[k] = new DataView(m.buffer, m.byteOffset, 4).getUint32(0, true); } });
        });
    }
    for (const [b, first] of res.texs) for (const tx of first.all) {
        if (!tx.written) continue;
        for (const l of tx.levels) {
            const row = l.w * texelBytes(b), pitch = roundUp(row, 256);
            const rb = g.device.createBuffer({ size: pitch * l.h * l.d, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
            enc.copyTextureToBuffer({ texture: tx.tex, mipLevel: l.m, ...(tx.format === 'depth32float' ? { aspect: 'depth-only' } : {}) },
                { buffer: rb, bytesPerRow: pitch, rowsPerImage: l.h }, [l.w, l.h, l.d]);
            reads.push({ b, rb, apply: m => {
                for (let z = 0; z < l.d; z++)
                    for (let y = 0; y < l.h; y++)
                        b.data[tx.k].set(m.subarray((z * l.h + y) * pitch, (z * l.h + y) * pitch + row), l.off + (z * l.h + y) * row);
            } });
        }
    }
    return reads;
}

export function destroy(res) {
    for (const { bufs } of res.bufs.values()) bufs.forEach(buf => buf.destroy());
    for (const counters of res.counters.values()) counters.forEach(buf => buf.destroy());
    for (const { all } of res.texs.values()) all.forEach(({ tex }) => tex.destroy());
}
export { FORMATS, bytesOf };
