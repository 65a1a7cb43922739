/* The MSL file for one entry point, or several (a library): what they reach, the prelude
 * and its helpers, struct definitions, constants, and msl_emit, which puts
 * them in the order C++ needs (each name declared before its use: C++14
 * [basic.lookup.unqual]). */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "msl_internal.h"
#include "../util/fmt.h"

void msl_indent(MslWriter *w)
{
    size_t n = 4 * (size_t)(w->ind > 0 ? w->ind : 0);
    if (w->ind_log && w->o == &w->funcs && indent_log_add(w->ind_log, w->o->len, n))
        return; /* spaced out when handed out (join_streamed) */
    sb_reserve(w->o, n);
    memset(w->o->data + w->o->len, ' ', n);
    w->o->len += n;
    w->o->data[w->o->len] = 0;
}

void msl_line_cat(MslWriter *w, ...)
{
    va_list ap;
    msl_indent(w);
    va_start(ap, w);
    for (const char *p; (p = va_arg(ap, const char *));)
        msl_put(w->o, p);
    va_end(ap);
    sb_putc(w->o, '\n');
}

void msl_line(MslWriter *w, const char *fmt, ...)
{
    char buf[512];
    va_list ap;
    if (!strchr(fmt, '%')) { /* "{", "}", "break;": nothing to format */
        msl_line_cat(w, fmt, NULL);
        return;
    }
    va_start(ap, fmt);
    int n = fmt_vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    msl_indent(w);
    if (n >= (int)sizeof buf) {
        char *big = arena_alloc(w->a, (size_t)n + 1);
        va_start(ap, fmt);
        vsnprintf(big, (size_t)n + 1, fmt, ap);
        va_end(ap);
        sb_puts(w->o, big);
    } else {
        sb_putn(w->o, buf, (size_t)n);
    }
    sb_putc(w->o, '\n');
}

/* ---------------------------------------------------------------- constants */

static const char *float_text(MslWriter *w, const IrType *t, double f)
{
    bool half = t->bits == 16;
    if (isnan(f))
        return half ? "as_type<half>(ushort(0x7e00))" : "as_type<float>(0x7fc00000u)";
    if (isinf(f))
        return half ? (f > 0 ? "as_type<half>(ushort(0x7c00))" : "as_type<half>(ushort(0xfc00))")
                    : (f > 0 ? "as_type<float>(0x7f800000u)" : "as_type<float>(0xff800000u)");
    char buf[64];
    snprintf(buf, sizeof buf, half ? "%.5g" : "%.9g", f);
    bool frac = strchr(buf, '.') || strchr(buf, 'e') || strchr(buf, 'n');
    const char *s = arena_printf(w->a, "%s%s%s", buf, frac ? "" : ".0", half ? "h" : "f");
    return f < 0 || (f == 0 && signbit(f)) ? arena_printf(w->a, "(%s)", s) : s;
}

static const char *int_text(MslWriter *w, const IrType *t, uint64_t u)
{
    int64_t i = (int64_t)u;
    switch (t->bits) {
    case 64:
        if (!t->is_signed)
            return arena_printf(w->a, "%lluul", (unsigned long long)u);
        if (i == INT64_MIN)
            return "(-9223372036854775807l - 1l)";
        return arena_printf(w->a, i < 0 ? "(%lldl)" : "%lldl", (long long)i);
    case 16:
    case 8: return arena_printf(w->a, "%s(%lld)", msl_scalar_name(t), t->is_signed ? (long long)i : (long long)u);
    default:
        if (!t->is_signed)
            return arena_printf(w->a, "%uu", (uint32_t)u);
        if ((int32_t)u == INT32_MIN)
            return "(-2147483647 - 1)";
        return arena_printf(w->a, (int32_t)u < 0 ? "(%d)" : "%d", (int32_t)u);
    }
}

static const char *const_text(MslWriter *w, IrConst *k, SrcLoc loc);

/* Constants are interned with dense ids: each is spelled once (a shader
 * writes 0u and 1.0f hundreds of times). */
const char *msl_const(MslWriter *w, IrConst *k, SrcLoc loc)
{
    uint32_t id = k->v.id;
    if (id >= w->const_cap) {
        uint32_t cap = w->const_cap ? w->const_cap : 256;
        while (cap <= id)
            cap *= 2;
        w->const_text = arena_realloc(w->ma, w->const_text, sizeof *w->const_text * w->const_cap,
                                      sizeof *w->const_text * cap);
        w->const_cap = cap;
    }
    if (!w->const_text[id]) {
        Arena *a = w->a;
        w->a = w->ma; /* the text outlives the function that first uses it */
        const char *text = const_text(w, k, loc); /* may grow const_text (composites' parts) */
        w->a = a;
        w->const_text[id] = text;
    }
    return w->const_text[id];
}

static const char *const_text(MslWriter *w, IrConst *k, SrcLoc loc)
{
    const IrType *t = k->v.type;
    switch (t->kind) {
    case IRT_BOOL: return !k->is_null && k->u ? "true" : "false";
    case IRT_INT: return int_text(w, t, k->is_null ? 0 : k->u);
    case IRT_FLOAT: return float_text(w, t, k->is_null ? 0.0 : k->f);
    default: break;
    }
    StrBuf sb = {0};
    bool array = t->kind == IRT_ARRAY;
    bool strct = t->kind == IRT_STRUCT;
    if (k->is_null && (array || strct)) {
        sb_free(&sb);
        return array ? "{}" : arena_printf(w->a, "%s{}", msl_type(w, t, loc));
    }
    if (k->is_null && t->kind == IRT_VECTOR)
        return arena_printf(w->a, "%s(%s)", msl_type(w, t, loc), msl_const(w, ir_const_null(w->m, t->elem), loc));
    sb_puts(&sb, array ? "{" : strct ? arena_printf(w->a, "%s{", msl_type(w, t, loc)) : arena_printf(w->a, "%s(", msl_type(w, t, loc)));
    uint32_t n = t->kind == IRT_STRUCT ? t->num_members : t->count;
    for (uint32_t i = 0; i < n; i++) {
        sb_puts(&sb, i ? ", " : "");
        if (strct && t->explicit_layout && i < 63 && (w->pad_mask[t->id] >> i & 1))
            sb_puts(&sb, "{}, "); /* the pad member before member i */
        sb_puts(&sb, msl_const(w, ir_const_part(w->m, k, i), loc));
    }
    sb_puts(&sb, array || strct ? "}" : ")");
    const char *r = arena_strdup(w->a, sb.data);
    sb_free(&sb);
    return r;
}

/* ---------------------------------------------------------------- helpers */

/* WaveActiveBallot: simd_ballot gives a simd_vote, whose vote_t is the
 * 64-bit mask of the SIMD-group (MSL 2.4 spec 6.9.2); HLSL wants uint4. */
static const char ballot_helper[] =
    "static inline uint4 prism_ballot(bool b)\n"
    "{\n"
    "    ulong v = static_cast<ulong>(static_cast<simd_vote::vote_t>(simd_ballot(b)));\n"
    "    return uint4(uint(v), uint(v >> 32), 0u, 0u);\n"
    "}\n\n";

void msl_need_helper(MslWriter *w, unsigned which)
{
    if (w->helpers_done & which)
        return;
    w->helpers_done |= which;
    if (which == HELP_BALLOT)
        sb_puts(&w->helpers, ballot_helper);
}

/* ---------------------------------------------------------------- what the entry reaches */

static void name_types(MslWriter *w, const IrType *t)
{
    while (t && (t->kind == IRT_POINTER || t->kind == IRT_ARRAY || t->kind == IRT_RUNTIME_ARRAY))
        t = t->elem;
    if (!t || t->kind != IRT_STRUCT || w->struct_label[t->id])
        return;
    for (uint32_t k = 0; k < t->num_members; k++)
        name_types(w, t->members[k].type);
    msl_reserve_struct(w, t);
}

/* The stride of every laid-out array of structs is that struct's HLSL size. */
static void find_strides(MslWriter *w, const IrType *t)
{
    while (t && (t->kind == IRT_POINTER || t->kind == IRT_ARRAY || t->kind == IRT_RUNTIME_ARRAY)) {
        if ((t->kind == IRT_ARRAY || t->kind == IRT_RUNTIME_ARRAY) && t->stride && t->elem->kind == IRT_STRUCT)
            w->want_size[t->elem->id] = t->stride;
        t = t->elem;
    }
    if (t && t->kind == IRT_STRUCT)
        for (uint32_t k = 0; k < t->num_members; k++)
            find_strides(w, t->members[k].type);
}

/* The global (through parameters after ir_lower_globals_to_params) a
 * pointer is rooted at, or NULL. */
static IrGlobal *root_global(IrValue *v)
{
    for (;;) {
        if (v->vkind == IRV_GLOBAL)
            return (IrGlobal *)v;
        if (v->vkind == IRV_PARAM)
            return ((IrParam *)v)->global;
        if (v->vkind != IRV_INST || ((IrInst *)v)->op != IR_ACCESS)
            return NULL;
        v = ((IrInst *)v)->args[0];
    }
}

/* Names the types of a block's values, notes the globals it writes and
 * the specialization constants it reads, and whether it needs buffer
 * sizes (GetDimensions here or in a callee, which comes first): one walk
 * over each function, as the IR of a large one is far larger than the
 * cache. */
static void walk_block(IrBlock *b, void *user)
{
    MslWriter *w = user;
    IR_FOR_EACH_INST(b, i)
    {
        name_types(w, i->v.type);
        find_strides(w, i->v.type);
        if ((i->op == IR_STORE || i->op == IR_ATOMIC) && i->num_args) {
            IrGlobal *g = root_global(i->args[0]);
            if (g && g->v.id < w->m->next_global_id)
                w->global_written[g->v.id] = true;
        }
        if (i->op == IR_LOAD && i->args[0]->vkind == IRV_GLOBAL && ((IrGlobal *)i->args[0])->space == IRS_SPEC_CONSTANT)
            w->spec_used[i->args[0]->id] = true;
        if (i->op == IR_ARRAY_LENGTH)
            w->scan_hit = true;
        if (i->op == IR_CALL && i->callee && msl_func_sizes(w, i->callee))
            w->scan_hit = true;
    }
}

/* Post-order: callees before their callers, the entry last. */
static void walk_function(MslWriter *w, int index)
{
    IrFunction *f = w->reached.data[index];
    for (uint32_t p = 0; p < f->num_params; p++) {
        name_types(w, f->params[p]->v.type);
        find_strides(w, f->params[p]->v.type);
    }
    name_types(w, f->ret);
    w->scan_hit = false;
    ir_walk_blocks(&f->body, walk_block, w);
    w->fn_sizes[index] = w->scan_hit;
}

/* f's place in w->reached, in O(1): a chain of 100,000 calls stays linear. */
static int func_index(const MslWriter *w, const IrFunction *f)
{
    int k = f->v.id < w->num_fn_slots ? w->fn_slot[f->v.id] - 1 : -1;
    return k >= 0 && k < w->reached.len && w->reached.data[k] == f ? k : -1;
}

bool msl_func_sizes(MslWriter *w, IrFunction *f)
{
    int k = func_index(w, f);
    return k >= 0 && w->fn_sizes[k];
}

/* ---------------------------------------------------------------- the file */

static unsigned stage_bit(IrStage s)
{
    return s == IR_STAGE_COMPUTE ? ST_COMPUTE : s == IR_STAGE_VERTEX ? ST_VERTEX : s == IR_STAGE_FRAGMENT ? ST_FRAGMENT : 0;
}

static void init_info(MslWriter *w, MslInfo *info, uint32_t ng)
{
    info->num_globals = (int)ng;
    info->buffer_index = ARENA_ARRAY(w->a, int, ng);
    info->texture_index = ARENA_ARRAY(w->a, int, ng);
    info->sampler_index = ARENA_ARRAY(w->a, int, ng);
    for (uint32_t g = 0; g < ng; g++)
        info->buffer_index[g] = info->texture_index[g] = info->sampler_index[g] = -1;
    info->buffer_sizes_index = -1;
}

/* Every entry's functions, callees first, each once (one callee-first list
 * after another keeps every callee before its callers). A function already
 * taken is known by its slot, not by a search of the list: a library of
 * 10,000 functions stays linear. */
static void reach_all(MslWriter *w, unsigned *stages_of)
{
    IrFunctionList *lists = ARENA_ARRAY(w->a, IrFunctionList, w->num_entries);
    w->num_fn_slots = 1;
    for (int e = 0; e < w->num_entries; e++) {
        ir_reachable_functions(w->m, w->entries[e], IR_ORDER_CALLEES_FIRST, w->a, &lists[e]);
        for (int f = 0; f < lists[e].len; f++)
            if (lists[e].data[f]->v.id >= w->num_fn_slots)
                w->num_fn_slots = lists[e].data[f]->v.id + 1;
    }
    w->fn_slot = ARENA_ARRAY(w->a, int, w->num_fn_slots);
    for (int e = 0; e < w->num_entries; e++)
        for (int f = 0; f < lists[e].len; f++) {
            IrFunction *fn = lists[e].data[f];
            if (!w->fn_slot[fn->v.id]) {
                vec_push(w->a, &w->reached, fn);
                w->fn_slot[fn->v.id] = w->reached.len;
            }
        }
    for (int e = 0; e < w->num_entries; e++)
        for (int f = 0; f < lists[e].len; f++)
            stages_of[w->fn_slot[lists[e].data[f]->v.id] - 1] |= stage_bit(w->entries[e]->stage);
}

static int entry_index(const MslWriter *w, const IrFunction *f)
{
    for (int e = 0; e < w->num_entries; e++)
        if (w->entries[e] == f)
            return e;
    return -1;
}

bool msl_emit(IrModule *m, IrFunction *entry, StrBuf *out, MslInfo *info)
{
    return msl_emit_module(m, &entry, 1, out, info);
}

/* The module's text: the header, then helpers, types, constants and
 * functions. The functions are by far the largest part: where out is
 * empty, their buffer becomes out, with the rest moved in front of them,
 * instead of a second copy of the whole text. */
static void join_parts(MslWriter *w, StrBuf *out)
{
    static const char plain[] = "#include <metal_stdlib>\nusing namespace metal;\n\n";
    static const char rt[] = "#include <metal_stdlib>\n#include <metal_raytracing>\nusing namespace metal;\n\n";
    const char *head = w->uses_raytracing ? rt : plain;
    size_t head_len = strlen(head);
    StrBuf *parts[3] = {&w->helpers, &w->types, &w->consts};
    if (out->len == 0 && w->funcs.len) {
        size_t pre = head_len;
        for (int k = 0; k < 3; k++)
            pre += parts[k]->len;
        sb_reserve(&w->funcs, pre);
        memmove(w->funcs.data + pre, w->funcs.data, w->funcs.len + 1);
        char *p = w->funcs.data;
        memcpy(p, head, head_len);
        p += head_len;
        for (int k = 0; k < 3; k++)
            if (parts[k]->len)
                memcpy(p, parts[k]->data, parts[k]->len), p += parts[k]->len;
        w->funcs.len += pre;
        sb_free(out);
        *out = w->funcs;
        w->funcs = (StrBuf){0};
        return;
    }
    sb_puts(out, head);
    for (int k = 0; k < 3; k++)
        if (parts[k]->len)
            sb_putn(out, parts[k]->data, parts[k]->len);
    if (w->funcs.len)
        sb_putn(out, w->funcs.data, w->funcs.len);
}

/* The same text as join_parts, to put: the front parts, then the
 * functions with their indentation spaced out. */
static void join_streamed(MslWriter *w, TextPieceFn put, void *user)
{
    static const char plain[] = "#include <metal_stdlib>\nusing namespace metal;\n\n";
    static const char rt[] = "#include <metal_stdlib>\n#include <metal_raytracing>\nusing namespace metal;\n\n";
    const char *head = w->uses_raytracing ? rt : plain;
    put(user, head, strlen(head));
    StrBuf *parts[3] = {&w->helpers, &w->types, &w->consts};
    for (int k = 0; k < 3; k++)
        if (parts[k]->len)
            put(user, parts[k]->data, parts[k]->len);
    indent_log_expand(w->ind_log, w->funcs.data, w->funcs.len, put, user);
}

static bool emit_module(IrModule *m, IrFunction *const *entries, int num_entries, StrBuf *out, TextPieceFn put,
                        void *user, MslInfo *infos);

bool msl_emit_module(IrModule *m, IrFunction *const *entries, int num_entries, StrBuf *out, MslInfo *infos)
{
    return emit_module(m, entries, num_entries, out, NULL, NULL, infos);
}

bool msl_emit_module_streamed(IrModule *m, IrFunction *const *entries, int num_entries, TextPieceFn put, void *user,
                              MslInfo *infos)
{
    return emit_module(m, entries, num_entries, NULL, put, user, infos);
}

/* out, or put when streamed. */
static bool emit_module(IrModule *m, IrFunction *const *entries, int num_entries, StrBuf *out, TextPieceFn put,
                        void *user, MslInfo *infos)
{
    Ctx *c = m->c;
    MslWriter W = {0}, *w = &W;
    IndentLog log = {0};
    if (put)
        w->ind_log = &log;
    w->c = c;
    w->m = m;
    w->entries = entries;
    w->infos = infos;
    w->num_entries = num_entries;
    w->entry = entries[0];
    w->a = c->arena;
    w->ma = c->arena;
    w->info = &infos[0];
    w->errors_at_start = c->errors;
    w->o = &w->funcs;
    msl_names_init(w);
    if (!msl_check_bab_atomic64(w))
        return false;
    SrcLoc none = {0, 0, 0};
    uint32_t ng = m->next_global_id + 1;
    w->ntypes = m->next_type_id + 1;
    w->type_name = ARENA_ARRAY(w->a, const char *, w->ntypes);
    w->type_spell = ARENA_ARRAY(w->a, const char *, w->ntypes);
    w->type_ok = ARENA_ARRAY(w->a, uint8_t, w->ntypes);
    w->struct_label = ARENA_ARRAY(w->a, const char *, w->ntypes);
    w->struct_size = ARENA_ARRAY(w->a, uint32_t, w->ntypes);
    w->struct_align = ARENA_ARRAY(w->a, uint32_t, w->ntypes);
    w->want_size = ARENA_ARRAY(w->a, uint32_t, w->ntypes);
    w->pad_mask = ARENA_ARRAY(w->a, uint64_t, w->ntypes);
    w->global_name = ARENA_ARRAY(w->a, const char *, ng);
    w->global_written = ARENA_ARRAY(w->a, bool, ng);
    w->global_is_const = ARENA_ARRAY(w->a, bool, ng);
    /* The kernels keep their HLSL names where C++ allows it (not `main`). */
    for (int e = 0; e < num_entries; e++) {
        init_info(w, &infos[e], ng);
        if (entries[e]->wave_size[0])
            diag(c, none, D_MSL_WAVE_SIZE);
        /* a copy in the context's arena: MslInfo outlives the module */
        infos[e].function_name = msl_unique(w, entries[e]->name ? arena_strdup(c->arena, entries[e]->name) : NULL);
    }
    for (int g = 0; g < m->globals.len; g++) {
        name_types(w, m->globals.data[g]->pointee);
        find_strides(w, m->globals.data[g]->pointee);
    }
    unsigned *stages_of = ARENA_ARRAY(w->a, unsigned, m->functions.len + m->entries.len + 1);
    reach_all(w, stages_of);
    w->fn_name = ARENA_ARRAY(w->a, const char *, w->reached.len + 1);
    w->fn_sizes = ARENA_ARRAY(w->a, bool, w->reached.len + 1);
    w->spec_used = ARENA_ARRAY(w->a, bool, ng);
    for (int f = 0; f < w->reached.len; f++) /* callees come first */
        walk_function(w, f);
    for (int f = 0; f < w->reached.len; f++) {
        int e = entry_index(w, w->reached.data[f]);
        w->fn_name[f] = e >= 0 ? infos[e].function_name : msl_unique(w, w->reached.data[f]->name);
    }
    for (int e = 0; e < num_entries; e++) {
        w->entry = entries[e];
        w->info = &infos[e];
        msl_entry_indices(w);
    }
    msl_spec_constants(w);
    for (int f = 0; f < w->reached.len; f++) {
        IrFunction *fn = w->reached.data[f];
        int e = entry_index(w, fn);
        if (e >= 0) {
            w->entry = fn;
            w->info = &infos[e];
        }
        w->fn_st = stages_of[f];
        msl_emit_function(w, fn);
    }
    bool ok = c->errors == w->errors_at_start;

    /* MSL 2.4 spec 1.4 / 6: the standard library and its namespace. */
    if (ok && put)
        join_streamed(w, put, user);
    else if (ok)
        join_parts(w, out);
    indent_log_free(&log);
    sb_free(&w->helpers);
    sb_free(&w->types);
    sb_free(&w->consts);
    sb_free(&w->funcs);
    return ok;
}

const char *msl_func_name(MslWriter *w, IrFunction *f)
{
    int k = func_index(w, f);
    if (k < 0)
        ice(w->c, "call to a function the entry does not reach");
    return w->fn_name[k];
}
