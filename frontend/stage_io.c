/* Stage inputs and outputs: the system-value table and the walk that
 * flattens an entry point's parameters and return value into slots
 * (stage_io.h). */
#include "stage_io.h"
#include <string.h>
#include "layout.h"
#include <strings.h>

const SvInfo sv_info[SV_COUNT] = {
#define SV_INFO_(id, name, in, out, arb_in, arb_out, builtin, types, max) \
    [id] = {name, in, out, arb_in, arb_out, builtin, types, max},
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
    /* DXC (hlsl::Semantic::DecomposeNameAndIndex): the trailing number of
     * any semantic is its index; which indices a system value allows is
     * sema's check (sv_info's max). */
    for (int k = 0; k < SV_COUNT; k++)
        if (strlen(sv_info[k].name) == base && !strncasecmp(semantic, sv_info[k].name, base))
            return k;
    return -1;
}

int sv_min_shader_model(int sv)
{
    return sv == SV_START_VERTEX_LOCATION || sv == SV_START_INSTANCE_LOCATION ? 68 : sv == SV_BARYCENTRICS ? 61 : 60;
}

/* DXC's system values (DxilSemantic.inl) that Prism does not compile. */
static const struct {
    const char *name, *why;
} sv_unsupported[] = {
    {"SV_InnerCoverage", "conservative rasterization's input, which Prism does not compile; read SV_Coverage instead"},
    {"SV_ShadingRate", "variable-rate shading's value, which Prism does not compile; set the rate with the pipeline "
                       "or a shading-rate attachment instead"},
    {"SV_CullPrimitive", "a mesh shader output, and Prism does not compile mesh shaders"},
    {"SV_GSInstanceID", "a geometry shader input, and Prism does not compile geometry shaders"},
    {"SV_OutputControlPointID", "a hull shader input, and Prism does not compile tessellation shaders"},
    {"SV_DomainLocation", "a domain shader input, and Prism does not compile tessellation shaders"},
    {"SV_TessFactor", "a hull shader output, and Prism does not compile tessellation shaders"},
    {"SV_InsideTessFactor", "a hull shader output, and Prism does not compile tessellation shaders"},
};

const char *sv_unsupported_reason(const char *semantic)
{
    size_t n = strlen(semantic);
    while (n > 0 && semantic[n - 1] >= '0' && semantic[n - 1] <= '9')
        n--;
    for (size_t k = 0; k < sizeof sv_unsupported / sizeof *sv_unsupported; k++)
        if (strlen(sv_unsupported[k].name) == n && !strncasecmp(semantic, sv_unsupported[k].name, n))
            return sv_unsupported[k].why;
    return NULL;
}

unsigned sv_stage_bit(int stage)
{
    return stage == IR_STAGE_COMPUTE ? ST_COMPUTE : stage == IR_STAGE_VERTEX ? ST_VERTEX
         : stage == IR_STAGE_FRAGMENT ? ST_FRAGMENT : 0;
}

int sv_distance_count(const Type *t)
{
    int n = 1;
    if (t && t->kind == TY_ARRAY && t->len > 0 && t->len <= 8) {
        n = (int)t->len;
        t = t->elem;
    }
    if (!t || (t->kind != TY_SCALAR && t->kind != TY_VECTOR) || t->scalar != SC_FLOAT)
        return 0;
    return n * (t->kind == TY_VECTOR ? t->cols : 1);
}

bool sv_type_ok(SvTypes types, const Type *t)
{
    if (!t || t->kind == TY_ERROR)
        return true;
    if (types == SVT_DISTANCE)
        return sv_distance_count(t) > 0;
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
    case SVT_FLOAT3: return k == SC_FLOAT && n == 3 && t->kind == TY_VECTOR;
    case SVT_USER:
        /* DXC: bool is carried as uint (Vulkan interfaces hold no bool);
         * 16-bit types exist only with -enable-16bit-types (SPIR-V
         * StorageInputOutput16). 64-bit types are not stage IO in DXIL. */
        return k == SC_FLOAT || k == SC_MIN16FLOAT || int32 || k == SC_MIN16INT || k == SC_MIN16UINT ||
               k == SC_BOOL || k == SC_HALF || k == SC_INT16 || k == SC_UINT16;
    case SVT_DISTANCE: break;
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
    case SVT_FLOAT3: return "float3";
    case SVT_USER:
        return "a scalar or vector of float, int, uint or bool (or their 16-bit and min16 forms), or an array or "
               "matrix of them of 32 vectors at most";
    case SVT_DISTANCE: return "float, float2, float3, float4 or an array of them, 8 floats at most";
    case SVT_INT_ARRAY: return "an array of int or uint";
    }
    return "?";
}

bool stage_slot_at_location(const StageSlot *s)
{
    return s->vk_builtin < 0 && (s->sv == SV_USER || s->sv == SV_TARGET || s->arbitrary);
}

SrcLoc stage_io_semantic_loc(Ctx *c, SrcLoc loc, const char *sem)
{
    if (!sem || !loc.file || (int)loc.file >= c->files.len || !loc.line)
        return loc;
    const SourceFile *f = &c->files.data[loc.file];
    const char *p = f->text, *end = f->text + f->len;
    /* memchr, not a byte loop: every stage slot's semantic is found this way */
    for (uint32_t line = 1; line < loc.line && p < end; line++) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        p = nl ? nl + 1 : end;
    }
    const char *q = p + (loc.col - 1);
    size_t n = strlen(sem);
    for (; q < end && *q != '\n' && *q != ':'; q++)
        ;
    if (q >= end || *q != ':')
        return loc;
    for (q++; q < end && (*q == ' ' || *q == '\t'); q++)
        ;
    if ((size_t)(end - q) < n || strncmp(q, sem, n) != 0)
        return loc;
    SrcLoc at = loc;
    at.col = (uint32_t)(q - p) + 1;
    return at;
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
    bool too_deep;
    int element; /* expand_elements: the element's offset from a [[vk::location]] */
    const char *inherit; /* the semantic of the struct being walked, else NULL */
    int inherit_len;     /* ... its name without the index */
    int inherit_next;    /* ... the index its next slot takes */
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
    s.sem_loc = decl->kind == ND_FUNC ? decl->loc : stage_io_semantic_loc(w->c, decl->loc, sem);
    s.output = w->output;
    s.sv = sem ? sv_lookup(sem, &s.index) : SV_USER;
    s.location = -1;
    s.vk_location = vk_attr_int(attrs, "vk::location");
    if (s.vk_location >= 0)
        s.vk_location += w->element;
    s.vk_builtin = vk_builtin_of(attrs);
    s.vk_index = vk_attr_int(attrs, "vk::index");
    s.too_deep = w->too_deep;
    s.depth = w->depth;
    memcpy(s.path, w->path, sizeof s.path);
    unsigned bit = sv_stage_bit(w->stage);
    if (s.sv >= 0 && s.sv < SV_COUNT && s.vk_builtin < 0)
        s.arbitrary = ((w->output ? sv_info[s.sv].arb_out : sv_info[s.sv].arb_in) & bit) != 0;
    /* Interpolation applies between a vertex output and a fragment input. */
    bool varying = stage_slot_at_location(&s) && s.sv != SV_TARGET &&
                   ((w->stage == IR_STAGE_VERTEX && w->output) || (w->stage == IR_STAGE_FRAGMENT && !w->output));
    if (varying) {
        s.interp = interp_of(mods);
        ScalarClass cls = t && (t->kind == TY_SCALAR || t->kind == TY_VECTOR) ? scalar_info[t->scalar].cls
                                                                              : SCLASS_FLOAT;
        if (cls == SCLASS_SINT || cls == SCLASS_UINT || cls == SCLASS_BOOL)
            s.interp = IR_INTERP_FLAT; /* Vulkan, WGSL: integers are never interpolated */
    }
    if (s.sv == SV_BARYCENTRICS) /* noperspective picks the builtin (lower_stage_io.c) */
        s.interp = interp_of(mods);
    vec_push(w->c->arena, w->out, s);
}

/* The vectors an array or matrix stage value holds, arrays of arrays and
 * arrays of matrices included (0: it is not one, or holds more than a
 * signature's 32 registers). */
static int element_slots(const Type *t)
{
    if (t->kind == TY_MATRIX)
        return t->rows > 1 && t->cols > 1 ? t->rows : 0;
    if (t->kind != TY_ARRAY || t->len < 1 || t->len > 32)
        return 0;
    const Type *e = t->elem;
    int per = e->kind == TY_SCALAR || e->kind == TY_VECTOR ? 1 : element_slots(e);
    return per > 0 && per * (int)t->len <= 32 ? per * (int)t->len : 0;
}

/* One slot per vector of t, in element order, each semantic index one
 * more than the last (*index counts up from the semantic's own). */
static void expand_into(Walk *w, Node *decl, const char *name, const char *sem, int base_len, int first, int *index,
                        const Type *t, unsigned mods, const AttrList *attrs, SrcLoc at)
{
    if (t->kind == TY_ARRAY || t->kind == TY_MATRIX) {
        int n = t->kind == TY_ARRAY ? (int)t->len : t->rows;
        const Type *et = t->kind == TY_ARRAY ? t->elem : type_vector(w->c->types, t->scalar, t->cols);
        int depth = w->depth;
        bool deep = w->too_deep;
        for (int k = 0; k < n; k++) {
            if (depth + 1 > STAGE_IO_MAX_DEPTH)
                w->too_deep = true;
            else
                w->path[w->depth++] = (uint8_t)k;
            expand_into(w, decl, name, sem, base_len, first, index, et, mods, attrs, at);
            w->depth = depth;
            w->too_deep = deep;
        }
        return;
    }
    w->element = *index - first;
    add(w, decl, name, arena_printf(w->c->arena, "%.*s%d", base_len, sem, *index), t, mods, attrs);
    w->out->data[w->out->len - 1].sem_loc = at;
    (*index)++;
}

/* An array of scalars or vectors (or of arrays or matrices of them), or a
 * matrix, with a user semantic (or SV_Target): one slot per vector (a
 * matrix's per row, as DXC's SPIR-V gives each HLSL row a Location), the
 * semantic's index counting up as D3D's signature does (float4 a[2] :
 * TEXCOORD3 is TEXCOORD3 and TEXCOORD4), each at its own Location. False
 * when t is not one. */
static bool expand_elements(Walk *w, Node *decl, const char *name, const char *sem, const Type *t, unsigned mods,
                            const AttrList *attrs)
{
    int index, sv = sv_lookup(sem, &index);
    if ((sv != SV_USER && sv != SV_TARGET) || !t || vk_builtin_of(attrs) >= 0 || element_slots(t) == 0)
        return false;
    int base = (int)strlen(sem);
    while (base > 0 && sem[base - 1] >= '0' && sem[base - 1] <= '9')
        base--;
    SrcLoc at = stage_io_semantic_loc(w->c, decl->loc, sem);
    expand_into(w, decl, name, sem, base, index, &index, t, mods, attrs, at);
    w->element = 0;
    return true;
}

static void walk_value(Walk *w, Node *decl, const char *name, const char *sem, const Type *t, unsigned mods,
                       const AttrList *attrs);

/* The fields of struct t, a base struct's first (they lead t->fields),
 * each reached through its path of IR members (layout_field_path: the
 * base is member 0). */
static void walk_fields(Walk *w, const Type *t, unsigned mods)
{
    for (int j = 0; j < t->num_fields; j++) {
        Node *fd = t->fields[j].decl;
        if (!fd)
            continue;
        uint32_t sub[STAGE_IO_MAX_DEPTH];
        int n = layout_field_path(t, j, sub, STAGE_IO_MAX_DEPTH);
        int depth = w->depth;
        bool deep = w->too_deep;
        if (depth + n > STAGE_IO_MAX_DEPTH || n <= 0) {
            w->too_deep = true;
            add(w, fd, t->fields[j].name, fd->var.semantic, t->fields[j].type, fd->var.mods, &fd->var.attrs);
            w->too_deep = deep;
            continue;
        }
        for (int k = 0; k < n; k++)
            w->path[w->depth++] = (uint8_t)(sub[k] < 255 ? sub[k] : 255);
        walk_value(w, fd, t->fields[j].name, fd->var.semantic, t->fields[j].type, fd->var.mods | (mods & INTERP_MODS),
                   &fd->var.attrs);
        w->depth = depth;
    }
}

/* A value: a struct without a semantic stands for its fields. A struct
 * with a semantic gives it to its fields, the index counting up one per
 * slot (DXC's DeclResultIdMapper::createStageVars: "all its members
 * inherit this decl's semantic, with the index sequentially increasing";
 * an enclosing semantic overrides a field's own, with a warning). */
static void walk_value(Walk *w, Node *decl, const char *name, const char *sem, const Type *t, unsigned mods,
                       const AttrList *attrs)
{
    const char *own = sem;
    int first = w->out->len;
    if (w->inherit)
        sem = arena_printf(w->c->arena, "%.*s%d", w->inherit_len, w->inherit, w->inherit_next);
    if (t && t->kind == TY_STRUCT && (sem || w->inherit)) {
        bool outermost = !w->inherit;
        if (outermost) {
            int len = (int)strlen(sem);
            while (len > 0 && sem[len - 1] >= '0' && sem[len - 1] <= '9')
                len--;
            sv_lookup(sem, &w->inherit_next);
            w->inherit = sem;
            w->inherit_len = len;
        }
        walk_fields(w, t, mods);
        if (outermost)
            w->inherit = NULL;
    } else if (t && t->kind == TY_STRUCT) {
        walk_fields(w, t, mods);
    } else {
        if (!sem || !expand_elements(w, decl, name, sem, t, mods, attrs))
            add(w, decl, name, sem, t, mods, attrs);
        if (w->inherit)
            w->inherit_next += w->out->len - first;
    }
    if (w->inherit && own && first < w->out->len && !w->out->data[first].overridden) {
        w->out->data[first].overridden = own;
        w->out->data[first].overridden_loc = stage_io_semantic_loc(w->c, decl->loc, own);
    }
}

/* Locations of one direction: SV_Target n is n; user semantics take
 * [[vk::location]] if any slot of the direction gives one (sema requires
 * all or none, as DXC does), else the next one in order. */
static void assign_locations(Ctx *c, StageSlots *out, bool output)
{
    bool any_explicit = false;
    for (int i = 0; i < out->len; i++)
        if (out->data[i].output == output && stage_slot_at_location(&out->data[i]) && out->data[i].sv != SV_TARGET &&
            out->data[i].vk_location >= 0)
            any_explicit = true;
    /* The user semantics in declaration order, or by name under
     * -fvk-stage-io-order=alpha (DXC: "sort all semantic strings"). */
    int *order = ARENA_ARRAY(c->scratch, int, out->len + 1), n = 0;
    for (int i = 0; i < out->len; i++) {
        StageSlot *s = &out->data[i];
        if (s->output != output || !stage_slot_at_location(s))
            continue;
        if (s->sv == SV_TARGET) /* SV_Target n is Location n unless [[vk::location]] says */
            s->location = s->vk_location >= 0 ? s->vk_location : s->index;
        else
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

/* The clip (or cull) distances of one direction share one float array:
 * each semantic index takes its floats in the order of the indices
 * (DXC's GlPerVertex::calculateClipCullDistanceArraySize). */
static void assign_distances(StageSlots *out, bool output, int sv)
{
    int total = 0;
    for (int idx = 0; idx <= sv_info[sv].max_index; idx++)
        for (int i = 0; i < out->len; i++) {
            StageSlot *s = &out->data[i];
            if (s->output == output && s->sv == sv && !s->arbitrary && s->vk_builtin < 0 && s->index == idx) {
                s->distance_offset = total;
                total += sv_distance_count(s->type);
            }
        }
    for (int i = 0; i < out->len; i++)
        if (out->data[i].output == output && out->data[i].sv == sv)
            out->data[i].distance_total = total;
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
        bool inout = (p->param.mods & MOD_INOUT) || ((p->param.mods & MOD_IN) && (p->param.mods & MOD_OUT));
        w.output = (p->param.mods & MOD_OUT) && !inout;
        walk_value(&w, p, p->param.name, p->param.semantic, p->type, p->param.mods, &p->param.attrs);
        if (inout) { /* DXC (canActAsInParmVar, canActAsOutParmVar): an input and an output of one semantic */
            w.output = true;
            walk_value(&w, p, p->param.name, p->param.semantic, p->type, p->param.mods, &p->param.attrs);
        }
    }
    if (fn->type && fn->type->kind != TY_VOID && fn->type->kind != TY_ERROR) {
        w.root = fn;
        w.output = true;
        walk_value(&w, fn, NULL, fn->func.semantic, fn->type, 0, &fn->func.attrs);
    }
    for (int dir = 0; dir < 2; dir++) {
        assign_locations(c, out, dir == 1);
        assign_distances(out, dir == 1, SV_CLIP_DISTANCE);
        assign_distances(out, dir == 1, SV_CULL_DISTANCE);
    }
}
