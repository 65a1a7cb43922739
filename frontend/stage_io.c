/* Stage inputs and outputs: the system-value table and the walk that
 * flattens an entry point's parameters and return value into slots
 * (stage_io.h). */
#include "stage_io.h"
#include <string.h>
#include <strings.h>

const SvInfo sv_info[SV_COUNT] = {
#define SV_INFO_(id, name, in, out, builtin, types) [id] = {name, in, out, builtin, types},
    SV_LIST(SV_INFO_)
#undef SV_INFO_
};

const VkBuiltinInfo vk_builtin_info[] = {
#define VK_BUILTIN_INFO_(name, b, in, out, types) {name, b, in, out, types},
    VK_BUILTIN_LIST(VK_BUILTIN_INFO_)
#undef VK_BUILTIN_INFO_
};
const int vk_builtin_count = sizeof vk_builtin_info / sizeof *vk_builtin_info;

int vk_builtin_lookup(const char *name)
{
    for (int k = 0; k < vk_builtin_count; k++)
        if (!strcmp(vk_builtin_info[k].name, name))
            return k;
    return -1;
}

int vk_builtin_of(const AttrList *attrs)
{
    for (int i = 0; attrs && i < attrs->len; i++) {
        Attribute *a = attrs->data[i];
        if (a->name && !strcmp(a->name, "vk::builtin") && a->args.len == 1 && a->args.data[0] &&
            a->args.data[0]->kind == ND_STRING_LIT && a->args.data[0]->slit.value)
            return vk_builtin_lookup(a->args.data[0]->slit.value);
    }
    return -1;
}

int sv_lookup(const char *semantic, int *index)
{
    size_t n = strlen(semantic);
    size_t base = n;
    while (base > 0 && semantic[base - 1] >= '0' && semantic[base - 1] <= '9')
        base--;
    int idx = 0;
    for (size_t i = base; i < n && idx < 100000; i++)
        idx = idx * 10 + (semantic[i] - '0');
    *index = idx;
    if (strncasecmp(semantic, "SV_", 3) != 0)
        return SV_USER;
    for (int k = 0; k < SV_COUNT; k++) {
        size_t len = strlen(sv_info[k].name);
        if (len == n && !strcasecmp(semantic, sv_info[k].name)) {
            *index = 0;
            return k;
        }
        /* D3D: SV_Target0-7 (an index on other system values is not HLSL's) */
        if (k == SV_TARGET && len == base && !strncasecmp(semantic, sv_info[k].name, len))
            return k;
    }
    return -1;
}

unsigned sv_stage_bit(int stage)
{
    return stage == IR_STAGE_COMPUTE ? ST_COMPUTE : stage == IR_STAGE_VERTEX ? ST_VERTEX
         : stage == IR_STAGE_FRAGMENT ? ST_FRAGMENT : 0;
}

bool sv_type_ok(SvTypes types, const Type *t)
{
    if (!t || t->kind == TY_ERROR)
        return true;
    if (types == SVT_INT_ARRAY)
        return t->kind == TY_ARRAY && t->elem->kind == TY_SCALAR && (t->elem->scalar == SC_INT || t->elem->scalar == SC_UINT);
    if (t->kind != TY_SCALAR && t->kind != TY_VECTOR)
        return false;
    ScalarKind k = t->scalar;
    int n = t->kind == TY_VECTOR ? t->cols : 1;
    bool int32 = k == SC_INT || k == SC_UINT;
    switch (types) {
    case SVT_ID3: return int32 && n <= 3;
    case SVT_UINT: return int32 && t->kind == TY_SCALAR;
    case SVT_FLOAT4: return k == SC_FLOAT && n == 4 && t->kind == TY_VECTOR;
    case SVT_BOOL: return k == SC_BOOL && t->kind == TY_SCALAR;
    case SVT_FLOAT: return k == SC_FLOAT && t->kind == TY_SCALAR;
    case SVT_USER:
        /* Vulkan interfaces hold no bool; 16-bit and 64-bit types need
         * capabilities (StorageInputOutput16, Float64) not all targets have. */
        return k == SC_FLOAT || k == SC_MIN16FLOAT || int32 || k == SC_MIN16INT || k == SC_MIN16UINT;
    case SVT_INT_ARRAY: return false; /* arrays: sv_type_ok checks them first */
    }
    return false;
}

const char *sv_types_text(SvTypes types)
{
    switch (types) {
    case SVT_ID3: return "uint, uint2 or uint3 (or int, int2, int3)";
    case SVT_UINT: return "uint (or int)";
    case SVT_FLOAT4: return "float4";
    case SVT_BOOL: return "bool";
    case SVT_FLOAT: return "float";
    case SVT_USER: return "a scalar or vector of 32-bit float, int or uint";
    case SVT_INT_ARRAY: return "an array of int or uint";
    }
    return "?";
}

/* ---------------------------------------------------------------- the walk */

typedef struct Walk {
    Ctx *c;
    int stage;
    StageSlots *out;
    Node *root;
    bool output;
    uint8_t path[STAGE_IO_MAX_DEPTH];
    int depth;
    bool too_deep, base_struct;
} Walk;

static int vk_attr_int(const AttrList *attrs, const char *name)
{
    for (int i = 0; attrs && i < attrs->len; i++) {
        Attribute *a = attrs->data[i];
        if (strcmp(a->name, name) != 0 || a->args.len != 1)
            continue;
        Node *arg = a->args.data[0];
        while (arg && arg->kind == ND_CAST)
            arg = arg->cast.expr;
        return arg && arg->kind == ND_INT_LIT && arg->ilit.value < 0x10000 ? (int)arg->ilit.value : -1;
    }
    return -1;
}

enum { INTERP_MODS = MOD_NOINTERPOLATION | MOD_NOPERSPECTIVE | MOD_CENTROID | MOD_SAMPLE };

static unsigned interp_of(unsigned mods)
{
    unsigned r = 0;
    if (mods & MOD_NOINTERPOLATION)
        r |= IR_INTERP_FLAT;
    if (mods & MOD_NOPERSPECTIVE)
        r |= IR_INTERP_NOPERSPECTIVE;
    if (mods & MOD_CENTROID)
        r |= IR_INTERP_CENTROID;
    if (mods & MOD_SAMPLE)
        r |= IR_INTERP_SAMPLE;
    return r;
}

static void add(Walk *w, Node *decl, const char *name, const char *sem, const Type *t, unsigned mods,
                const AttrList *attrs)
{
    StageSlot s;
    memset(&s, 0, sizeof s);
    s.root = w->root;
    s.decl = decl;
    s.semantic = sem;
    s.name = name ? name : sem;
    s.type = t;
    s.loc = decl->loc;
    s.output = w->output;
    s.sv = sem ? sv_lookup(sem, &s.index) : SV_USER;
    s.location = -1;
    s.vk_location = vk_attr_int(attrs, "vk::location");
    s.vk_builtin = vk_builtin_of(attrs);
    s.vk_index = vk_attr_int(attrs, "vk::index");
    s.too_deep = w->too_deep;
    s.base_struct = w->base_struct;
    s.depth = w->depth;
    memcpy(s.path, w->path, sizeof s.path);
    /* Interpolation applies between a vertex output and a fragment input. */
    bool varying = s.sv == SV_USER && s.vk_builtin < 0 && ((w->stage == IR_STAGE_VERTEX && w->output) ||
                                       (w->stage == IR_STAGE_FRAGMENT && !w->output));
    if (varying) {
        s.interp = interp_of(mods);
        ScalarClass cls = t && (t->kind == TY_SCALAR || t->kind == TY_VECTOR) ? scalar_info[t->scalar].cls
                                                                              : SCLASS_FLOAT;
        if (cls == SCLASS_SINT || cls == SCLASS_UINT)
            s.interp = IR_INTERP_FLAT; /* Vulkan, WGSL: integers are never interpolated */
    }
    vec_push(w->c->arena, w->out, s);
}

/* A value: a struct without a semantic stands for its fields. */
static void walk_value(Walk *w, Node *decl, const char *name, const char *sem, const Type *t, unsigned mods,
                       const AttrList *attrs)
{
    if (sem || !t || t->kind != TY_STRUCT) {
        add(w, decl, name, sem, t, mods, attrs);
        return;
    }
    bool base = w->base_struct;
    w->base_struct |= t->base != NULL;
    for (int j = 0; j < t->num_fields; j++) {
        Node *fd = t->fields[j].decl;
        if (!fd)
            continue;
        if (w->depth >= STAGE_IO_MAX_DEPTH) {
            w->too_deep = true;
            add(w, fd, t->fields[j].name, fd->var.semantic, t->fields[j].type, fd->var.mods, &fd->var.attrs);
            continue;
        }
        w->path[w->depth++] = (uint8_t)(j < 255 ? j : 255);
        walk_value(w, fd, t->fields[j].name, fd->var.semantic, t->fields[j].type, fd->var.mods | (mods & INTERP_MODS),
                   &fd->var.attrs);
        w->depth--;
    }
    w->base_struct = base;
}

/* Locations of one direction: SV_Target n is n; user semantics take
 * [[vk::location]] if any slot of the direction gives one (sema requires
 * all or none, as DXC does), else the next one in order. */
static void assign_locations(Ctx *c, StageSlots *out, bool output)
{
    bool any_explicit = false;
    for (int i = 0; i < out->len; i++)
        if (out->data[i].output == output && out->data[i].sv == SV_USER && out->data[i].vk_builtin < 0 &&
            out->data[i].vk_location >= 0)
            any_explicit = true;
    /* The user semantics in declaration order, or by name under
     * -fvk-stage-io-order=alpha (DXC: "sort all semantic strings"). */
    int *order = ARENA_ARRAY(c->scratch, int, out->len + 1), n = 0;
    for (int i = 0; i < out->len; i++) {
        StageSlot *s = &out->data[i];
        if (s->output != output || s->vk_builtin >= 0)
            continue;
        if (s->sv == SV_TARGET) /* SV_Target n is Location n unless [[vk::location]] says */
            s->location = s->vk_location >= 0 ? s->vk_location : s->index;
        else if (s->sv == SV_USER)
            order[n++] = i;
    }
    if (c->opts && c->opts->stage_io_alpha)
        for (int i = 1; i < n; i++) /* stable: equal names keep their order */
            for (int j = i; j > 0; j--) {
                const char *a = out->data[order[j - 1]].semantic, *b = out->data[order[j]].semantic;
                if (strcmp(a ? a : "", b ? b : "") <= 0)
                    break;
                int t = order[j];
                order[j] = order[j - 1];
                order[j - 1] = t;
            }
    for (int k = 0; k < n; k++) {
        StageSlot *s = &out->data[order[k]];
        s->location = any_explicit ? s->vk_location : k;
    }
}

void stage_io_collect(Ctx *c, Node *fn, int stage, StageSlots *out)
{
    Walk w;
    memset(&w, 0, sizeof w);
    w.c = c;
    w.stage = stage;
    w.out = out;
    for (int i = 0; i < fn->func.params.len; i++) {
        Node *p = fn->func.params.data[i];
        if (ast_is_uniform_param(p))
            continue; /* a member of $Globals, no stage input */
        w.root = p;
        w.output = (p->param.mods & MOD_OUT) && !(p->param.mods & MOD_INOUT);
        walk_value(&w, p, p->param.name, p->param.semantic, p->type, p->param.mods, &p->param.attrs);
    }
    if (fn->type && fn->type->kind != TY_VOID && fn->type->kind != TY_ERROR) {
        w.root = fn;
        w.output = true;
        walk_value(&w, fn, NULL, fn->func.semantic, fn->type, 0, &fn->func.attrs);
    }
    assign_locations(c, out, false);
    assign_locations(c, out, true);
}
