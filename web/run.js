// The run button: the compiled WGSL compute shader on the page's WebGPU,
// with every buffer its reflection lists (docs/reflection.md) made here:
// one element per invocation dispatched, read-only buffers filled with
// generated values, the others zeroed; afterwards every buffer is read back.
//
// Element types come from the HLSL type in the reflection:
// StructuredBuffer<T> with T a scalar or vector of float, int, uint (and
// half, min16float... as 32-bit, as WGSL has them); ByteAddressBuffer as
// uint words. A structured buffer of structs is filled as uint words,
// reflection's elementStride bytes an element (its elementMembers are
// listed beside the values). Textures and samplers
// are not made: a shader that binds one is refused with the reason.

const KINDS = { float: 'f32', half: 'f32', min16float: 'f32', double: null, int: 'i32', min16int: 'i32', uint: 'u32', min16uint: 'u32', bool: 'u32', dword: 'u32' };

// "RWStructuredBuffer<float4>" -> {kind: 'f32', lanes: 4}
function elementOf(type, stride) {
    if (/ByteAddressBuffer$/.test(type)) return { kind: 'u32', lanes: 1, raw: true };
    const m = /StructuredBuffer<\s*(\w+?)([1-4])?\s*>$/.exec(type);
    if (!m) return null;
    const kind = KINDS[m[1]];
    if (kind === undefined) return stride ? { kind: 'u32', lanes: Math.max(1, stride / 4), struct: true } : null; // a struct: words
    if (kind === null) return null;
    return { kind, lanes: +(m[2] || 1) };
}

// Deterministic values a reader can follow: floats in [0, 1) in steps of
// 1/64, integers in [0, 100).
function generate(kind, n, seed) {
    let x = (seed * 2654435761) >>> 0 || 1;
    const next = () => (x = (Math.imul(x, 1664525) + 1013904223) >>> 0);
    const a = kind === 'f32' ? new Float32Array(n) : kind === 'i32' ? new Int32Array(n) : new Uint32Array(n);
    for (let i = 0; i < n; i++) a[i] = kind === 'f32' ? (next() >>> 26) / 64 : (next() >>> 8) % 100;
    return a;
}

function typed(kind, buffer) {
    return kind === 'f32' ? new Float32Array(buffer) : kind === 'i32' ? new Int32Array(buffer) : new Uint32Array(buffer);
}

function format(values, lanes, limit = 64) {
    const rows = [];
    const n = Math.min(values.length, limit * lanes);
    const show = v => (Number.isInteger(v) ? String(v) : v.toFixed(4));
    for (let i = 0; i < n; i += 8) rows.push(`  [${String(i).padStart(4)}] ` + Array.from(values.slice(i, Math.min(n, i + 8)), show).join(' '));
    if (values.length > n) rows.push(`  ... ${values.length - n} more`);
    return rows.join('\n');
}

export async function runCompute(wgsl, reflection, { groups = 1 } = {}) {
    if (!navigator.gpu) throw new Error('this browser has no WebGPU (navigator.gpu)');
    const entry = reflection.entryPoints.find(e => e.stage === 'compute');
    if (!entry) throw new Error('only compute shaders run here (this is a ' + reflection.entryPoints.map(e => e.stage).join(', ') + ' shader)');
    const name = (/@compute[^]*?fn\s+(\w+)/.exec(wgsl) || [])[1];
    const adapter = await navigator.gpu.requestAdapter();
    if (!adapter) throw new Error('navigator.gpu gave no adapter');
    const info = adapter.info || {};
    const features = (entry.webgpu && entry.webgpu.requiredFeatures) || [];
    const missing = features.filter(f => !adapter.features.has(f));
    if (missing.length) throw new Error(`the shader needs WebGPU features this adapter lacks: ${missing.join(', ')}`);
    const device = await adapter.requestDevice({ requiredFeatures: features });
    const subgroups = info.subgroupMinSize ? `subgroup size ${info.subgroupMinSize}` + (info.subgroupMaxSize !== info.subgroupMinSize ? `..${info.subgroupMaxSize}` : '') : 'subgroup size not reported';
    const adapterText = `${info.vendor || '?'} ${info.architecture || ''}${info.description ? ' (' + info.description + ')' : ''}, ${subgroups}` +
        (adapter.features.has('subgroups') ? ', subgroups feature' : ', no subgroups feature');

    device.pushErrorScope('validation');
    const module = device.createShaderModule({ code: wgsl });
    const invocations = entry.workgroupSize[0] * entry.workgroupSize[1] * entry.workgroupSize[2] * groups;
    const buffers = [], groupsOf = new Map();
    for (const r of entry.resources) {
        const wg = r.webgpu;
        if (!wg || !wg.buffer) throw new Error(`${r.name} (${r.type}) is not a buffer: the run button makes buffers only`);
        let data, el;
        if (wg.buffer.type === 'uniform') {
            const size = Math.max(16, ...(r.members || []).map(m => m.offset + m.size));
            el = { kind: 'u32', lanes: 1 };
            data = new Uint32Array(Math.ceil(size / 16) * 4);
        } else {
            el = elementOf(r.type, r.elementStride);
            if (!el) throw new Error(`${r.name}: no element type for ${r.type}`);
            const n = invocations * el.lanes;
            data = r.access === 'read-only' ? generate(el.kind, n, buffers.length + 1) : typed(el.kind, new ArrayBuffer(n * 4));
        }
        const usage = (wg.buffer.type === 'uniform' ? GPUBufferUsage.UNIFORM : GPUBufferUsage.STORAGE) | GPUBufferUsage.COPY_SRC | GPUBufferUsage.COPY_DST;
        const gpu = device.createBuffer({ size: data.byteLength, usage });
        device.queue.writeBuffer(gpu, 0, data);
        buffers.push({ r, el, data, gpu });
        if (!groupsOf.has(wg.group)) groupsOf.set(wg.group, []);
        groupsOf.get(wg.group).push({ binding: wg.binding, resource: { buffer: gpu } });
    }
    const pipeline = device.createComputePipeline({ layout: 'auto', compute: { module, entryPoint: name } });
    const encoder = device.createCommandEncoder();
    const pass = encoder.beginComputePass();
    pass.setPipeline(pipeline);
    for (const [group, entries] of groupsOf) pass.setBindGroup(group, device.createBindGroup({ layout: pipeline.getBindGroupLayout(group), entries }));
    pass.dispatchWorkgroups(groups, 1, 1);
    pass.end();
    const reads = buffers.map(b => {
        const read = device.createBuffer({ size: b.data.byteLength, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
        encoder.copyBufferToBuffer(b.gpu, 0, read, 0, b.data.byteLength);
        return read;
    });
    device.queue.submit([encoder.finish()]);
    const error = await device.popErrorScope();
    if (error) throw new Error(error.message);
    const result = { adapterText, subgroupMinSize: info.subgroupMinSize || 0, subgroupMaxSize: info.subgroupMaxSize || 0, invocations, buffers: {} };
    const lines = [`${invocations} invocations (${groups} group${groups === 1 ? '' : 's'} of ${entry.workgroupSize.join('x')}) on ${adapterText}`];
    for (let i = 0; i < buffers.length; i++) {
        await reads[i].mapAsync(GPUMapMode.READ);
        const values = typed(buffers[i].el.kind, reads[i].getMappedRange().slice(0));
        reads[i].unmap();
        const { r, el } = buffers[i];
        result.buffers[r.name] = Array.from(values);
        lines.push(`${r.name}: ${r.type}, ${r.access}${r.access === 'read-only' ? ' (generated)' : ''}, ${values.length / el.lanes} x ${el.kind}${el.lanes > 1 ? 'x' + el.lanes : ''}${el.struct ? ` (struct elements as words: ${(r.elementMembers || []).map(m => `${m.name} at ${m.offset}`).join(', ')})` : ''}`);
        lines.push(format(values, el.lanes));
    }
    device.destroy();
    result.text = lines.join('\n') + '\n';
    return result;
}
