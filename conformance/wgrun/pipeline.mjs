// pipeline.yaml past its Buffers, and prism.yaml, as vkrun reads them
// (testfile_pipeline.c, ext.c, ext_gfx.c): Shaders with their
// SpecializationConstants and the RUN line that compiles each, passes
// (prism.yaml Before, then pipeline.yaml's), DescriptorSets, Samplers,
// PushConstants, Bindings, DispatchParameters, Results; WaveSize, LaneCount,
// Expected, KnownIssues, Images, Depth, ClearColor.
import { compileExpr } from './expr.mjs';
import {
    BadTest, FORMATS, LAYERED, RKINDS, get, imageBytes, isMap, kindOf, len, loadBuffer, optU32,
    parseData, parseFloat_, parseU32, str, testBuffer,
} from './testfile.mjs';

const bad = msg => { throw new BadTest(msg); };
const STAGES = ['Compute', 'Vertex', 'Pixel'];
const OTHER_STAGES = ['Hull', 'Domain', 'Geometry', 'Amplification', 'Mesh', 'RayGeneration', 'Miss',
    'ClosestHit', 'AnyHit', 'Intersection', 'Callable'];
export const COMPARE = ['Never', 'Less', 'Equal', 'LessEqual', 'Greater', 'NotEqual', 'GreaterEqual', 'Always'];

function optEnum(n, key, names, dflt) {
    const v = get(n, key);
    if (v === undefined) return dflt;
    if (!names.includes(v)) bad(`unknown ${key} '${v}'`);
    return v;
}
function optFloat(n, dflt) {
    if (n === undefined) return dflt;
    const v = typeof n === 'string' ? parseFloat_(n) : null;
    if (v === null) bad(`bad number '${n}'`);
    return v;
}

function loadSampler(n) {
    const name = str(get(n, 'Name'));
    if (!name) bad('a sampler needs a Name');
    const s = {
        name, minFilter: optEnum(n, 'MinFilter', ['Nearest', 'Linear'], 'Linear'),
        magFilter: optEnum(n, 'MagFilter', ['Nearest', 'Linear'], 'Linear'), mipFilter: 'Nearest',
        address: optEnum(n, 'Address', ['Clamp', 'Repeat', 'Mirror', 'Border', 'MirrorOnce'], 'Clamp'),
        kind: optEnum(n, 'Kind', ['Sampler', 'SamplerComparison'], 'Sampler'),
        compare: optEnum(n, 'ComparisonOp', COMPARE, 'Never'),
        minLod: optFloat(get(n, 'MinLOD'), 0), maxLod: optFloat(get(n, 'MaxLOD'), 3.4028234663852886e38),
        bias: optFloat(get(n, 'MipLODBias'), 0), border: 'TransparentBlack',
    };
    if (s.kind === 'Sampler' && s.compare !== 'Never') bad("Sampler kind 'Sampler' requires ComparisonOp: Never");
    if (s.kind === 'SamplerComparison' && s.compare === 'Never')
        bad("Sampler kind 'SamplerComparison' requires ComparisonOp other than Never");
    return s;
}

function loadShaders(t, p, list) {
    if (!len(list)) bad('Shaders needs at least one shader');
    p.shaders = list.map(n => {
        const stage = str(get(n, 'Stage')), entry = str(get(n, 'Entry'));
        if (!stage || !entry) bad('a shader needs a Stage and an Entry');
        if (OTHER_STAGES.includes(stage)) t.unsupported = stage;
        else if (!STAGES.includes(stage)) bad(`unknown Stage '${stage}'`);
        const specs = (get(n, 'SpecializationConstants') || []).map(c => {
            const id = parseU32(get(c, 'ConstantID')), type = str(get(c, 'Type')), value = str(get(c, 'Value'));
            if (id === null || !(type in FORMATS) || value === null)
                bad('a specialization constant needs ConstantID, a known Type and a Value');
            return { id, type, value };
        });
        return { stage, entry, specs };
    });
    p.graphics = p.shaders.some(s => s.stage === 'Vertex');
}

function loadResource(t, n) {
    const name = str(get(n, 'Name')), kind = str(get(n, 'Kind'));
    if (!name || !kind) bad('a resource needs Name and Kind');
    const r = { name, kind };
    if (!(kind in RKINDS)) {
        if (kind === 'AccelerationStructure') { t.unsupported = 'acceleration structures'; return r; }
        bad(`resource ${name}: unknown Kind '${kind}'`);
    }
    const cls = RKINDS[kind][1];
    if (cls !== 'sampler' && !(r.buf = testBuffer(t, name))) bad(`Referenced buffer ${name} not found!`);
    if ((cls === 'sampler' || cls === 'combined') && !(r.sampler = t.samplers.find(s => s.name === name)))
        bad(`Referenced sampler ${name} not found!`);
    if ((cls === 'image' || cls === 'combined') && !r.buf.img) bad(`resource ${name}: a texture's buffer needs OutputProps`);
    if (get(n, 'HeapIndex') !== undefined) t.unsupported = 'descriptor heap indexing (HeapIndex)';
    if (get(n, 'TilesMapped') !== undefined || get(n, 'IsReserved') !== undefined) t.unsupported = 'reserved (tiled) resources';
    const dx = get(n, 'DirectXBinding');
    if (dx === undefined && get(n, 'HeapIndex') === undefined)
        bad(`Resource '${name}' must specify exactly one of 'DirectXBinding' or 'HeapIndex'.`);
    r.reg = parseU32(get(dx, 'Register'));
    r.space = parseU32(get(dx, 'Space'));
    if (dx !== undefined && (r.reg === null || r.space === null))
        bad(`resource ${name}: DirectXBinding needs Register and Space`);
    const vk = get(n, 'VulkanBinding');
    r.hasVkBinding = vk !== undefined;
    if (vk !== undefined && (r.binding = parseU32(get(vk, 'Binding'))) === null)
        bad(`resource ${name}: VulkanBinding needs Binding`);
    // the counter is a buffer of its own on WebGPU (reflection's counterOf entry)
    r.hasCounter = str(get(n, 'HasCounter')) === 'true';
    // the suite's offloader asks for the counter's binding beside the
    // buffer's (its Tools/Offloader/missing-counter-binding test)
    if (r.hasCounter && vk !== undefined && get(vk, 'CounterBinding') === undefined)
        bad(`No CounterBinding provided for resource '${name}' with a counter`);
    return r;
}

function loadPushes(list) {
    return (list || []).map(n => {
        const stage = str(get(n, 'Stage')), vals = get(n, 'Values');
        if (!STAGES.includes(stage) || !Array.isArray(vals))
            bad('a push constant block needs a Stage (Compute, Vertex, Pixel) and Values');
        const parts = vals.map(v => {
            const f = str(get(v, 'Format')), off = parseU32(get(v, 'Offset'));
            const d = f in FORMATS ? parseData(get(v, 'Data'), f) : null;
            if (off === null || !d) bad('a push constant value needs Format, Offset and Data');
            return { off, d };
        });
        const size = Math.max(0, ...parts.map(p => p.off + p.d.length));
        const data = new Uint8Array(size);
        for (const p of parts) data.set(p.d, p.off);
        return { stage, data };
    });
}

function loadBindings(t, p, n) {
    if (n === undefined) return;
    const vb = str(get(n, 'VertexBuffer')), rt = str(get(n, 'RenderTarget'));
    if (vb && !(p.vertexBuf = testBuffer(t, vb))) bad(`Referenced vertex buffer ${vb} not found!`);
    if (rt && !(p.target = testBuffer(t, rt))) bad(`Referenced render target buffer ${rt} not found!`);
    p.topology = optEnum(n, 'Topology', ['TriangleList', 'PointList', 'LineList', 'PatchList'], 'TriangleList');
    if (p.topology === 'PatchList') t.unsupported = 'tessellation (PatchList)';
    p.vattrs = (get(n, 'VertexAttributes') || []).map(v => {
        const format = str(get(v, 'Format')), channels = parseU32(get(v, 'Channels'));
        const offset = parseU32(get(v, 'Offset')), name = str(get(v, 'Name'));
        if (!(format in FORMATS) || channels === null || offset === null || !name)
            bad('a vertex attribute needs Format, Channels, Offset and Name');
        return { format, channels, offset, name };
    });
}

function loadDispatch(p, root) {
    const params = get(root, 'DispatchParameters');
    let size = get(get(root, 'Shaders')?.[0], 'DispatchSize');
    if (size === undefined) size = get(params, 'DispatchGroupCount');
    if (size === undefined) size = get(root, 'DispatchSize');
    p.dispatch = [1, 1, 1];
    if (size !== undefined)
        for (let i = 0; i < 3; i++) {
            const v = parseU32(Array.isArray(size) ? size[i] : undefined);
            if (v === null) bad('DispatchSize needs three numbers');
            p.dispatch[i] = v;
        }
    const vc = get(params, 'VertexCount');
    p.vertexCount = vc === undefined ? 0 : parseU32(vc);
}

export function loadPass(t, root) {
    const p = { sets: [], pushes: [], vattrs: [], topology: 'TriangleList', clear: [0, 0, 0, 0], depth: null };
    loadShaders(t, p, get(root, 'Shaders'));
    const sets = get(root, 'DescriptorSets');
    for (let s = 0; s < len(sets); s++) p.sets.push((get(sets[s], 'Resources') || []).map(r => loadResource(t, r)));
    p.pushes = loadPushes(get(root, 'PushConstants'));
    loadBindings(t, p, get(root, 'Bindings'));
    loadDispatch(p, root);
    if (p.graphics) {
        if (!p.target) bad('a graphics pipeline needs Bindings: RenderTarget');
        if (!p.vertexCount && p.vertexBuf) {
            const stride = p.vattrs.reduce((a, v) => a + FORMATS[v.format][0] * v.channels, 0);
            p.vertexCount = stride ? Math.floor(p.vertexBuf.size / stride) : 0;
        }
    } else if (p.shaders.length > 1 || p.shaders[0].stage !== 'Compute') {
        t.unsupported = t.unsupported || 'a pipeline of neither Compute nor Vertex + Pixel shaders';
    }
    return p;
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
    if (r.rule === 'BufferFloatULP' && (r.ulpt = parseU32(get(n, 'ULPT'))) === null)
        bad(`result ${name}: BufferFloatULP needs ULPT`);
    r.denormStrict = optEnum(n, 'DenormMode', ['Any', 'FTZ', 'Preserve'], 'Any') !== 'Any';
    const zt = get(n, 'ZeroTolerance');
    r.zeroTolerance = zt === undefined ? 0 : optFloat(zt, 0);
    if (r.rule === 'BufferFloatEpsilon') {
        const e = str(get(n, 'Epsilon'));
        r.epsilon = e === null ? null : parseFloat_(e);
        if (r.epsilon === null) bad(`result ${name}: BufferFloatEpsilon needs Epsilon`);
    }
    if (r.rule !== 'BufferExact' && (kindOf(r.actual.format) !== 'float' || r.actual.format !== r.expected.format))
        bad(`result ${name}: BufferFloat only accepts Float buffers of one format`);
    return r;
}

export function loadPipeline(t, root) {
    for (const k of ['AccelerationStructures', 'HitGroups', 'ShaderBindingTable', 'RayTracingPipelineConfig'])
        if (get(root, k) !== undefined) t.unsupported = k;
    t.bufs = [];
    const bufs = get(root, 'Buffers');
    for (let i = 0; i < len(bufs); i++) t.bufs.push(loadBuffer(t, bufs[i]));
    t.samplers = (get(root, 'Samplers') || []).map(loadSampler);
    t.passes = [loadPass(t, root)];
    t.results = (get(root, 'Results') || []).map(n => loadResult(t, n));
}

// Pipeline.cpp: a buffer's size must match its OutputProps.
export function checkSizes(t) {
    for (const b of t.bufs) {
        if (!b.img || !b.img.width) continue;
        const layered = t.passes.some(p => p.sets.some(s => s.some(r => r.buf === b && LAYERED.has(RKINDS[r.kind][4]))));
        const want = imageBytes(b, layered) * b.img.samples;
        if (b.size !== want) bad(`Buffer '${b.name}' size (${b.size}) does not match OutputProps dimensions (${want})`);
    }
}

// Which RUN line compiles each shader (vkrun's resolve_shader).
export function resolveShaders(t) {
    const prefix = { Compute: 'cs', Vertex: 'vs', Pixel: 'ps' };
    const all = t.passes.flatMap(p => p.shaders);
    for (const s of all) {
        const pre = prefix[s.stage] || '??';
        let c = t.lines.find(l => l.profile.startsWith(pre) && (l.entry || 'main') === s.entry) ||
            t.lines.find(l => l.profile.startsWith(pre));
        if (!c && all.length === 1 && t.lines.length === 1) c = t.lines[0];
        s.profile = (c && c.profile) || `${pre}_6_0`;
        s.args = c ? c.args : [];
        s.sourceName = (c && c.source) || [...t.sections.keys()].find(k => k.endsWith('.hlsl'));
        s.source = t.sections.get(s.sourceName);
        if (s.source === undefined) bad(`${t.path}: no HLSL section for the ${s.stage} shader ${s.entry}`);
    }
}

// ---- prism.yaml ----

function compileOrBad(src, names, buf) {
    try {
        return compileExpr(src, names);
    } catch (err) {
        bad(`prism.yaml: ${buf}: ${err.message}`);
    }
}

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

function depthAndClear(t, root, p) {
    const d = get(root, 'Depth');
    if (d !== undefined) {
        p.depth = testBuffer(t, str(get(d, 'Buffer')));
        if (!p.depth || p.depth.format !== 'Depth32' || !p.depth.img)
            bad('prism.yaml: Depth: {Test, Clear, Buffer: a Depth32 buffer with OutputProps}');
        p.depthCompare = optEnum(d, 'Test', COMPARE, 'Less');
        p.depthClear = optFloat(get(d, 'Clear'), 1);
    }
    const cc = get(root, 'ClearColor');
    if (cc !== undefined) p.clear = [0, 1, 2, 3].map(i => optFloat(cc[i], NaN));
    p.layer = optU32(get(root, 'Layer'), 0);
    if (Number.isNaN(p.layer) || (p.layer && !p.graphics))
        bad('prism.yaml: Layer is the number of a render target\'s layer (of a draw)');
    return p;
}

function loadGfx(t, root) {
    for (const n of get(root, 'Images') || []) {
        const b = testBuffer(t, str(get(n, 'Name')));
        if (!b || !b.img) bad('prism.yaml: Images entries name a buffer with OutputProps');
        b.unorm = str(get(n, 'Unorm')) === 'true' || str(get(n, 'Unorm')) === '1';
        b.img.samples = optU32(get(n, 'Samples'), 1);
        if (Number.isNaN(b.img.samples) || !b.img.samples) bad('prism.yaml: Samples is a number');
    }
    for (const n of get(root, 'Samplers') || []) {
        const s = t.samplers.find(x => x.name === str(get(n, 'Name')));
        if (!s) bad('prism.yaml: Samplers entries name a sampler of pipeline.yaml');
        s.mipFilter = optEnum(n, 'MipFilter', ['Nearest', 'Linear'], 'Nearest');
        s.border = optEnum(n, 'BorderColor', ['TransparentBlack', 'OpaqueBlack', 'OpaqueWhite'], 'TransparentBlack');
    }
    depthAndClear(t, root, t.passes[t.passes.length - 1]);
    const before = (get(root, 'Before') || []).map(n => depthAndClear(t, n, loadPass(t, n)));
    t.passes = [...before, ...t.passes];
}

export function loadExt(t, root) {
    const ws = get(root, 'WaveSize');
    t.waveSize = 0;
    if (ws !== undefined && (t.waveSize = parseU32(ws)) === null) bad('prism.yaml: WaveSize is a number');
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
    loadGfx(t, root);
    const rules = get(root, 'Results');
    for (let i = 0; i < len(rules); i++) {
        const name = str(get(rules[i], 'Result')), rule = str(get(rules[i], 'Rule'));
        const r = t.results.find(x => x.name === name);
        if (!r || rule !== 'BufferUnordered')
            bad('prism.yaml: Results entries name a result of pipeline.yaml and Rule: BufferUnordered');
        r.rule = 'BufferUnordered';
    }
}
