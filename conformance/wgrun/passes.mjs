// A test's passes on Dawn (vkrun's vk_pass.c, vk_graphics.c, bindings.c):
// each pass's resources matched with the reflection of its shaders (a used
// resource left unbound, or a kind its WebGPU binding disagrees with,
// fails), its bind groups at the reflection's group and binding, push
// constants as the uniform buffer the reflection reports, specialization
// constants as override constants by numeric id, a compute or render
// pipeline (layout 'auto'), and its commands.
import { FORMATS, RKINDS, bytesOf } from './testfile.mjs';
import { fail, skip } from './gpu.mjs';
import { pushBuffer, vertexFormat } from './resources.mjs';
import { COMPARE } from './pipeline.mjs';

const regKey = (reg, no, space) => `${reg}${no}/${space}`;

function yamlFor(p, r, all) {
    // a structured buffer's counter has no register (docs/reflection.md):
    // the counter of a resource with HasCounter, else the pipeline binds
    // it by its VulkanBinding, in its set
    if (r.register === null && r.counterOf) {
        const owner = all.find(x => x.name === r.counterOf && x.register !== null);
        // a buffer whose counters alone are used is not in the reflection:
        // its pipeline resource by name
        const y = owner ? yamlFor(p, owner, all) : p.sets.flat().find(y => y.name === r.counterOf) || null;
        if (y && y.hasCounter) return { counter: y };
        const set = p.sets[r.vulkan.set] || [];
        return set.find(y => y.hasVkBinding && y.binding === r.vulkan.binding) || null;
    }
    const reg = r.register ? r.register[0] : '', no = Number((r.register || '').slice(1));
    for (const set of p.sets)
        for (const y of set) {
            const [yreg, cls] = RKINDS[y.kind] || [];
            if (y.reg !== no || y.space !== r.space) continue;
            if (yreg === reg || (cls === 'combined' && (reg === 's' || reg === 't'))) return y;
        }
    return null;
}

// WebGPU binds a typed buffer as a storage buffer of its texels, in the
// format reflection's texelFormat names (rgba32float & co): the test's data
// must be texels of that many 32-bit components (Float32, Int32, UInt32,
// Hex32: the bits are the texels). Others (Int32 with Channels 1 for an
// int4 buffer: a view of one-component texels, read as (x, 0, 0, 1); 8-,
// 16- and 64-bit data) need the conversion of a texel buffer view, which
// vkrun's Vulkan has and WebGPU does not.
function checkTexels(y, wg) {
    const m = /^(r|rg|rgba)32(float|sint|uint)$/.exec(wg.texelFormat || '');
    if (!m) throw fail(`${y.name}: the reflection gives the typed buffer no texelFormat (${JSON.stringify(wg)})`);
    const b = y.buf, n = m[1] === 'rgba' ? 4 : m[1].length;
    if (b && (bytesOf(b.format) !== 4 || b.channels !== n))
        throw skip(`WebGPU has no texel buffers: ${y.name} is a storage buffer of ${wg.texelFormat} texels there, and the test's ${b.format} x${b.channels} data needs the conversion of a texel buffer view`);
}

// A buffer, or an array of them (ArraySize): prism's WGSL binds element k
// of an array of resources at reflection's webgpu bindings[k].
function putBuffers(y, wg, b, put) {
    const n = y.buf.arraySize;
    if (!wg.bindings) {
        if (n > 1) throw skip(`WebGPU has no arrays of bindings (${y.buf.name}), and the reflection gives it one binding`);
        put(wg.group, wg.binding, { buffer: b.buf, size: b.size });
        return;
    }
    if (wg.bindings.length > n)
        throw fail(`${y.name}: the shader binds ${wg.bindings.length} elements, the pipeline's ${y.buf.name} has ArraySize ${n}`);
    wg.bindings.forEach((binding, k) => put(wg.group, binding, { buffer: b.bufs[k], size: b.size }));
}

// The bind group entries of a pass: Map group -> Map binding -> entry.
function entries(g, t, p, mods, res) {
    const groups = new Map(), pushes = [];
    const put = (group, binding, resource) => {
        if (!groups.has(group)) groups.set(group, new Map());
        groups.get(group).set(binding, { binding, resource });
    };
    for (const m of mods) {
        for (const r of m.entry.resources || []) {
            const wg = r.webgpu || {};
            if (wg.unsupported) throw skip(`WebGPU cannot bind ${r.name}: ${wg.unsupported}`);
            if (r.vulkan && r.vulkan.pushConstant) {
                const block = p.pushes.find(b => b.stage === m.shader.stage);
                const pb = pushBuffer(g, block ? block.data : new Uint8Array(0));
                pushes.push(pb.buf);
                put(wg.group, wg.binding, { buffer: pb.buf, size: pb.size });
                continue;
            }
            const y = yamlFor(p, r, m.entry.resources);
            if (y && y.counter) {
                const cs = res.counters.get(y.counter.buf);
                if (!cs || (wg.bindings && wg.bindings.length > cs.length)) throw fail(`${y.counter.name}: no counter buffer for ${r.name}`);
                (wg.bindings || [wg.binding]).forEach((b, k) => put(wg.group, b, { buffer: cs[k], size: 4 }));
                continue;
            }
            if (!y) throw fail(`the ${m.shader.stage} shader uses ${r.name} (${r.register === null ? `the counter at set ${r.vulkan.set} binding ${r.vulkan.binding}` : `${r.register}, space${r.space}`}), which the pipeline does not bind`);
            const [, cls, rw, type] = RKINDS[y.kind];
            if (wg.buffer && cls === 'texel') {
                // a typed buffer of 32-bit texels: a storage buffer of them on WebGPU
                checkTexels(y, wg);
                if (wg.buffer.type !== (rw ? 'storage' : 'read-only-storage'))
                    throw fail(`${y.name}: a ${y.kind} is a '${rw ? 'storage' : 'read-only-storage'}' buffer binding, the reflection says ${JSON.stringify(wg)}`);
                putBuffers(y, wg, res.bufs.get(y.buf), put);
            } else if (wg.buffer) {
                if (cls !== 'buffer' || wg.buffer.type !== type)
                    throw fail(`${y.name}: a ${y.kind} is a '${type}' buffer binding, the reflection says ${JSON.stringify(wg)}`);
                putBuffers(y, wg, res.bufs.get(y.buf), put);
            } else if (wg.sampler && wg.bindings) {
                throw skip(`wgrun binds no arrays of samplers (${r.name}: WebGPU bindings ${wg.bindings.join(', ')})`);
            } else if (wg.texture || wg.storageTexture) {
                const want = wg.storageTexture ? 'storage' : 'sampled';
                if ((cls !== 'image' && cls !== 'combined') || (rw ? 'storage' : 'sampled') !== want)
                    throw fail(`${y.name}: a ${y.kind} is not the ${want} texture the reflection says (${r.type})`);
                const tx = res.texs.get(y.buf);
                const dim = (wg.texture || wg.storageTexture).viewDimension;
                // an array of textures: element k at reflection's bindings[k]
                const at = wg.bindings || [wg.binding];
                if (!wg.bindings && tx.all.length > 1)
                    throw skip(`WebGPU has no arrays of bindings (${y.buf.name}), and the reflection gives it one binding`);
                if (at.length > tx.all.length)
                    throw fail(`${y.name}: the shader binds ${at.length} textures, the pipeline's ${y.buf.name} has ArraySize ${tx.all.length}`);
                at.forEach((b, k) => put(wg.group, b, tx.all[k].tex.createView({ dimension: dim, ...(wg.storageTexture ? { mipLevelCount: 1 } : {}) })));
            } else if (wg.sampler) {
                if (!y.sampler) throw fail(`${y.name}: a ${y.kind} is not the sampler the reflection says`);
                put(wg.group, wg.binding, res.samplers.get(y.sampler));
            } else {
                throw fail(`the reflection gives ${r.name} no WebGPU binding`);
            }
        }
    }
    return { groups, pushes };
}

// A specialization constant as a WGSL override value (the suite's checks).
function constants(s) {
    const out = {}, seen = new Set();
    for (const c of s.specs) {
        if (seen.has(c.id)) throw fail(`gpu-exec: error: Test configuration contains multiple entries for specialization constant ID ${c.id}.`);
        seen.add(c.id);
        const name = { Bool: 'bool', Int16: 'int16', UInt16: 'uint16', Int32: 'int32', UInt32: 'uint32', Float32: 'float',
            Float64: 'double', Float16: 'half', Int64: 'int64', UInt64: 'uint64' }[c.type] || c.type;
        let v = c.value === 'true' ? 1 : c.value === 'false' ? 0 : Number(c.value);
        if (c.value.trim() === '' || Number.isNaN(v) ||
            (!/Float/.test(c.type) && !Number.isInteger(v)))
            throw fail(`gpu-exec: error: Invalid ${name} value for specialization constant '${c.value}'`);
        if (c.type === 'Bool') v = v ? 1 : 0;
        out[String(c.id)] = v;
    }
    return out;
}

function location(vsEntry, name, i) {
    const input = (vsEntry.inputs || []).find(x => x.location !== undefined &&
        String(x.semantic).toLowerCase() === name.toLowerCase());
    return input ? input.location : i;
}

// A pixel shader whose reflection lists its outputs, none at location 0.
const noColor = entry => Array.isArray(entry.outputs) && !entry.outputs.some(x => x.location === 0);

export async function makePass(g, t, p, mods, res) {
    const dev = g.device;
    const modules = [];
    for (const m of mods) {
        const module = await g.scoped('shader module', () => dev.createShaderModule({ code: m.code }));
        const info = await module.getCompilationInfo();
        const err = info.messages.find(x => x.type === 'error');
        if (err) throw fail(`Tint rejects the WGSL: ${err.lineNum}:${err.linePos}: ${err.message.split('\n')[0]}`);
        modules.push(module);
    }
    const stage = (i, extra = {}) => ({ module: modules[i], entryPoint: mods[i].entry.name,
        constants: constants(mods[i].shader), ...extra });
    let pipeline;
    if (!p.graphics) {
        pipeline = await g.scoped('pipeline', () => dev.createComputePipeline({ layout: 'auto', compute: stage(0) }));
    } else {
        const vi = mods.findIndex(m => m.shader.stage === 'Vertex'), fi = mods.findIndex(m => m.shader.stage === 'Pixel');
        let stride = 0;
        const attributes = p.vattrs.map((v, i) => {
            const format = vertexFormat(v);
            if (!format) throw skip(`WebGPU has no vertex format for ${v.format} x${v.channels}`);
            stride += v.channels * FORMATS[v.format][0];
            return { shaderLocation: location(mods[vi].entry, v.name, i), offset: v.offset, format };
        });
        const target = res.texs.get(p.target);
        const desc = {
            layout: 'auto',
            vertex: stage(vi, { buffers: p.vertexBuf ? [{ arrayStride: stride, attributes }] : [] }),
            multisample: { count: target.samples },
            // D3D's front face is clockwise on the screen, as vkrun's
            // VK_FRONT_FACE_CLOCKWISE with its y-up viewport (SV_IsFrontFace);
            // the suite's runners (--offloader) take counter-clockwise
            primitive: { topology: { TriangleList: 'triangle-list', PointList: 'point-list', LineList: 'line-list' }[p.topology],
                         frontFace: t.ccwFront ? 'ccw' : 'cw' },
            // a pixel shader with no SV_Target (a depth-only pass) leaves the
            // target alone: WebGPU wants the write mask 0 then
            ...(fi >= 0 ? { fragment: stage(fi, { targets: [{ format: target.format,
                ...(noColor(mods[fi].entry) ? { writeMask: 0 } : {}) }] }) } : {}),
            ...(p.depth ? { depthStencil: { format: 'depth32float', depthWriteEnabled: true,
                depthCompare: { Never: 'never', Less: 'less', Equal: 'equal', LessEqual: 'less-equal', Greater: 'greater',
                    NotEqual: 'not-equal', GreaterEqual: 'greater-equal', Always: 'always' }[p.depthCompare] } } : {}),
        };
        pipeline = await g.scoped('pipeline', () => dev.createRenderPipeline(desc));
    }
    const { groups, pushes } = entries(g, t, p, mods, res);
    const maxGroup = Math.max(-1, ...groups.keys());
    const bindGroups = await g.scoped('bind groups', () => {
        const out = [];
        for (let i = 0; i <= maxGroup; i++)
            out.push(dev.createBindGroup({ layout: pipeline.getBindGroupLayout(i),
                entries: [...(groups.get(i) || new Map()).values()] }));
        return out;
    });
    return { pipeline, bindGroups, pushes };
}

export function encodePass(enc, t, p, made, res) {
    if (!p.graphics) {
        const pass = enc.beginComputePass();
        pass.setPipeline(made.pipeline);
        made.bindGroups.forEach((bg, i) => pass.setBindGroup(i, bg));
        pass.dispatchWorkgroups(...p.dispatch);
        pass.end();
        return;
    }
    const view = (tx, layer = 0) => tx.tex.createView({ dimension: '2d', baseMipLevel: 0, mipLevelCount: 1, baseArrayLayer: layer, arrayLayerCount: 1 });
    const pass = enc.beginRenderPass({
        colorAttachments: [{ view: view(res.texs.get(p.target), p.layer), loadOp: 'clear', storeOp: 'store',
            clearValue: { r: p.clear[0], g: p.clear[1], b: p.clear[2], a: p.clear[3] } }],
        ...(p.depth ? { depthStencilAttachment: { view: view(res.texs.get(p.depth)), depthClearValue: p.depthClear,
            depthLoadOp: 'clear', depthStoreOp: 'store' } } : {}),
    });
    pass.setPipeline(made.pipeline);
    made.bindGroups.forEach((bg, i) => pass.setBindGroup(i, bg));
    if (p.vertexBuf) pass.setVertexBuffer(0, res.bufs.get(p.vertexBuf).buf);
    pass.draw(p.vertexCount);
    pass.end();
}
export { COMPARE };
