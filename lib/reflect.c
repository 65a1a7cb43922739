/* Reflection JSON (docs/reflection.md): per entry point, its stage and sizes,
 * stage inputs, every resource it uses with its binding on each target, and
 * what the device must support (Vulkan subgroup operations, SPIR-V
 * capabilities, WebGPU features). */
#include "reflect.h"
#include <string.h>
#include "reflect_write.h"
#include <spirv/unified1/spirv.h>
#include "../intrinsics/intrinsics.h"

static const char *const subgroup_bit_names[] = {
    "Basic", "Vote", "Arithmetic", "Ballot", "Shuffle", "ShuffleRelative", "Clustered", "Quad", "PartitionedNV",
};

void reflect_subgroup_names(unsigned mask, StrBuf *out)
{
    bool first = true;
    for (unsigned bit = 0; bit < sizeof subgroup_bit_names / sizeof *subgroup_bit_names; bit++) {
        if (!(mask & (1u << bit)))
            continue;
        rw_sep(out, !first);
        rw_puts(out, subgroup_bit_names[bit]);
        first = false;
    }
    if (first)
        rw_lit(out, "None");
}

void reflect_json_string(StrBuf *out, const char *s)
{
    rw_str(out, s);
}

/* ---- which globals an entry point uses (through the functions it calls) */

typedef struct Uses {
    IrModule *m;
    bool *global_used;  /* by IrGlobal id */
    unsigned intrinsic_ops; /* VK subgroup bits of intrinsics found (when there is no SPIR-V) */
} Uses;

static void visit_block(IrBlock *blk, void *user)
{
    Uses *u = user;
    IR_FOR_EACH_INST(blk, i) {
        for (uint32_t a = 0; a < i->num_args; a++)
            if (i->args[a] && i->args[a]->vkind == IRV_GLOBAL)
                u->global_used[i->args[a]->id] = true;
        if (i->op == IR_VAR)
            irt_mark_spec_counts(i->v.type, u->global_used);
        if (i->op == IR_INTRINSIC && i->imm < INTR_COUNT)
            u->intrinsic_ops |= intrinsic_info[i->imm].spirv.subgroup_ops;
    }
}

const char *reflect_stage_name(IrStage s)
{
    return s == IR_STAGE_COMPUTE ? "compute" : s == IR_STAGE_VERTEX ? "vertex" : s == IR_STAGE_FRAGMENT ? "fragment" : "none";
}

static const char *builtin_semantic(IrBuiltin b)
{
    switch (b) {
    case IRB_GLOBAL_INVOCATION_ID: return "SV_DispatchThreadID";
    case IRB_LOCAL_INVOCATION_ID: return "SV_GroupThreadID";
    case IRB_WORKGROUP_ID: return "SV_GroupID";
    case IRB_LOCAL_INVOCATION_INDEX: return "SV_GroupIndex";
    case IRB_SUBGROUP_SIZE: return "WaveGetLaneCount()";
    case IRB_SUBGROUP_INVOCATION_ID: return "WaveGetLaneIndex()";
    default: return ir_builtin_name[b];
    }
}

/* VkPushConstantRange.size: the block up to its last member's end,
 * rounded up to 4 bytes (Vulkan: a multiple of 4). */
static uint32_t push_constant_size(const IrGlobal *g)
{
    return (ir_layout_size(g->pointee, 0, false) + 3) & ~3u;
}

static const char *vulkan_descriptor_type(const IrGlobal *g)
{
    switch (g->resource) {
    case IRR_CBUFFER: return g->space == IRS_STORAGE ? "STORAGE_BUFFER" : "UNIFORM_BUFFER"; /* tbuffer: storage */
    case IRR_TYPED_BUFFER: return g->writable ? "STORAGE_TEXEL_BUFFER" : "UNIFORM_TEXEL_BUFFER";
    case IRR_INPUT_ATTACHMENT: return "INPUT_ATTACHMENT";
    case IRR_ACCEL_STRUCT: return "ACCELERATION_STRUCTURE"; /* VK_DESCRIPTOR_TYPE_ACCELERATION_STRUCTURE_KHR */
    default: return "STORAGE_BUFFER";
    }
}

static const char *webgpu_binding_type(const IrGlobal *g)
{
    if (g->resource == IRR_CBUFFER && g->space != IRS_STORAGE) /* a tbuffer is read-only storage */
        return "\"buffer\": {\"type\": \"uniform\"}";
    /* WebGPU has no texel buffers (no texture_buffer in WGSL): one of
     * 32-bit texels in T's own format is a storage buffer of T there
     * (wgsl_texel_buffer.c), and texelFormat says how its texels are
     * laid out; for the others, say so instead of naming a binding type no
     * device has. */
    if (g->resource == IRR_TYPED_BUFFER && wgsl_texel_buffer_format(g))
        return g->writable ? "\"buffer\": {\"type\": \"storage\"}" : "\"buffer\": {\"type\": \"read-only-storage\"}";
    if (g->resource == IRR_TYPED_BUFFER)
        return "\"unsupported\": \"texel buffers (Buffer<T>, RWBuffer<T>): WebGPU has none, and a storage "
               "buffer holds only 32-bit texels in the element's own format (1, 2 or 4 components); use such a "
               "Buffer<T> or StructuredBuffer<T>\"";
    if (g->resource == IRR_INPUT_ATTACHMENT)
        return "\"unsupported\": \"input attachments (SubpassInput): WebGPU has no subpasses; read the attachment "
               "as a Texture2D\"";
    return g->writable ? "\"buffer\": {\"type\": \"storage\"}" : "\"buffer\": {\"type\": \"read-only-storage\"}";
}

void reflect_summarize(IrModule *m, ReflectEntry *re)
{
    Uses u = {m, NULL, 0};
    u.global_used = ARENA_ARRAY(m->c->arena, bool, m->next_global_id + 1);
    IrFunctionList reached = {0};
    ir_reachable_functions(m, re->entry, IR_ORDER_DISCOVERY, m->c->scratch, &reached);
    for (int f = 0; f < reached.len; f++)
        ir_walk_blocks(&reached.data[f]->body, visit_block, &u);
    re->global_used = u.global_used;
    /* a byte-address buffer's 64-bit view (lower_bab64.c) is that buffer */
    for (int i = 0; i < m->globals.len; i++)
        if (m->globals.data[i]->alias_of && u.global_used[m->globals.data[i]->v.id])
            u.global_used[m->globals.data[i]->alias_of->v.id] = true;
    re->webgpu_arrays = wgsl_resource_arrays(m, m->c->arena); /* before MSL's passes rewrite m */
    /* the spec constants the lengths of its memory and its workgroup size are */
    for (int i = 0; i < m->globals.len; i++)
        if (u.global_used[m->globals.data[i]->v.id])
            irt_mark_spec_counts(m->globals.data[i]->pointee, u.global_used);
    for (int k = 0; k < 3; k++)
        if (re->entry->workgroup_spec[k])
            u.global_used[re->entry->workgroup_spec[k]->v.id] = true;
    if (m->spirv || m->functions.len)
        reflect_inline_spirv(m, re->entry, u.global_used, &re->inline_spirv);

    unsigned ops = (re->have_spirv ? re->spirv.subgroup_ops : u.intrinsic_ops) | re->inline_spirv.subgroup_ops;
    for (int i = 0; i < m->globals.len; i++) {
        IrGlobal *g = m->globals.data[i];
        if (u.global_used[g->v.id] && (g->builtin == IRB_SUBGROUP_SIZE || g->builtin == IRB_SUBGROUP_INVOCATION_ID))
            ops |= VK_SG_BASIC;
    }
    re->subgroup_ops = ops;

    /* WGSL's own enables when it was emitted; else what the wave ops imply. */
    int nf = 0;
    if (re->have_wgsl ? re->wgsl.subgroups : ops != 0)
        re->webgpu_features[nf++] = "subgroups";
    if (re->have_wgsl && re->wgsl.subgroup_size_control)
        re->webgpu_features[nf++] = "subgroup-size-control";
    if (re->have_wgsl && re->wgsl.f16)
        re->webgpu_features[nf++] = "shader-f16";
    if (re->have_wgsl && re->wgsl.clip_distances)
        re->webgpu_features[nf++] = "clip-distances";
    if (re->have_wgsl && re->wgsl.primitive_index)
        re->webgpu_features[nf++] = "primitive-index";
    if (re->have_wgsl && re->wgsl.dual_source_blending)
        re->webgpu_features[nf++] = "dual-source-blending";
    re->num_webgpu_features = nf;
}

/* The end of a list of entries that each start a line. */
static void close_list(StrBuf *out, bool empty)
{
    if (empty)
        rw_lit(out, "],\n");
    else
        rw_lit(out, "\n      ],\n");
}

/* The start of an entry of a list: {"name": on a line of its own. */
static void named_item(StrBuf *out, bool first)
{
    if (!first)
        rw_char(out, ',');
    rw_lit(out, "\n        {\"name\": ");
}

/* "inputs" or "outputs": the stage inputs or outputs the entry uses, each
 * with its HLSL semantic and its builtin, or its Location (user semantics,
 * SV_Target n) and interpolation. */
static void io_json(IrModule *m, const Uses *u, IrAddrSpace space, StrBuf *out)
{
    if (space == IRS_INPUT)
        rw_lit(out, "      \"inputs\": [");
    else
        rw_lit(out, "      \"outputs\": [");
    bool first = true;
    for (int i = 0; i < m->globals.len; i++) {
        IrGlobal *g = m->globals.data[i];
        if (!u->global_used[g->v.id] || g->space != space)
            continue;
        if (!first)
            rw_char(out, ',');
        rw_lit(out, "\n        {\"semantic\": ");
        rw_str(out, g->semantic ? g->semantic : builtin_semantic(g->builtin));
        const char *builtin = g->builtin != IRB_NONE ? ir_builtin_name[g->builtin]
                              : reflect_inline_builtin(g); /* vk::ext_builtin_input, ext_decorate(BuiltIn): its SPIR-V name */
        if (builtin) {
            rw_lit(out, ", \"builtin\": \"");
            rw_puts(out, builtin);
            rw_char(out, '"');
        } else {
            rw_lit(out, ", \"location\": ");
            rw_int(out, g->location);
        }
        rw_lit(out, ", \"type\": \"");
        rw_puts(out, irt_name(m, g->pointee));
        rw_char(out, '"');
        if (g->interp)
            sb_printf(out, ", \"interpolation\": \"%s%s%s\"",
                      g->interp & IR_INTERP_FLAT ? "flat" : g->interp & IR_INTERP_NOPERSPECTIVE ? "linear" : "perspective",
                      g->interp & IR_INTERP_CENTROID ? ", centroid" : "", g->interp & IR_INTERP_SAMPLE ? ", sample" : "");
        rw_char(out, '}');
        first = false;
    }
    close_list(out, first);
}

/* A specialization constant's default: a JSON number or boolean. */
static void spec_default_json(const IrConst *k, StrBuf *out)
{
    const IrType *t = k->v.type;
    if (t->kind == IRT_BOOL)
        rw_puts(out, !k->is_null && k->u ? "true" : "false");
    else if (t->kind == IRT_FLOAT && (k->f != k->f || k->f - k->f != 0))
        rw_lit(out, "null"); /* NaN and infinities have no JSON number */
    else if (t->kind == IRT_FLOAT)
        sb_printf(out, t->bits == 64 ? "%.17g" : "%.9g", k->is_null ? 0.0 : k->f);
    else if (t->is_signed)
        rw_int(out, k->is_null ? 0LL : (long long)k->u);
    else
        rw_uint(out, k->is_null ? 0ULL : (unsigned long long)k->u);
}

/* "pushConstants" (the ranges a VkPipelineLayout needs) and
 * "specializationConstants" (the VkSpecializationMapEntry ids, types and
 * defaults; WGSL's override @ids and Metal's function constant indices are
 * the same numbers). */
static void vulkan_constants_json(IrModule *m, const Uses *u, const IrFunction *e, StrBuf *out)
{
    bool first = true;
    rw_lit(out, "      \"pushConstants\": [");
    for (int i = 0; i < m->globals.len; i++) {
        IrGlobal *g = m->globals.data[i];
        if (!u->global_used[g->v.id] || !g->push_constant)
            continue;
        named_item(out, first);
        rw_str(out, g->v.name);
        rw_lit(out, ", \"offset\": 0, \"size\": ");
        rw_uint(out, push_constant_size(g));
        rw_lit(out, ", \"stages\": [");
        rw_quoted(out, reflect_stage_name(e->stage));
        rw_lit(out, "]}");
        first = false;
    }
    close_list(out, first);
    first = true;
    rw_lit(out, "      \"specializationConstants\": [");
    for (int i = 0; i < m->globals.len; i++) {
        IrGlobal *g = m->globals.data[i];
        if (!u->global_used[g->v.id] || g->space != IRS_SPEC_CONSTANT)
            continue;
        named_item(out, first);
        rw_str(out, g->v.name);
        rw_lit(out, ", \"id\": ");
        rw_int(out, g->spec_id);
        rw_lit(out, ", \"type\": ");
        rw_str(out, g->hlsl_type ? g->hlsl_type : "?");
        rw_lit(out, ", \"default\": ");
        spec_default_json(g->init, out);
        rw_char(out, '}');
        first = false;
    }
    close_list(out, first);
}

/* "vulkan": {"set": S, "binding": B, "descriptorType": "T" (left open) */
static void vulkan_binding(const IrGlobal *g, StrBuf *out)
{
    rw_lit(out, "\"vulkan\": {\"set\": ");
    rw_int(out, g->set);
    rw_lit(out, ", \"binding\": ");
    rw_int(out, g->binding);
    rw_lit(out, ", \"descriptorType\": ");
    rw_quoted(out, vulkan_descriptor_type(g));
}

/* The resource's last line: "metal": {"kind": index}} */
static void metal_json(StrBuf *out, const char *kind, int index)
{
    rw_lit(out, "         \"metal\": {");
    rw_quoted(out, kind);
    rw_lit(out, ": ");
    rw_int(out, index);
    rw_lit(out, "}}");
}

static void entry_json(IrModule *m, const ReflectEntry *re, StrBuf *out)
{
    IrFunction *e = re->entry;
    const Uses u = {m, re->global_used, 0};

    rw_lit(out, "    {\n      \"name\": ");
    rw_str(out, e->name);
    rw_lit(out, ",\n      \"stage\": ");
    rw_quoted(out, reflect_stage_name(e->stage));
    rw_lit(out, ",\n");
    if (e->stage == IR_STAGE_COMPUTE) {
        rw_lit(out, "      \"workgroupSize\": [");
        for (int k = 0; k < 3; k++) {
            rw_sep(out, k);
            rw_uint(out, e->workgroup_size[k]);
        }
        rw_lit(out, "],\n");
        /* the SpecIds of the axes [numthreads] gives as specialization
         * constants (workgroupSize then holds their defaults) */
        if (e->workgroup_spec[0] || e->workgroup_spec[1] || e->workgroup_spec[2]) {
            rw_lit(out, "      \"workgroupSizeSpecIds\": [");
            for (int k = 0; k < 3; k++) {
                rw_sep(out, k);
                if (e->workgroup_spec[k])
                    rw_int(out, e->workgroup_spec[k]->spec_id);
                else
                    rw_lit(out, "null");
            }
            rw_lit(out, "],\n");
        }
    } else
        rw_lit(out, "      \"workgroupSize\": null,\n");
    if (e->wave_size[0]) {
        rw_lit(out, "      \"waveSize\": {\"min\": ");
        rw_uint(out, e->wave_size[0]);
        rw_lit(out, ", \"max\": ");
        rw_uint(out, e->wave_size[1] ? e->wave_size[1] : e->wave_size[0]);
        rw_lit(out, ", \"preferred\": ");
        rw_uint(out, e->wave_size[2] ? e->wave_size[2] : e->wave_size[0]);
        rw_lit(out, "},\n");
    } else
        rw_lit(out, "      \"waveSize\": null,\n");

    io_json(m, &u, IRS_INPUT, out);
    if (e->stage != IR_STAGE_COMPUTE)
        io_json(m, &u, IRS_OUTPUT, out);
    bool first = true;

    /* Metal: [[buffer(n)]] for buffers in declaration order, [[texture(n)]]
     * for typed buffers (texture_buffer<T>); samplers get their own counter
     * when they exist. */
    int metal_buffer = 0, metal_texture = 0, metal_sampler = 0;
    ReflectHeaps heaps = {0};
    rw_lit(out, "      \"resources\": [");
    first = true;
    for (int i = 0; i < m->globals.len; i++) {
        IrGlobal *g = m->globals.data[i];
        if (!u.global_used[g->v.id] || g->resource == IRR_NONE || g->alias_of)
            continue;
        if (g->combined_image) { /* a vk::SampledTexture*'s sampler: one entry with its image */
            metal_sampler += reflect_metal_slots(g);
            continue;
        }
        named_item(out, first);
        rw_str(out, g->v.name);
        rw_lit(out, ", \"type\": ");
        rw_str(out, g->hlsl_type ? g->hlsl_type : "");
        bool from_msl = re->have_msl && (int)g->v.id < re->msl.num_globals;
        if (g->counter_of && g->counter_of->descriptor_heap) {
            reflect_heap_counter(g, out);
            first = false;
            continue;
        }
        if (g->descriptor_heap) {
            reflect_heap_resource(g, vulkan_descriptor_type(g), &heaps, out);
            first = false;
            continue;
        }
        if (g->push_constant) {
            /* no descriptor: DXC's push constant blocks take no register */
            rw_lit(out, ", \"register\": null, \"space\": null, \"access\": \"read-only\"");
            reflect_block_members(g, out);
            rw_lit(out, ",\n");
            rw_lit(out, "         \"vulkan\": {\"pushConstant\": true, \"offset\": 0, \"size\": ");
            rw_uint(out, push_constant_size(g));
            rw_lit(out, "},\n");
        } else if (g->counter_of) {
            /* a structured buffer's counter: no register of its own */
            rw_lit(out, ", \"register\": null, \"space\": null, \"access\": \"read-write\", \"counterOf\": ");
            rw_str(out, g->counter_of->v.name);
            rw_lit(out, ",\n         ");
            vulkan_binding(g, out);
            rw_lit(out, "},\n");
        } else {
            rw_lit(out, ", \"register\": \"");
            rw_char(out, g->reg_class ? g->reg_class : '?');
            rw_int(out, g->reg_index);
            rw_lit(out, "\", \"space\": ");
            rw_int(out, g->reg_space);
            if (g->writable)
                rw_lit(out, ", \"access\": \"read-write\"");
            else
                rw_lit(out, ", \"access\": \"read-only\"");
            if (g->resource == IRR_CBUFFER)
                reflect_block_members(g, out);
            if (g->resource == IRR_STRUCTURED)
                reflect_element_layout(g, out);
            if (g->resource == IRR_ACCEL_STRUCT) { /* inline ray tracing (docs/rayquery.md) */
                reflect_array_size(g, out);
                rw_lit(out, ",\n         ");
                vulkan_binding(g, out);
                rw_lit(out, "},\n");
                sb_printf(out, "         \"webgpu\": {\"group\": %d, \"binding\": %d, \"unsupported\": \"acceleration "
                               "structures (inline ray tracing): WebGPU has none\"},\n", g->set, g->binding);
                /* Metal binds one in the buffer table: [[buffer(n)]] */
                metal_json(out, "buffer", from_msl ? re->msl.buffer_index[g->v.id] : metal_buffer);
                metal_buffer += g->pointee->kind == IRT_ARRAY ? (int)g->pointee->count : 1;
                first = false;
                continue;
            }
            if (reflect_is_handle(g)) { /* textures and samplers: reflect_texture.c */
                reflect_array_size(g, out);
                rw_lit(out, ",\n         ");
                reflect_vulkan_handle(g, out);
                rw_lit(out, ",\n         ");
                const IrGlobal *own = reflect_own_sampler(m, g);
                if (own && !u.global_used[own->v.id])
                    own = NULL; /* a vk::SampledTexture that only Load and GetDimensions read */
                reflect_webgpu_handle(&re->webgpu_arrays, g, own != NULL, out);
                bool smp = g->resource == IRR_SAMPLER;
                int *counter = smp ? &metal_sampler : &metal_texture;
                int index = from_msl ? (smp ? re->msl.sampler_index : re->msl.texture_index)[g->v.id] : *counter;
                if (smp)
                    rw_lit(out, ",\n         \"metal\": {\"sampler\": ");
                else
                    rw_lit(out, ",\n         \"metal\": {\"texture\": ");
                rw_int(out, index);
                if (own) { /* its sampler comes next in the module's order */
                    rw_lit(out, ", \"sampler\": ");
                    rw_int(out, from_msl ? re->msl.sampler_index[own->v.id] : metal_sampler);
                }
                rw_lit(out, "}}");
                *counter += reflect_metal_slots(g);
                first = false;
                continue;
            }
            rw_lit(out, ",\n");
            rw_lit(out, "         ");
            vulkan_binding(g, out);
            if (g->resource == IRR_INPUT_ATTACHMENT) {
                rw_lit(out, ", \"inputAttachmentIndex\": ");
                rw_int(out, g->input_attachment_index);
            }
            const char *view = g->resource == IRR_TYPED_BUFFER ? reflect_texel_view_format(g) : NULL;
            if (view) {
                rw_lit(out, ", \"imageFormat\": ");
                rw_quoted(out, view);
            }
            rw_lit(out, "},\n");
        }
        IrGlobal elem = *g; /* an array's binding type is its element's */
        if (g->pointee->kind == IRT_ARRAY || g->pointee->kind == IRT_RUNTIME_ARRAY)
            elem.pointee = g->pointee->elem;
        const char *texels = g->resource == IRR_TYPED_BUFFER ? wgsl_texel_buffer_format(&elem) : NULL;
        rw_lit(out, "         ");
        if (reflect_webgpu_binding(&re->webgpu_arrays, g, out))
            sb_printf(out, "\"unsupported\": \"arrays of more than %d buffers, or unbounded ones indexed at run time: "
                           "WebGPU has no binding arrays\"},\n", WGSL_MAX_BINDING_ARRAY);
        else {
            rw_puts(out, webgpu_binding_type(&elem));
            if (texels) {
                rw_lit(out, ", \"texelFormat\": ");
                rw_quoted(out, texels);
            }
            rw_lit(out, "},\n");
        }
        /* The MSL backend's own numbers when it ran (MslInfo), else the
         * same rule computed here. */
        if (g->resource == IRR_INPUT_ATTACHMENT) /* framebuffer fetch: the colour attachment */
            metal_json(out, "color", g->input_attachment_index);
        else if (g->resource == IRR_TYPED_BUFFER)
            metal_json(out, "texture", from_msl ? re->msl.texture_index[g->v.id] : metal_texture);
        else
            metal_json(out, "buffer", from_msl ? re->msl.buffer_index[g->v.id] : metal_buffer);
        if (g->resource == IRR_TYPED_BUFFER)
            metal_texture++;
        else if (g->resource != IRR_INPUT_ATTACHMENT)
            metal_buffer++;
        first = false;
    }
    close_list(out, first);

    vulkan_constants_json(m, &u, e, out);

    unsigned ops = re->subgroup_ops;
    StrBuf names = {0};
    reflect_subgroup_names(ops, &names);
    static const char hex[] = "0123456789abcdef";
    char ops_hex[9], *h = ops_hex + sizeof ops_hex;
    unsigned rest = ops;
    do
        *--h = hex[rest & 15];
    while (rest >>= 4);
    rw_lit(out, "      \"subgroupOperations\": {\"mask\": ");
    rw_uint(out, ops);
    rw_lit(out, ", \"names\": ");
    rw_quoted(out, names.data);
    rw_lit(out, ", \"text\": \"");
    rw_puts(out, names.data);
    rw_lit(out, " (0x");
    rw_putn(out, h, (size_t)(ops_hex + sizeof ops_hex - h));
    rw_lit(out, ")\"},\n");
    sb_free(&names);

    if (!reflect_inline_spirv_empty(&re->inline_spirv))
        reflect_inline_spirv_json(&re->inline_spirv, out);
    rw_lit(out, "      \"spirv\": {\"capabilities\": [");
    for (int i = 0; re->have_spirv && i < re->spirv.capabilities.len; i++) {
        rw_sep(out, i);
        rw_quoted(out, spirv_capability_name(re->spirv.capabilities.data[i]));
    }
    rw_lit(out, "], \"extensions\": [");
    for (int i = 0; re->have_spirv && i < re->spirv.extensions.len; i++) {
        rw_sep(out, i);
        rw_str(out, re->spirv.extensions.data[i]);
    }
    rw_lit(out, "]},\n      ");
    reflect_vulkan_features(&re->spirv, heaps.mutable_types ? "mutableDescriptorType" : NULL, out);
    rw_lit(out, ",\n      \"vulkanExtensions\": [");
    unsigned vf = re->have_spirv ? re->spirv.vulkan_features : 0;
    int vk = m->c->opts ? m->c->opts->vulkan_version : 120;
    const char *said[8];
    int ns = 0;
    for (unsigned bit = 1; bit && bit <= vf; bit <<= 1) {
        const char *x = (vf & bit) ? spirv_feature_extension(bit, vk) : NULL;
        bool dup = false;
        for (int k = 0; k < ns; k++)
            dup |= !strcmp(said[k], x ? x : "");
        if (x && !dup && ns < 8) {
            rw_sep(out, ns);
            rw_quoted(out, x);
            said[ns++] = x;
        }
    }
    for (int i = 0; re->have_spirv && i < re->spirv.capabilities.len; i++)
        if (re->spirv.capabilities.data[i] == SpvCapabilityInt64ImageEXT) /* R64 images: in no core version */
        {
            rw_sep(out, ns++);
            rw_lit(out, "\"VK_EXT_shader_image_atomic_int64\"");
        }
    if (heaps.mutable_types) /* several descriptor types at the resource heap's binding */
    {
        rw_sep(out, ns);
        rw_lit(out, "\"VK_EXT_mutable_descriptor_type\"");
    }
    rw_lit(out, "],\n");
    if (re->have_msl && re->msl.function_name) { /* the kernel's name in the MSL source (main becomes main0) */
        rw_lit(out, "      \"metal\": {\"function\": ");
        rw_str(out, re->msl.function_name);
        if (re->msl.buffer_sizes_index >= 0) /* GetDimensions: byte sizes of the buffers, by [[buffer]] index */
        {
            rw_lit(out, ", \"bufferSizes\": {\"buffer\": ");
            rw_int(out, re->msl.buffer_sizes_index);
            rw_char(out, '}');
        }
        rw_lit(out, "},\n");
    }
    rw_lit(out, "      \"webgpu\": {\"requiredFeatures\": [");
    for (int i = 0; i < re->num_webgpu_features; i++) {
        rw_sep(out, i);
        rw_quoted(out, re->webgpu_features[i]);
    }
    rw_lit(out, "]}\n");
    rw_lit(out, "    }");
}

void reflect_json(IrModule *m, ReflectEntry *entries, int n, StrBuf *out)
{
    for (int i = 0; i < n; i++)
        if (!entries[i].global_used) /* not summarized by the caller yet */
            reflect_summarize(m, &entries[i]);
    rw_lit(out, "{\n  \"generator\": \"prism " PRISM_VERSION "\",\n  \"entryPoints\": [\n");
    for (int i = 0; i < n; i++) {
        entry_json(m, &entries[i], out);
        if (i + 1 < n)
            rw_char(out, ',');
        rw_char(out, '\n');
    }
    rw_lit(out, "  ]\n}\n");
}
