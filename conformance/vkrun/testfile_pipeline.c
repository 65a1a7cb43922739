/* pipeline.yaml past its Buffers: Shaders (with SpecializationConstants),
 * DescriptorSets, Samplers, PushConstants, Bindings (vertex buffer,
 * attributes, render target, topology), DispatchParameters and Results, as
 * the suite's lib/Support/Pipeline.cpp reads them. */
#include "vkrun.h"
#include "accel.h"

#include <float.h>
#include <string.h>

static int pick(const char *s, const char *const *names, int n, int *out)
{
    for (int i = 0; s && i < n; i++)
        if (strcmp(s, names[i]) == 0) {
            *out = i;
            return 0;
        }
    return -1;
}
#define PICK(s, names, out) pick(s, names, (int)(sizeof names / sizeof *names), out)

static int opt_float(yaml_node_t *n, float dflt, float *out)
{
    double d;
    *out = dflt;
    if (!n)
        return 0;
    if (!y_str(n) || vr_parse_float(y_str(n), &d))
        return -1;
    *out = (float)d;
    return 0;
}

/* An optional enumeration: absent gives dflt, an unknown spelling fails. */
static int opt_enum(yaml_document_t *d, yaml_node_t *map, const char *key,
                    const char *const *names, int n, int dflt, int *out)
{
    yaml_node_t *v = y_get(d, map, key);
    *out = dflt;
    if (!v)
        return 0;
    if (pick(y_str(v), names, n, out) == 0)
        return 0;
    fprintf(stderr, "vkrun: unknown %s '%s'\n", key, y_str(v) ? y_str(v) : "");
    return -1;
}

static const char *const compare_ops[] = {"Never", "Less", "Equal", "LessEqual", "Greater",
                                          "NotEqual", "GreaterEqual", "Always"};

static int load_sampler(struct vr_arena *a, yaml_document_t *d, yaml_node_t *n,
                        struct vr_sampler *s)
{
    static const char *const filters[] = {"Nearest", "Linear"};
    static const char *const addresses[] = {"Clamp", "Repeat", "Mirror", "Border",
                                            "MirrorOnce"};
    static const char *const kinds[] = {"Sampler", "SamplerComparison"};
    const char *name = y_str(y_get(d, n, "Name"));
    int addr;
    if (!name || opt_enum(d, n, "MinFilter", filters, 2, 1, &s->min_linear) ||
        opt_enum(d, n, "MagFilter", filters, 2, 1, &s->mag_linear) ||
        opt_enum(d, n, "Address", addresses, 5, 0, &addr) ||
        opt_enum(d, n, "Kind", kinds, 2, 0, &s->comparison) ||
        opt_enum(d, n, "ComparisonOp", compare_ops, 8, 0, &s->compare_op) ||
        opt_float(y_get(d, n, "MinLOD"), 0.0f, &s->min_lod) ||
        opt_float(y_get(d, n, "MaxLOD"), FLT_MAX, &s->max_lod) ||
        opt_float(y_get(d, n, "MipLODBias"), 0.0f, &s->bias)) {
        fprintf(stderr, "vkrun: a sampler needs a Name (and known filters, address, "
                        "kind, comparison and numbers for the LODs)\n");
        return -1;
    }
    s->name = vr_strdup(a, name);
    s->address = (enum vr_address)addr;
    if (!s->comparison && s->compare_op != 0) {
        fprintf(stderr, "vkrun: Sampler kind 'Sampler' requires ComparisonOp: Never\n");
        return -1;
    }
    if (s->comparison && s->compare_op == 0) {
        fprintf(stderr, "vkrun: Sampler kind 'SamplerComparison' requires ComparisonOp "
                        "other than Never\n");
        return -1;
    }
    return 0;
}

static struct vr_sampler *find_sampler(struct vr_test *t, const char *name)
{
    for (int i = 0; name && i < t->nsamplers; i++)
        if (strcmp(t->samplers[i].name, name) == 0)
            return &t->samplers[i];
    return NULL;
}

static int load_specs(struct vr_arena *a, yaml_document_t *d, yaml_node_t *list,
                      struct vr_shader *s)
{
    s->nspecs = y_len(list);
    s->specs = vr_alloc(a, (size_t)(s->nspecs + 1) * sizeof *s->specs);
    for (int i = 0; i < s->nspecs; i++) {
        yaml_node_t *n = y_item(d, list, i);
        struct vr_specconst *c = &s->specs[i];
        const char *v = y_str(y_get(d, n, "Value"));
        if (y_u32(y_get(d, n, "ConstantID"), &c->id) ||
            vr_lookup_format(y_str(y_get(d, n, "Type")), &c->type) || !v) {
            fprintf(stderr, "vkrun: a specialization constant needs ConstantID, a "
                            "known Type and a Value\n");
            return -1;
        }
        c->value = vr_strdup(a, v);
    }
    return 0;
}

static int load_shaders(struct vr_arena *a, struct vr_test *t, struct vr_pass *p,
                        yaml_document_t *d, yaml_node_t *list)
{
    static const char *const stages[] = {"Compute", "Vertex", "Pixel"};
    static const char *const others[] = {"Hull", "Domain", "Geometry", "Amplification",
                                         "Mesh", "RayGeneration", "Miss", "ClosestHit",
                                         "AnyHit", "Intersection", "Callable"};
    p->nshaders = y_len(list);
    p->shaders = vr_alloc(a, (size_t)(p->nshaders + 1) * sizeof *p->shaders);
    if (!p->nshaders) {
        fprintf(stderr, "vkrun: Shaders needs at least one shader\n");
        return -1;
    }
    for (int i = 0; i < p->nshaders; i++) {
        yaml_node_t *n = y_item(d, list, i);
        struct vr_shader *s = &p->shaders[i];
        const char *stage = y_str(y_get(d, n, "Stage"));
        const char *entry = y_str(y_get(d, n, "Entry"));
        int st, other;
        if (!stage || !entry) {
            fprintf(stderr, "vkrun: a shader needs a Stage and an Entry\n");
            return -1;
        }
        s->stage_name = vr_strdup(a, stage);
        s->entry = vr_strdup(a, entry);
        if (PICK(stage, stages, &st) == 0) {
            s->stage = (enum vr_stage)st;
        } else if (PICK(stage, others, &other) == 0) {
            s->stage = VR_ST_OTHER;
            t->unsupported = vr_strdup(a, stage);
        } else {
            fprintf(stderr, "vkrun: unknown Stage '%s'\n", stage);
            return -1;
        }
        p->graphics |= s->stage == VR_ST_VERTEX;
        if (load_specs(a, d, y_get(d, n, "SpecializationConstants"), s))
            return -1;
    }
    return 0;
}

static int lookup_kind(const char *s, enum vr_rkind *k)
{
    for (int i = 0; s && i < VR_R_COUNT; i++)
        if (strcmp(s, vr_rkinds[i].name) == 0) {
            *k = (enum vr_rkind)i;
            return 0;
        }
    return -1;
}

static int load_resource(struct vr_arena *a, struct vr_test *t, yaml_document_t *d,
                         yaml_node_t *n, struct vr_resource *r)
{
    const char *name = y_str(y_get(d, n, "Name"));
    const char *kind = y_str(y_get(d, n, "Kind"));
    if (!name || !kind) {
        fprintf(stderr, "vkrun: a resource needs Name and Kind\n");
        return -1;
    }
    r->name = vr_strdup(a, name);
    if (lookup_kind(kind, &r->kind)) {
        fprintf(stderr, "vkrun: resource %s: unknown Kind '%s'\n", name, kind);
        return -1;
    }
    enum vr_rclass c = vr_rkinds[r->kind].cls;
    if (c == VR_C_ACCEL) { /* a TLAS of AccelerationStructures (testfile_accel.c, vk_accel.c) */
        if (!(r->tlas = vr_find_tlas(t, name))) {
            fprintf(stderr, "vkrun: Referenced acceleration structure %s not found!\n", name);
            return -1;
        }
        if (y_get(d, n, "HeapIndex")) {
            fprintf(stderr, "vkrun: resource %s: vkrun binds an acceleration structure by "
                            "DirectXBinding/VulkanBinding, not in a descriptor heap (HeapIndex)\n", name);
            return -1;
        }
        const char *hc = y_str(y_get(d, n, "HasCounter"));
        if (hc && strcmp(hc, "true") == 0) {
            fprintf(stderr, "vkrun: resource %s: an acceleration structure has no counter\n", name);
            return -1;
        }
    }
    if (c != VR_C_SAMPLER && c != VR_C_ACCEL && !(r->buf = vr_test_buffer(t, name))) {
        fprintf(stderr, "vkrun: Referenced buffer %s not found!\n", name);
        return -1;
    }
    if ((c == VR_C_SAMPLER || c == VR_C_COMBINED) && !(r->sampler = find_sampler(t, name))) {
        fprintf(stderr, "vkrun: Referenced sampler %s not found!\n", name);
        return -1;
    }
    if (c == VR_C_IMAGE || c == VR_C_COMBINED) {
        if (!r->buf->has_props) {
            fprintf(stderr, "vkrun: resource %s: a texture's buffer needs OutputProps\n",
                    name);
            return -1;
        }
    }
    if (y_get(d, n, "HeapIndex") && (y_u32(y_get(d, n, "HeapIndex"), &r->heap_index) || r->heap_index > 65535)) {
        fprintf(stderr, "vkrun: resource %s: HeapIndex must be a number from 0 to 65535\n", name);
        return -1;
    }
    r->in_heap = y_get(d, n, "HeapIndex") != NULL;
    if (r->in_heap && y_get(d, n, "DirectXBinding")) {
        fprintf(stderr, "vkrun: Resource '%s' must specify exactly one of "
                        "'DirectXBinding' or 'HeapIndex'.\n", name);
        return -1;
    }
    if (y_get(d, n, "TilesMapped") || y_get(d, n, "IsReserved"))
        t->unsupported = "reserved (tiled) resources";
    yaml_node_t *dx = y_get(d, n, "DirectXBinding");
    if (!dx && !y_get(d, n, "HeapIndex")) {
        fprintf(stderr, "vkrun: Resource '%s' must specify exactly one of "
                        "'DirectXBinding' or 'HeapIndex'.\n", name);
        return -1;
    }
    if (dx && (y_u32(y_get(d, dx, "Register"), &r->reg) ||
               y_u32(y_get(d, dx, "Space"), &r->space))) {
        fprintf(stderr, "vkrun: resource %s: DirectXBinding needs Register and Space\n",
                name);
        return -1;
    }
    yaml_node_t *vk = y_get(d, n, "VulkanBinding");
    r->has_vk_binding = vk != NULL;
    if (vk && y_u32(y_get(d, vk, "Binding"), &r->binding)) {
        fprintf(stderr, "vkrun: resource %s: VulkanBinding needs Binding\n", name);
        return -1;
    }
    r->has_counter = y_str(y_get(d, n, "HasCounter")) &&
                     strcmp(y_str(y_get(d, n, "HasCounter")), "true") == 0;
    r->has_counter_binding = vk && y_get(d, vk, "CounterBinding");
    if (r->has_counter_binding && y_u32(y_get(d, vk, "CounterBinding"), &r->counter_binding)) {
        fprintf(stderr, "vkrun: resource %s: CounterBinding must be a number\n", name);
        return -1;
    }
    /* the suite's offloader asks for the counter's binding beside the
     * buffer's (its Tools/Offloader/missing-counter-binding test) */
    if (r->has_counter && vk && !r->has_counter_binding) {
        fprintf(stderr, "vkrun: No CounterBinding provided for resource '%s' with a counter\n", name);
        return -1;
    }
    return 0;
}

static int load_sets(struct vr_arena *a, struct vr_test *t, struct vr_pass *p,
                     yaml_document_t *d, yaml_node_t *sets)
{
    p->nsets = y_len(sets);
    p->sets = vr_alloc(a, (size_t)(p->nsets + 1) * sizeof *p->sets);
    for (int s = 0; s < p->nsets; s++) {
        yaml_node_t *res = y_get(d, y_item(d, sets, s), "Resources");
        struct vr_set *set = &p->sets[s];
        int n = y_len(res);
        set->nres = n;
        set->res = vr_alloc(a, (size_t)(2 * n + 1) * sizeof *set->res); /* room for counters */
        for (int i = 0; i < n; i++)
            if (load_resource(a, t, d, y_item(d, res, i), &set->res[i]))
                return -1;
        for (int i = 0; i < n; i++)
            if (set->res[i].has_counter && vr_counter_resource(a, t, set, &set->res[i]))
                return -1;
    }
    return 0;
}

static int stage_of(const char *s, enum vr_stage *out)
{
    static const char *const stages[] = {"Compute", "Vertex", "Pixel"};
    int i;
    if (PICK(s, stages, &i))
        return -1;
    *out = (enum vr_stage)i;
    return 0;
}

/* PushConstants: [{Stage, Values: [{Format, Offset, Data}]}]; a block's
 * bytes are its values at their offsets (PushConstantBlock::getContent). */
static int load_pushes(struct vr_arena *a, struct vr_pass *p, yaml_document_t *d,
                       yaml_node_t *list)
{
    p->npushes = y_len(list);
    p->pushes = vr_alloc(a, (size_t)(p->npushes + 1) * sizeof *p->pushes);
    for (int i = 0; i < p->npushes; i++) {
        yaml_node_t *n = y_item(d, list, i), *vals = y_get(d, n, "Values");
        struct vr_push *b = &p->pushes[i];
        if (stage_of(y_str(y_get(d, n, "Stage")), &b->stage) || !vals) {
            fprintf(stderr, "vkrun: a push constant block needs a Stage (Compute, "
                            "Vertex, Pixel) and Values\n");
            return -1;
        }
        unsigned char *part[64];
        uint32_t off[64];
        size_t len[64];
        int nv = y_len(vals);
        if (nv > 64)
            return -1;
        for (int k = 0; k < nv; k++) {
            yaml_node_t *v = y_item(d, vals, k);
            enum vr_format f;
            if (vr_lookup_format(y_str(y_get(d, v, "Format")), &f) ||
                y_u32(y_get(d, v, "Offset"), &off[k]) ||
                vr_parse_data(a, d, y_get(d, v, "Data"), f, &part[k], &len[k])) {
                fprintf(stderr, "vkrun: a push constant value needs Format, Offset "
                                "and Data\n");
                return -1;
            }
            if (off[k] + len[k] > b->size)
                b->size = off[k] + (uint32_t)len[k];
        }
        b->data = vr_alloc(a, b->size + 4);
        for (int k = 0; k < nv; k++)
            memcpy(b->data + off[k], part[k], len[k]);
    }
    return 0;
}

static int load_bindings(struct vr_arena *a, struct vr_test *t, struct vr_pass *p,
                         yaml_document_t *d, yaml_node_t *n)
{
    static const char *const topologies[] = {"TriangleList", "PointList", "LineList",
                                             "PatchList"};
    if (!n)
        return 0;
    const char *vb = y_str(y_get(d, n, "VertexBuffer"));
    const char *rt = y_str(y_get(d, n, "RenderTarget"));
    int topo;
    if ((vb && !(p->vertex_buf = vr_test_buffer(t, vb))) ||
        (rt && !(p->target = vr_test_buffer(t, rt)))) {
        fprintf(stderr, "vkrun: Referenced %s buffer %s not found!\n",
                vb && !p->vertex_buf ? "vertex" : "render target", vb && !p->vertex_buf ? vb : rt);
        return -1;
    }
    if (opt_enum(d, n, "Topology", topologies, 4, 0, &topo))
        return -1;
    p->topology = (enum vr_topology)topo;
    if (p->topology == VR_TOPO_PATCHES)
        t->unsupported = "tessellation (PatchList)";
    yaml_node_t *attrs = y_get(d, n, "VertexAttributes");
    p->nvattrs = y_len(attrs);
    p->vattrs = vr_alloc(a, (size_t)(p->nvattrs + 1) * sizeof *p->vattrs);
    for (int i = 0; i < p->nvattrs; i++) {
        yaml_node_t *v = y_item(d, attrs, i);
        struct vr_vattr *va = &p->vattrs[i];
        uint32_t ch, off;
        const char *name = y_str(y_get(d, v, "Name"));
        if (vr_lookup_format(y_str(y_get(d, v, "Format")), &va->format) ||
            y_u32(y_get(d, v, "Channels"), &ch) || y_u32(y_get(d, v, "Offset"), &off) ||
            !name) {
            fprintf(stderr, "vkrun: a vertex attribute needs Format, Channels, Offset "
                            "and Name\n");
            return -1;
        }
        va->channels = (int)ch;
        va->offset = (int)off;
        va->name = vr_strdup(a, name);
    }
    return 0;
}

static int load_dispatch(struct vr_pass *p, yaml_document_t *d, yaml_node_t *root,
                         yaml_node_t *shader0)
{
    /* DispatchSize under the shader (the suite's older tests), or
     * DispatchParameters: {DispatchGroupCount, VertexCount} */
    yaml_node_t *params = y_get(d, root, "DispatchParameters");
    yaml_node_t *size = y_get(d, shader0, "DispatchSize");
    if (!size)
        size = y_get(d, params, "DispatchGroupCount");
    if (!size)
        size = y_get(d, root, "DispatchSize"); /* prism.yaml Before: passes */
    for (int i = 0; i < 3; i++)
        p->dispatch[i] = 1;
    for (int i = 0; size && i < 3; i++)
        if (y_u32(y_item(d, size, i), &p->dispatch[i])) {
            fprintf(stderr, "vkrun: DispatchSize needs three numbers\n");
            return -1;
        }
    yaml_node_t *vc = y_get(d, params, "VertexCount");
    if (vc && y_u32(vc, &p->vertex_count))
        return -1;
    return 0;
}

/* One pass from a mapping with Shaders, DescriptorSets, PushConstants,
 * Bindings, DispatchParameters: pipeline.yaml's root, or an entry of
 * prism.yaml's Before. */
int vr_load_pass(struct vr_arena *a, struct vr_test *t, yaml_document_t *d,
                 yaml_node_t *root, struct vr_pass *p)
{
    yaml_node_t *shaders = y_get(d, root, "Shaders");
    if (load_shaders(a, t, p, d, shaders) || load_sets(a, t, p, d, y_get(d, root, "DescriptorSets")) ||
        load_pushes(a, p, d, y_get(d, root, "PushConstants")) ||
        load_bindings(a, t, p, d, y_get(d, root, "Bindings")) ||
        load_dispatch(p, d, root, y_item(d, shaders, 0)))
        return -1;
    if (p->graphics) {
        if (!p->target) {
            fprintf(stderr, "vkrun: a graphics pipeline needs Bindings: RenderTarget\n");
            return -1;
        }
        if (!p->vertex_count && p->vertex_buf) {
            uint32_t stride = 0;
            for (int i = 0; i < p->nvattrs; i++)
                stride += vr_formats[p->vattrs[i].format].bytes * (uint32_t)p->vattrs[i].channels;
            p->vertex_count = stride ? (uint32_t)(p->vertex_buf->size / stride) : 0;
        }
    } else if (p->nshaders > 1 || p->shaders[0].stage != VR_ST_COMPUTE) {
        if (!t->unsupported)
            t->unsupported = "a pipeline of neither Compute nor Vertex + Pixel shaders";
    }
    return 0;
}

static int load_result(struct vr_arena *a, struct vr_test *t, yaml_document_t *d,
                       yaml_node_t *n, struct vr_result *r)
{
    static const char *const rules[] = {"BufferExact", "BufferFloatULP",
                                        "BufferFloatEpsilon"};
    const char *name = y_str(y_get(d, n, "Result"));
    int rule;
    r->actual = vr_test_buffer(t, y_str(y_get(d, n, "Actual")));
    r->expected = vr_test_buffer(t, y_str(y_get(d, n, "Expected")));
    if (!name || PICK(y_str(y_get(d, n, "Rule")), rules, &rule) || !r->actual ||
        !r->expected) {
        fprintf(stderr, "vkrun: a result needs Result, a known Rule, and "
                        "Actual and Expected naming buffers\n");
        return -1;
    }
    r->rule = (enum vr_rule)rule;
    r->name = vr_strdup(a, name);
    if (r->rule == VR_RULE_ULP && y_u32(y_get(d, n, "ULPT"), &r->ulpt)) {
        fprintf(stderr, "vkrun: result %s: BufferFloatULP needs ULPT\n", name);
        return -1;
    }
    static const char *const modes[] = {"Any", "FTZ", "Preserve"};
    int mode;
    if (opt_enum(d, n, "DenormMode", modes, 3, 0, &mode))
        return -1;
    r->denorm_strict = mode != 0;
    const char *zt = y_str(y_get(d, n, "ZeroTolerance"));
    if (zt && vr_parse_float(zt, &r->zero_tolerance))
        return -1;
    if (r->rule == VR_RULE_EPSILON) {
        const char *e = y_str(y_get(d, n, "Epsilon"));
        if (!e || vr_parse_float(e, &r->epsilon)) {
            fprintf(stderr, "vkrun: result %s: BufferFloatEpsilon needs Epsilon\n",
                    name);
            return -1;
        }
    }
    if (r->rule != VR_RULE_EXACT &&
        (vr_formats[r->actual->format].kind != VR_K_FLOAT ||
         r->actual->format != r->expected->format)) {
        fprintf(stderr, "vkrun: result %s: BufferFloat only accepts Float buffers "
                        "of one format\n", name);
        return -1;
    }
    return 0;
}

static int layered(enum vr_dim dim)
{
    return dim == VR_D_1DA || dim == VR_D_2DA || dim == VR_D_2DMSA || dim == VR_D_CUBE ||
           dim == VR_D_CUBEA;
}

/* Pipeline.cpp: a buffer's size must match its OutputProps. */
static int check_sizes(struct vr_test *t)
{
    for (int b = 0; b < t->nbufs; b++) {
        struct vr_buffer *buf = &t->bufs[b];
        if (!buf->has_props || !buf->img.width)
            continue;
        int lay = 0;
        for (int p = 0; p < t->npasses; p++)
            for (int s = 0; s < t->passes[p].nsets; s++)
                for (int i = 0; i < t->passes[p].sets[s].nres; i++)
                    if (t->passes[p].sets[s].res[i].buf == buf)
                        lay |= layered(vr_rkinds[t->passes[p].sets[s].res[i].kind].dim);
        size_t want = vr_image_bytes(buf, lay);
        if (buf->size != want) {
            fprintf(stderr, "vkrun: Buffer '%s' size (%zu) does not match OutputProps "
                            "dimensions (%zu)\n", buf->name, buf->size, want);
            return -1;
        }
    }
    return 0;
}

static int load_pipeline(struct vr_arena *a, struct vr_test *t, yaml_document_t *d)
{
    yaml_node_t *root = y_root(d);
    static const char *const unsupported[] = {"HitGroups",
                                              "ShaderBindingTable",
                                              "RayTracingPipelineConfig"};
    for (size_t i = 0; i < sizeof unsupported / sizeof *unsupported; i++)
        if (y_get(d, root, unsupported[i]))
            t->unsupported = unsupported[i];
    yaml_node_t *bufs = y_get(d, root, "Buffers");
    t->nbufs = y_len(bufs);
    t->bufs = vr_alloc(a, (size_t)(2 * t->nbufs + 1) * sizeof *t->bufs); /* room for counters */
    for (int i = 0; i < t->nbufs; i++)
        if (vr_load_buffer(a, d, y_item(d, bufs, i), &t->bufs[i]))
            return -1;
    yaml_node_t *accel = y_get(d, root, "AccelerationStructures");
    if (accel && vr_load_accel(a, t, d, accel))
        return -1;
    yaml_node_t *samplers = y_get(d, root, "Samplers");
    t->nsamplers = y_len(samplers);
    t->samplers = vr_alloc(a, (size_t)(t->nsamplers + 1) * sizeof *t->samplers);
    for (int i = 0; i < t->nsamplers; i++)
        if (load_sampler(a, d, y_item(d, samplers, i), &t->samplers[i]))
            return -1;
    t->npasses = 1;
    t->passes = vr_alloc(a, 2 * sizeof *t->passes);
    if (vr_load_pass(a, t, d, root, &t->passes[0]))
        return -1;
    yaml_node_t *res = y_get(d, root, "Results");
    t->nresults = y_len(res);
    t->results = vr_alloc(a, (size_t)(t->nresults + 1) * sizeof *t->results);
    for (int i = 0; i < t->nresults; i++)
        if (load_result(a, t, d, y_item(d, res, i), &t->results[i]))
            return -1;
    return 0;
}

int vr_test_load_yaml(struct vr_arena *a, struct vr_test *t, const char *pipeline,
                      const char *prism_ext)
{
    yaml_document_t d;
    if (y_load(&d, pipeline, "pipeline.yaml"))
        return -1;
    int rc = load_pipeline(a, t, &d);
    yaml_document_delete(&d);
    if (rc == 0 && prism_ext)
        rc = vr_ext_load(a, t, prism_ext);
    if (rc == 0)
        rc = check_sizes(t);
    return rc;
}
