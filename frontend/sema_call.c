/* Calls: intrinsics (the signature language of intrinsics/intrinsics.h,
 * parsed once per process), methods of resources, mul's nine forms, and
 * constructors (float3(1, v.xy)); calls of user functions and methods are
 * resolved in sema_call_user.c.
 *
 * Overload resolution ranks each argument's conversion (sema_conv_rank:
 * exact < promotion/literal adoption < conversion < splat < truncation) and
 * picks the candidate no worse in every argument and better in one, as DXC
 * does (SemaHLSL.cpp, after C++ [over.match.best]). Intrinsic rows that tie
 * are taken in table order. */
#include "sema.h"
#include "texture.h"
#include "sema_inline_spirv.h"
#include <stdatomic.h>
#include <string.h>
#include "../util/threads.h"

/* ---- the signature language ---- */

typedef enum PKind { PK_T, PK_S, PK_B, PK_U, PK_I, PK_F, PK_D, PK_CONCRETE, PK_AT, PK_E, PK_VOID,
                     PK_TEXTURE, /* a texture letter (K V C G O L): sema_texture_param */
                     PK_RAYDESC  /* TraceRayInline's ray: any struct here, checked by sema_rayquery_call */ } PKind;

typedef struct SigParam {
    PKind kind;
    TypeKind tkind;  /* PK_CONCRETE (TY_RESOURCE: a sampler, res) */
    ResourceKind res;
    char letter;     /* PK_TEXTURE */
    ScalarKind scalar;
    int rows, cols;
    bool out, inout, ref, optional;
    bool int_scalar; /* int! / uint!: an integer scalar exactly */
} SigParam;

typedef struct Sig {
    bool ok;          /* parsed */
    SigParam ret;
    int nparams, nrequired;
    SigParam params[SIG_MAX];
    bool uses_t, uses_at;
} Sig;

static bool word_is(const char *p, size_t n, const char *w) { return strlen(w) == n && strncmp(p, w, n) == 0; }

/* One type word of a signature: T S B U I F D E @ void, or a concrete
 * scalar/vector/matrix name (uint, uint2, float3, float4x4). */
static bool parse_type_word(const char *p, size_t n, SigParam *out)
{
    if (n == 1) {
        switch (p[0]) {
        case 'T': out->kind = PK_T; return true;
        case 'S': out->kind = PK_S; return true;
        case 'B': out->kind = PK_B; return true;
        case 'U': out->kind = PK_U; return true;
        case 'I': out->kind = PK_I; return true;
        case 'F': out->kind = PK_F; return true;
        case 'D': out->kind = PK_D; return true;
        case 'E': out->kind = PK_E; return true;
        case '@': out->kind = PK_AT; return true;
        case 'K': case 'V': case 'C': case 'G': case 'O': case 'L':
            out->kind = PK_TEXTURE;
            out->letter = p[0];
            return true;
        default: break;
        }
    }
    if (word_is(p, n, "sampler") || word_is(p, n, "sampler_cmp")) {
        out->kind = PK_CONCRETE;
        out->tkind = TY_RESOURCE;
        out->res = n == 7 ? RES_SAMPLER : RES_SAMPLER_CMP;
        return true;
    }
    if (word_is(p, n, "RaytracingAccelerationStructure")) {
        out->kind = PK_CONCRETE;
        out->tkind = TY_RESOURCE;
        out->res = RES_ACCEL_STRUCT;
        return true;
    }
    if (word_is(p, n, "RayDesc")) {
        out->kind = PK_RAYDESC;
        return true;
    }
    if (word_is(p, n, "void")) {
        out->kind = PK_VOID;
        return true;
    }
    size_t base = n;
    while (base > 0 && ((p[base - 1] >= '0' && p[base - 1] <= '9') || p[base - 1] == 'x'))
        base--;
    /* "uint16_t"-style names end in digits too: try the whole word first. */
    for (int k = 0; k < SC_LITERAL_INT; k++) {
        if (word_is(p, n, scalar_info[k].name)) {
            out->kind = PK_CONCRETE;
            out->tkind = TY_SCALAR;
            out->scalar = (ScalarKind)k;
            return true;
        }
    }
    for (int k = 0; k < SC_LITERAL_INT; k++) {
        if (!word_is(p, base, scalar_info[k].name))
            continue;
        const char *d = p + base;
        size_t dn = n - base;
        out->kind = PK_CONCRETE;
        out->scalar = (ScalarKind)k;
        if (dn == 1 && d[0] >= '1' && d[0] <= '4') {
            out->tkind = TY_VECTOR;
            out->cols = d[0] - '0';
            return true;
        }
        if (dn == 3 && d[1] == 'x' && d[0] >= '1' && d[0] <= '4' && d[2] >= '1' && d[2] <= '4') {
            out->tkind = TY_MATRIX;
            out->rows = d[0] - '0';
            out->cols = d[2] - '0';
            return true;
        }
        return false;
    }
    return false;
}

/* One parameter: [out|inout|ref] TYPE[!][?] */
static bool parse_param(const char *p, size_t n, SigParam *out)
{
    memset(out, 0, sizeof *out);
    while (n > 0 && *p == ' ') {
        p++;
        n--;
    }
    while (n > 0 && p[n - 1] == ' ')
        n--;
    if (n > 0 && p[n - 1] == '?') {
        out->optional = true;
        n--;
    }
    for (;;) {
        if (n > 4 && strncmp(p, "out ", 4) == 0) {
            out->out = true;
            p += 4, n -= 4;
        } else if (n > 6 && strncmp(p, "inout ", 6) == 0) {
            out->inout = true;
            p += 6, n -= 6;
        } else if (n > 4 && strncmp(p, "ref ", 4) == 0) {
            out->ref = true;
            p += 4, n -= 4;
        } else {
            break;
        }
    }
    bool strict = n > 0 && p[n - 1] == '!';
    if (strict)
        n--;
    if (!(n > 0 && parse_type_word(p, n, out)))
        return false;
    if (!strict)
        return true;
    /* int! / uint! only (intrinsics.h) */
    out->int_scalar = true;
    return out->kind == PK_CONCRETE && out->tkind == TY_SCALAR && (out->scalar == SC_INT || out->scalar == SC_UINT);
}

static void parse_sig(const char *text, Sig *sig)
{
    memset(sig, 0, sizeof *sig);
    const char *lp = strchr(text, '('), *rp = strrchr(text, ')');
    if (!lp || !rp || rp < lp || !parse_param(text, (size_t)(lp - text), &sig->ret))
        return;
    const char *p = lp + 1;
    while (p < rp) {
        const char *q = p;
        while (q < rp && *q != ',')
            q++;
        if (sig->nparams == SIG_MAX || !parse_param(p, (size_t)(q - p), &sig->params[sig->nparams]))
            return;
        SigParam *sp = &sig->params[sig->nparams++];
        if (!sp->optional)
            sig->nrequired = sig->nparams;
        p = q < rp ? q + 1 : q;
    }
    for (int i = -1; i < sig->nparams; i++) {
        PKind k = i < 0 ? sig->ret.kind : sig->params[i].kind;
        if (k == PK_T || k == PK_S || k == PK_B || k == PK_U || k == PK_I || k == PK_F || k == PK_D)
            sig->uses_t = true;
        if (k == PK_AT)
            sig->uses_at = true;
    }
    sig->ok = true;
}

/* Each row's signature, parsed on its first use in the process (the table
 * is constant; a compile parsing again what the last one parsed was most
 * of get_sig's cost, and zeroing a per-compile cache of INTR_COUNT
 * pointers the rest). A row is parsed under sig_lock, then published by
 * its ready flag: a compile on another thread reads it whole, or waits for
 * the lock and finds it ready. */
static Sig row_sigs[INTR_COUNT];
static atomic_bool row_sig_ready[INTR_COUNT];
static pthread_mutex_t sig_lock = PTHREAD_MUTEX_INITIALIZER;

static const Sig *get_sig(Sema *s, IntrinsicId id)
{
    Sig *sig = &row_sigs[id];
    if (!atomic_load_explicit(&row_sig_ready[id], memory_order_acquire)) {
        pthread_mutex_lock(&sig_lock);
        if (!atomic_load_explicit(&row_sig_ready[id], memory_order_relaxed)) {
            parse_sig(intrinsic_info[id].signature, sig);
            atomic_store_explicit(&row_sig_ready[id], true, memory_order_release);
        }
        pthread_mutex_unlock(&sig_lock);
    }
    if (!sig->ok) /* after the unlock: ice does not return here */
        ice(s->c, "bad intrinsic signature \"%s\" of row %d", intrinsic_info[id].signature, (int)id);
    return sig;
}

/* ---- binding a row to the arguments ---- */

typedef struct Binding {
    bool viable;
    Type *ret;
    Type *params[SIG_MAX];
    ConvRank ranks[SIG_MAX];
    const Type *bad_type; /* a type the row does not take (for "'sqrt' does not take 'double'") */
    int bad_int_arg;      /* 1 + the index of an argument an int!/uint! refused, or 0 */
    bool bad_shape;       /* INF_SAME_SHAPE refused the arguments' shapes */
} Binding;

static unsigned class_bit(ScalarKind k)
{
    switch (k) {
    case SC_BOOL: return TC_BOOL;
    case SC_DOUBLE: return TC_DOUBLE;
    case SC_INT64: return TC_INT64 | TC_SINT;
    case SC_UINT64: return TC_INT64 | TC_UINT;
    default:
        switch (scalar_info[k].cls) {
        case SCLASS_SINT: return TC_SINT;
        case SCLASS_UINT: return TC_UINT;
        default: return TC_FLOAT;
        }
    }
}

static bool class_fits(unsigned classes, ScalarKind k)
{
    unsigned need = class_bit(k);
    return (classes & need) == need;
}

static Type *concrete_type(Sema *s, const SigParam *p)
{
    switch (p->tkind) {
    case TY_RESOURCE: return type_resource(s->tt, p->res, NULL);
    case TY_VECTOR: return type_vector(s->tt, p->scalar, p->cols);
    case TY_MATRIX: return type_matrix(s->tt, p->scalar, p->rows, p->cols);
    default: return type_scalar(s->tt, p->scalar);
    }
}

static Type *instantiate(Sema *s, const SigParam *p, Type *T, Type *at, Type *elem, const Type *obj)
{
    switch (p->kind) {
    case PK_T: return T;
    case PK_S: return T ? type_scalar(s->tt, T->scalar) : NULL;
    case PK_B: return T ? sema_with_scalar(s, T, SC_BOOL) : NULL;
    case PK_U: return T ? sema_with_scalar(s, T, SC_UINT) : NULL;
    case PK_I: return T ? sema_with_scalar(s, T, SC_INT) : NULL;
    case PK_F: return T ? sema_with_scalar(s, T, SC_FLOAT) : NULL;
    case PK_D: return T ? sema_with_scalar(s, T, SC_DOUBLE) : NULL;
    case PK_CONCRETE: return concrete_type(s, p);
    case PK_AT: return at;
    case PK_E: return elem;
    case PK_VOID: return type_void(s->tt);
    case PK_TEXTURE: return sema_texture_param(s, obj, p->letter);
    case PK_RAYDESC: return NULL; /* bind_row takes the argument's own type */
    }
    return NULL;
}

static bool is_literal_type(const Type *t)
{
    return t->kind == TY_SCALAR && (t->scalar == SC_LITERAL_INT || t->scalar == SC_LITERAL_FLOAT);
}

static Type *concrete(Sema *s, Type *t)
{
    if (sema_is_numeric_shape(t) && sema_concrete_scalar(t->scalar) != t->scalar)
        return sema_with_scalar(s, t, sema_concrete_scalar(t->scalar));
    return t;
}

/* Binds T of a row to argument types (DXC's intrinsic template matching:
 * T unifies across the T arguments by the usual arithmetic conversions,
 * literals adopt it, out/ref arguments fix it exactly). */
static Type *bind_t(Sema *s, const IntrinsicInfo *row, const Sig *sig, Type **args, int nargs, Binding *b)
{
    Type *T = NULL;
    bool all_lit = true, any_float_lit = false, any_t = false;
    for (int i = 0; i < nargs; i++) {
        const SigParam *p = &sig->params[i];
        if (p->kind != PK_T)
            continue;
        any_t = true;
        if (!sema_is_numeric_shape(args[i]))
            return NULL;
        if (is_literal_type(args[i])) {
            any_float_lit |= args[i]->scalar == SC_LITERAL_FLOAT;
            continue;
        }
        all_lit = false;
        if (p->out || p->inout || p->ref) {
            T = args[i];
            break;
        }
        T = T ? sema_common_type(s, T, args[i]) : args[i];
        if (!T)
            return NULL;
    }
    if (!any_t)
        return NULL;
    unsigned tc = row->type_classes;
    if (all_lit) {
        /* literals: int / float, or double where the row takes no float (fma) */
        ScalarKind lk = !any_float_lit ? SC_INT : (tc & TC_DOUBLE) && !(tc & TC_FLOAT) ? SC_DOUBLE : SC_FLOAT;
        T = type_scalar(s->tt, lk);
    }
    T = concrete(s, T);
    /* Element class: allowed as is, or converted to an allowed class;
     * double and 64-bit integers only where the row says so; rows of bools
     * only (and, or) take any numbers as bools. */
    ScalarKind k = T->scalar;
    if (!class_fits(tc, k)) {
        ScalarClass cls = scalar_info[k].cls;
        ScalarKind to = SC_COUNT;
        if (tc == TC_BOOL)
            to = SC_BOOL;
        else if (k == SC_DOUBLE || k == SC_INT64 || k == SC_UINT64 || cls == SCLASS_FLOAT)
            to = SC_COUNT;
        else if (cls == SCLASS_BOOL)
            to = (tc & TC_SINT) ? SC_INT : (tc & TC_UINT) ? SC_UINT : (tc & TC_FLOAT) ? SC_FLOAT : SC_COUNT;
        else /* integers */
            to = (tc & TC_SINT) ? SC_INT : (tc & TC_UINT) ? SC_UINT : (tc & TC_FLOAT) ? SC_FLOAT : SC_COUNT;
        if (to == SC_COUNT) {
            b->bad_type = type_scalar(s->tt, k);
            return NULL;
        }
        T = sema_with_scalar(s, T, to);
    }
    /* INF_32BIT: a 16-bit T is taken as its 32-bit kind (DXC converts:
     * asuint(half h) is asuint((float)h)). */
    if ((row->flags & INF_32BIT) && scalar_info[T->scalar].bits == 16) {
        ScalarClass cls = scalar_info[T->scalar].cls;
        T = sema_with_scalar(s, T, cls == SCLASS_FLOAT ? SC_FLOAT : cls == SCLASS_SINT ? SC_INT : SC_UINT);
    }
    unsigned shape_bit = T->kind == TY_MATRIX ? TS_MATRIX : T->kind == TY_VECTOR ? TS_VECTOR : TS_SCALAR;
    if ((row->flags & INF_SQUARE) && T->kind == TY_MATRIX && T->rows != T->cols) {
        b->bad_type = T; /* determinant of a square matrix only */
        return NULL;
    }
    if (!(row->type_shapes & shape_bit)) {
        /* A 1-vector is a scalar where only scalars are taken. */
        if (T->kind == TY_VECTOR && T->cols == 1 && (row->type_shapes & TS_SCALAR))
            return type_scalar(s->tt, T->scalar);
        b->bad_type = T;
        return NULL;
    }
    return T;
}

/* int! / uint!: an integer scalar (or integer literal) as it is. */
static bool is_int_scalar(const Type *t)
{
    if (t->kind != TY_SCALAR || t->scalar == SC_BOOL || t->scalar == SC_LITERAL_FLOAT)
        return false;
    return t->scalar == SC_LITERAL_INT || scalar_info[t->scalar].cls != SCLASS_FLOAT;
}

static bool is_t_shaped(PKind k)
{
    return k == PK_T || k == PK_B || k == PK_U || k == PK_I || k == PK_F || k == PK_D;
}

/* INF_SAME_SHAPE: every T-shaped argument that is not a scalar has T's shape
 * (DXC's select/and/or match the condition's and the values' components). */
static bool shapes_match(const Sig *sig, Type **args, int nargs, const Type *T)
{
    for (int i = 0; i < nargs; i++) {
        const Type *a = args[i];
        if (!is_t_shaped(sig->params[i].kind) || !sema_is_numeric_shape(a) || type_component_count(a) == 1)
            continue;
        if (a->kind != T->kind || a->rows != T->rows || a->cols != T->cols)
            return false;
    }
    return true;
}

static void bind_row(Sema *s, IntrinsicId id, Type **args, int nargs, Type *tmpl, Type *elem, const Type *obj,
                     Binding *b)
{
    const IntrinsicInfo *row = &intrinsic_info[id];
    const Sig *sig = get_sig(s, id);
    memset(b, 0, sizeof *b);
    if (nargs < sig->nrequired || nargs > sig->nparams)
        return;
    /* @: the call's template argument (buf.Load<T>), or deduced from the
     * argument in its position (Store<T>(addr, value)). */
    Type *at = tmpl;
    if (tmpl && !sig->uses_at)
        return;
    if (!at && sig->uses_at) {
        if (sig->ret.kind == PK_AT)
            return; /* Load<T> needs its T written */
        for (int i = 0; i < nargs; i++)
            if (sig->params[i].kind == PK_AT)
                at = concrete(s, args[i]);
        if (!at)
            return;
    }
    if (!elem) {
        for (int i = -1; i < nargs; i++)
            if ((i < 0 ? sig->ret.kind : sig->params[i].kind) == PK_E)
                return;
    }
    Type *T = NULL;
    if (sig->uses_t) {
        T = bind_t(s, row, sig, args, nargs, b);
        if (!T)
            return;
        if (id == INTR_SELECT)
            T = sema_select_shape(s, args, nargs, T);
        if ((row->flags & INF_SAME_SHAPE) && !shapes_match(sig, args, nargs, T)) {
            b->bad_shape = true;
            return;
        }
    }
    for (int i = 0; i < nargs; i++) {
        const SigParam *p = &sig->params[i];
        Type *pt = p->kind == PK_RAYDESC ? args[i] : instantiate(s, p, T, at, elem, obj);
        if (!pt)
            return;
        if (p->int_scalar && !is_int_scalar(args[i])) {
            b->bad_int_arg = i + 1;
            return;
        }
        b->params[i] = pt;
        ConvRank r = sema_conv_rank(s, args[i], pt);
        if (p->ref && r != CONV_EXACT && args[i]->kind != TY_ERROR)
            return; /* atomics work on the object itself */
        if ((p->out || p->inout) && sema_conv_rank(s, pt, args[i]) == CONV_NONE)
            return;
        if (r == CONV_NONE)
            return;
        /* @ deduced from a literal is no better than converting it: Store(a, 5)
         * stays the uint row. */
        if (p->kind == PK_AT && is_literal_type(args[i]))
            r = CONV_CONVERSION;
        b->ranks[i] = r;
    }
    b->ret = instantiate(s, &sig->ret, T, at, elem, obj);
    b->viable = b->ret != NULL;
}

/* a better than b: no argument worse, one better. */
int sema_compare_ranks(const ConvRank *a, const ConvRank *b, int n)
{
    bool a_better = false, b_better = false;
    for (int i = 0; i < n; i++) {
        if (a[i] < b[i])
            a_better = true;
        else if (b[i] < a[i])
            b_better = true;
    }
    return a_better && !b_better ? 1 : b_better && !a_better ? -1 : 0;
}

/* ---- messages ---- */

const char *sema_arg_list(Sema *s, const char *name, Type **args, int nargs)
{
    StrBuf sb = {0};
    sb_printf(&sb, "%s(", name);
    for (int i = 0; i < nargs; i++)
        sb_printf(&sb, "%s%s", i ? ", " : "", type_name(s->c, concrete(s, args[i])));
    sb_putc(&sb, ')');
    const char *r = arena_strdup(s->c->arena, sb.data);
    sb_free(&sb);
    return r;
}

static const char *intrinsic_sigs(Sema *s, IntrinsicId first, int count)
{
    StrBuf sb = {0};
    for (int i = 0; i < count; i++) {
        const char *sig = intrinsic_info[first + i].signature, *lp = strchr(sig, '(');
        sb_printf(&sb, "%s%.*s %s%s", i ? ", " : "", (int)(lp - sig), sig, intrinsic_info[first + i].hlsl, lp);
    }
    const char *r = arena_strdup(s->c->arena, sb.data ? sb.data : "");
    sb_free(&sb);
    return r;
}

/* ---- argument checks after the choice ---- */

/* Atomics need memory shared with others: a groupshared variable or an
 * element of an RW buffer (DXC: "Atomic operation targets must be
 * groupshared or UAV"). */
static bool atomic_dest_ok(const Node *e)
{
    for (;;) {
        switch (e->kind) {
        case ND_MEMBER:
            if (e->member.what == MEMBER_BITFIELD)
                return false; /* DXC: no atomics on bit-fields */
            e = e->member.object;
            break;
        case ND_INDEX: {
            const Type *bt = e->index.base->type;
            if (bt && bt->kind == TY_RESOURCE)
                return resource_info[bt->res].writable;
            e = e->index.base;
            break;
        }
        case ND_IDENT:
            return e->ident.sym == SYM_VAR && e->ident.decl && (e->ident.decl->var.mods & MOD_GROUPSHARED);
        case ND_CAST:
            if (e->cast.implicit) {
                e = e->cast.expr;
                break;
            }
            return false;
        default: return false;
        }
    }
}

/* An argument already of its parameter's type converts to nothing
 * (sema_conv.c's convert returns at once, but RayQuery copies are checked):
 * skipping it saves formatting the message sema_convert would not show. */
static bool same_type_as_is(const Node *arg, const Type *param)
{
    return arg->type && arg->type == param && param->kind != TY_RAYQUERY;
}

static bool apply_intrinsic_args(Sema *s, Node *call, const char *name, IntrinsicId id, const Binding *b)
{
    const Sig *sig = get_sig(s, id);
    bool ok = true;
    for (int i = 0; i < call->call.args.len; i++) {
        const SigParam *p = &sig->params[i];
        Node **a = &call->call.args.data[i];
        if (p->ref) {
            if (!atomic_dest_ok(*a)) {
                diag(s->c, (*a)->loc, D_SEMA_ATOMIC_DEST, name);
                ok = false;
            } else if (!sema_check_assignable(s, *a, arena_printf(s->c->arena, "the destination of %s", name))) {
                ok = false;
            }
        } else if (p->out || p->inout) {
            if (!sema_check_assignable(s, *a, arena_printf(s->c->arena, "argument %d of '%s' (an out parameter)", i + 1, name)))
                ok = false;
        } else if (!same_type_as_is(*a, b->params[i])) {
            ok &= sema_convert(s, a, b->params[i], arena_printf(s->c->arena, "argument %d of '%s'", i + 1, name));
        }
    }
    return ok;
}

/* ---- intrinsic calls ---- */

static Type *fail(Sema *s, Node *n)
{
    n->type = type_error(s->tt);
    return n->type;
}

/* The row's language version and shader model against the options. */
static bool intrinsic_available(Sema *s, Node *n, const char *name, unsigned flags)
{
    if ((flags & INF_HLSL2021) && !s->hlsl2021) {
        diag(s->c, n->loc, D_SEMA_NEEDS_2021, name);
        return false;
    }
    int sm = (flags & INF_SM_6_10) ? 70 : (flags & INF_SM_6_8) ? 68 : (flags & INF_SM_6_7) ? 67 : (flags & INF_SM_6_6) ? 66
           : (flags & INF_SM_6_5) ? 65 : (flags & INF_SM_6_4) ? 64 : (flags & INF_SM_6_2) ? 62 : 0; /* 6.10 is 70: sema.h */
    if (sm && (flags & INF_SM_WARN) && s->shader_model < sm) {
        diag(s->c, n->loc, D_SEMA_SM_WARN, name, sm / 10, sm % 10, s->shader_model / 10, s->shader_model % 10, sm / 10,
             sm % 10);
        return true;
    }
    return !sm || sema_require_sm(s, n->loc, sm, arena_printf(s->c->arena, "'%s'", name));
}

/* Picks among rows [first, first+count). Returns false after reporting. */
static bool resolve_intrinsic(Sema *s, Node *n, const char *name, IntrinsicId first, int count, Type **args,
                              int nargs, Type *tmpl, Type *elem, const Type *obj)
{
    Binding best = {0}, cur;
    int best_id = -1, bad_int = 0;
    const Type *bad = NULL;
    bool bad_shape = false;
    for (int i = 0; i < count; i++) {
        bind_row(s, (IntrinsicId)(first + i), args, nargs, tmpl, elem, obj, &cur);
        if (!cur.viable) {
            if (cur.bad_type && !bad)
                bad = cur.bad_type;
            bad_int = bad_int ? bad_int : cur.bad_int_arg;
            bad_shape |= cur.bad_shape;
            continue;
        }
        /* Rows tie in table order: the earlier one stays. */
        if (best_id < 0 || sema_compare_ranks(cur.ranks, best.ranks, nargs) > 0) {
            best = cur;
            best_id = first + i;
        }
    }
    if (best_id < 0) {
        if (bad_int)
            diag(s->c, sema_expr_start(n->call.args.data[bad_int - 1]), D_SEMA_INTR_INT_ARG, bad_int, name,
                 type_name(s->c, concrete(s, args[bad_int - 1])));
        else if (bad_shape)
            diag(s->c, n->loc, D_SEMA_INTR_SHAPE, name, sema_arg_list(s, name, args, nargs));
        else if (bad)
            diag(s->c, n->loc, D_SEMA_INTR_TYPE, name, type_name(s->c, bad));
        else
            diag(s->c, n->loc, D_SEMA_NO_OVERLOAD, sema_arg_list(s, name, args, nargs), intrinsic_sigs(s, first, count));
        return false;
    }
    n->call.intrinsic = best_id;
    n->type = best.ret;
    if (best_id == INTR_NON_UNIFORM_RESOURCE_INDEX && s->ast)
        s->ast->nonuniform_index = true;
    if (!intrinsic_available(s, n, name, intrinsic_info[best_id].flags))
        n->type = type_error(s->tt);
    /* transpose: "T(T)" with the dimensions swapped. */
    if (best_id == INTR_TRANSPOSE && best.ret->kind == TY_MATRIX)
        n->type = type_matrix(s->tt, best.ret->scalar, best.ret->cols, best.ret->rows);
    if (!apply_intrinsic_args(s, n, name, (IntrinsicId)best_id, &best) || !sema_vk_intrinsic_args(s, n) ||
        !sema_classic_intrinsic_args(s, n))
        n->type = type_error(s->tt);
    return true;
}

/* mul(a, b): the nine HLSL forms, with the dimension checks. Matrices are
 * rows x cols; a vector on the left is a row vector, on the right a column. */
static Type *mul(Sema *s, Node *n, Type **args)
{
    Type *a = args[0], *b = args[1];
    if (!sema_is_numeric_shape(a) || !sema_is_numeric_shape(b)) {
        diag(s->c, n->loc, D_SEMA_NO_OVERLOAD, sema_arg_list(s, "mul", args, 2), "mul(scalar|vector|matrix, scalar|vector|matrix)");
        return fail(s, n);
    }
    ScalarKind k = sema_concrete_scalar(sema_common_scalar(s, a->scalar, b->scalar));
    if (k == SC_BOOL)
        k = SC_INT;
    Type *ta = sema_with_scalar(s, a, k), *tb = sema_with_scalar(s, b, k), *r = NULL;
    const char *why = NULL;
    if (a->kind == TY_SCALAR)
        r = tb; /* scalar * scalar|vector|matrix */
    else if (b->kind == TY_SCALAR)
        r = ta; /* vector|matrix * scalar */
    else if (a->kind == TY_VECTOR && b->kind == TY_VECTOR) {
        if (a->cols != b->cols)
            why = arena_printf(s->c->arena, "the vectors have %d and %d components", a->cols, b->cols);
        r = type_scalar(s->tt, k); /* dot product */
    } else if (a->kind == TY_VECTOR) { /* row vector * matrix */
        if (a->cols != b->rows)
            why = arena_printf(s->c->arena, "the vector has %d components but the matrix has %d rows", a->cols, b->rows);
        r = type_vector(s->tt, k, b->cols);
    } else if (b->kind == TY_VECTOR) { /* matrix * column vector */
        if (b->cols != a->cols)
            why = arena_printf(s->c->arena, "the matrix has %d columns but the vector has %d components", a->cols, b->cols);
        r = type_vector(s->tt, k, a->rows);
    } else { /* matrix * matrix */
        if (a->cols != b->rows)
            why = arena_printf(s->c->arena, "the left matrix has %d columns but the right one has %d rows", a->cols, b->rows);
        r = type_matrix(s->tt, k, a->rows, b->cols);
    }
    if (why) {
        diag(s->c, n->loc, D_SEMA_MUL_DIMS, why);
        return fail(s, n);
    }
    sema_convert(s, &n->call.args.data[0], ta, "argument 1 of 'mul'");
    sema_convert(s, &n->call.args.data[1], tb, "argument 2 of 'mul'");
    n->call.intrinsic = INTR_MUL;
    return n->type = r;
}

/* ---- methods ---- */

unsigned sema_object_bits(ResourceKind r)
{
    switch (r) {
    case RES_BYTEADDRESS: return OBJ_BYTEADDRESS;
    case RES_RWBYTEADDRESS: return OBJ_RWBYTEADDRESS;
    case RES_STRUCTURED: return OBJ_STRUCTURED;
    case RES_RWSTRUCTURED: return OBJ_STRUCTURED | OBJ_RWSTRUCTURED;
    case RES_APPEND_STRUCTURED: return OBJ_STRUCTURED | OBJ_APPEND;
    case RES_CONSUME_STRUCTURED: return OBJ_STRUCTURED | OBJ_CONSUME;
    case RES_BUFFER: case RES_RWBUFFER: return OBJ_TYPED;
    case RES_SUBPASS_INPUT: return OBJ_SUBPASS;
    case RES_SUBPASS_INPUT_MS: return OBJ_SUBPASS_MS;
    default: return texture_info(r) ? texture_info(r)->obj : 0;
    }
}

static const char *obj_root_name(const Node *e)
{
    while (e->kind == ND_MEMBER || e->kind == ND_INDEX)
        e = e->kind == ND_MEMBER ? e->member.object : e->index.base;
    return e->kind == ND_IDENT ? e->ident.name : "object";
}

static Type *resource_method(Sema *s, Node *n, Node *obj, Type *ot, const char *name, Type **args, int nargs)
{
    unsigned bits = sema_object_bits(ot->res);
    int count = 0;
    IntrinsicId first = bits ? intrinsic_lookup(name, bits, &count) : INTR_COUNT;
    if (count == 0) {
        /* A write method on a read-only buffer: say which type to declare. */
        unsigned rw = ot->res == RES_BYTEADDRESS ? OBJ_RWBYTEADDRESS : 0;
        int c2 = 0;
        if (rw)
            intrinsic_lookup(name, rw, &c2);
        if (c2) {
            diag(s->c, n->loc, D_SEMA_READONLY_METHOD, name, type_name(s->c, ot), obj_root_name(obj), "RWByteAddressBuffer");
            return fail(s, n);
        }
        diag(s->c, n->loc, D_SEMA_NO_METHOD, type_name(s->c, ot), name);
        return fail(s, n);
    }
    Type *tmpl = n->call.template_arg ? sema_resolve_type(s, n->call.template_arg, NULL, 0) : NULL;
    if (tmpl && tmpl->kind == TY_ERROR)
        return fail(s, n);
    n->call.object = obj;
    const TextureInfo *ti = type_is_texture(ot) ? texture_info(ot->res) : NULL;
    const SigParam *p0 = get_sig(s, first)->nparams ? &get_sig(s, first)->params[0] : NULL;
    if (ti && ti->combined && p0 && p0->kind == PK_CONCRETE && p0->tkind == TY_RESOURCE) {
        /* vk::SampledTexture2D: t.Sample(uv) is Texture2D's t.Sample(its own sampler, uv) */
        if (nargs && type_is_sampler(args[0])) {
            diag(s->c, sema_expr_start(n->call.args.data[0]), D_SEMA_OWN_SAMPLER, obj_root_name(obj),
                 type_name(s->c, ot), obj_root_name(obj), name);
            return fail(s, n);
        }
        Node *own = sema_texture_own_sampler(s, obj, p0->res);
        NodeList *l = &n->call.args;
        vec_push(s->c->arena, l, own);
        memmove(&l->data[1], &l->data[0], (size_t)(l->len - 1) * sizeof *l->data);
        l->data[0] = own;
        Type **with = ARENA_ARRAY(s->c->arena, Type *, nargs + 1);
        with[0] = own->type;
        memcpy(&with[1], args, (size_t)nargs * sizeof *args);
        args = with;
        nargs++;
    }
    if (!resolve_intrinsic(s, n, name, first, count, args, nargs, tmpl, ot->elem, ot))
        return fail(s, n);
    if (type_is_texture(ot) && !sema_texture_method(s, n, ot))
        return fail(s, n);
    return n->type;
}

/* q.TraceRayInline(...), q.Proceed() ...: RayQuery's rows (OBJ_RAYQUERY) */
static Type *rayquery_method(Sema *s, Node *n, Node *obj, Type *ot, const char *name, Type **args, int nargs)
{
    int count = 0;
    IntrinsicId first = intrinsic_lookup(name, OBJ_RAYQUERY, &count);
    if (count == 0) {
        diag(s->c, n->call.callee->loc, D_SEMA_NO_METHOD, type_name(s->c, ot), name);
        sema_suggest_member(s, n->call.callee->loc, ot, name, true);
        return fail(s, n);
    }
    if (!sema_rayquery_object(s, n, obj, name))
        return fail(s, n);
    n->call.object = obj;
    if (!resolve_intrinsic(s, n, name, first, count, args, nargs, NULL, NULL, ot))
        return fail(s, n);
    if (n->type->kind != TY_ERROR && !sema_rayquery_call(s, n, ot))
        return fail(s, n);
    return n->type;
}

/* ---- the entry ---- */

/* Intrinsics are found unqualified, from the global scope (::sin) and, in
 * HLSL 202x, in DXC's implicit namespace hlsl (hlsl::sin). */
static bool intrinsic_scope(const Sema *s, const char *q)
{
    return !q || !*q || (!strcmp(q, "hlsl") && s->hlsl_version >= 2029);
}

Type *sema_call(Sema *s, Node **e)
{
    Node *n = *e;
    n->call.intrinsic = -1;
    n->call.func = NULL;
    n->call.object = NULL;
    int nargs = n->call.args.len;
    Type **args = ARENA_ARRAY(s->c->arena, Type *, nargs + 1);
    bool bad = false;
    for (int i = 0; i < nargs; i++) {
        args[i] = sema_expr(s, &n->call.args.data[i]);
        if (args[i]->kind == TY_ERROR)
            bad = true;
        else if (args[i]->kind == TY_VOID) {
            diag(s->c, n->call.args.data[i]->loc, D_SEMA_VOID_VALUE);
            bad = true;
        }
    }
    if (n->call.ctor_spec) {
        Type *t = sema_resolve_type(s, n->call.ctor_spec, NULL, 0);
        if (bad)
            return fail(s, n);
        return sema_constructor(s, n, t, args, nargs);
    }
    Node *callee = n->call.callee;
    if (callee->kind == ND_MEMBER) {
        /* obj.method(args): resources and struct methods. */
        Type *ot = sema_expr(s, &callee->member.object);
        if (ot->kind == TY_ERROR || bad)
            return fail(s, n);
        Node *obj = callee->member.object;
        const char *name = callee->member.name;
        callee->member.what = MEMBER_METHOD;
        callee->type = ot;
        if (ot->kind == TY_RESOURCE)
            return resource_method(s, n, obj, ot, name, args, nargs);
        if (ot->kind == TY_RAYQUERY)
            return rayquery_method(s, n, obj, ot, name, args, nargs);
        if (ot->kind == TY_STRUCT && ot->pointee) /* vk::BufferPointer's Get() */
            return sema_vk_pointer_method(s, n, obj, ot, name, nargs);
        if (ot->kind == TY_STRUCT) {
            NodeList cands = sema_method_candidates(s, ot, name);
            if (cands.len) {
                n->call.object = obj;
                return sema_resolve_user(s, n, name, &cands, args, nargs);
            }
            Type *r = sema_call_field(s, n, args, nargs); /* obj.f(x), f a field with operator() */
            if (r)
                return r;
        }
        diag(s->c, callee->loc, D_SEMA_NO_METHOD, type_name(s->c, ot), name);
        sema_suggest_member(s, callee->loc, ot, name, true);
        return fail(s, n);
    }
    if (callee->kind != ND_IDENT)
        return sema_call_functor(s, n, args, nargs, bad); /* (expr)(x): operator() */
    const char *name = callee->ident.name, *q = ident_qualifier(callee);
    if (ident_scope(callee)) /* S<T>::f(x) */
        return bad ? fail(s, n) : sema_scoped_call(s, n, args, nargs);
    Type *spirv_type;
    if (sema_spirv_builtin_call(s, n, q, name, args, nargs, bad, &spirv_type))
        return spirv_type; /* vk::ext_execution_mode(_id) */
    /* Inside a method, a sibling method is called on this (class scope). */
    if (!q && s->strukt && s->strukt->type) {
        NodeList cands = sema_method_candidates(s, s->strukt->type, name);
        if (cands.len) {
            if (bad)
                return fail(s, n);
            n->call.object = sema_this_node(s, callee->loc);
            return sema_resolve_user(s, n, name, &cands, args, nargs);
        }
    }
    SymKind kind = SYM_NONE;
    NodeList ov = {0};
    Node *d = sema_lookup(s, q, name, &kind, &ov);
    Node *sd = q ? sema_scope_owner(sema_resolve_scope(s, q)) : NULL; /* S of S::f */
    if (sd && sd->kind != ND_STRUCT)
        sd = NULL;
    if (sd && d && (kind == SYM_FUNC || kind == SYM_TEMPLATE))
        d = NULL; /* S::f found in S's scope: a method, called as one below */
    if (!d && q) {
        /* S::f(): a static method of struct S. */
        NodeList cands = sd && sd->type
                             ? sema_method_candidates(s, sd->type, name)
                             : (NodeList){0};
        if (cands.len)
            return bad ? fail(s, n) : sema_static_call(s, n, sd->type, q, &cands, args, nargs);
    }
    if (d && kind == SYM_TYPE) {
        /* T(args) spelled as a name the parser did not know as a type. */
        TypeSpec *ts = typespec_new(s->c, callee->loc, name);
        Type *t = sema_resolve_type(s, ts, NULL, 0);
        if (bad)
            return fail(s, n);
        return sema_constructor(s, n, t, args, nargs);
    }
    if (d && (kind == SYM_VAR || kind == SYM_PARAM))
        return sema_call_functor(s, n, args, nargs, bad); /* f(x), f an object with operator() */
    if (d && kind != SYM_FUNC && !(kind == SYM_TEMPLATE && d->tmpl.decl && d->tmpl.decl->kind == ND_FUNC)) {
        diag(s->c, callee->loc, D_SEMA_NOT_CALLABLE, name);
        return fail(s, n);
    }
    callee->ident.sym = SYM_FUNC;
    callee->ident.decl = d;
    if (bad)
        return fail(s, n);
    if (d) {
        NodeList cands = ov;
        if (cands.len == 0)
            vec_push(s->c->arena, &cands, d);
        if (!sema_expand_call_templates(s, n, name, &cands, args, nargs))
            return fail(s, n);
        /* User functions first; an intrinsic of the same name is tried
         * only when no user overload takes the arguments. */
        int icount = 0;
        IntrinsicId first = !intrinsic_scope(s, q) ? INTR_COUNT : intrinsic_lookup(name, 0, &icount);
        if (icount) {
            bool any = false;
            for (int c = 0; c < cands.len && !any; c++) {
                Node *f = cands.data[c];
                if (f->func.params.len < nargs)
                    continue;
                bool ok = true;
                for (int i = 0; i < nargs && ok; i++)
                    ok = f->func.params.data[i]->type &&
                         sema_conv_rank(s, args[i], f->func.params.data[i]->type) != CONV_NONE;
                any = ok;
            }
            if (!any) {
                if (first == INTR_MUL && nargs == 2)
                    return mul(s, n, args);
                if (!resolve_intrinsic(s, n, name, first, icount, args, nargs, NULL, NULL, NULL))
                    return fail(s, n);
                return n->type;
            }
        }
        return sema_resolve_user(s, n, name, &cands, args, nargs);
    }
    int count = 0;
    if (q && !strcmp(q, "vk") && (!strcmp(name, "static_pointer_cast") || !strcmp(name, "reinterpret_pointer_cast")))
        return sema_vk_pointer_cast(s, n, name, args, nargs);
    /* vk::ReadClock and the other vk:: functions are rows named so */
    const char *iname = intrinsic_scope(s, q) ? name : !strcmp(q, "vk") ? arena_printf(s->c->arena, "vk::%s", name) : NULL;
    IntrinsicId first = iname ? intrinsic_lookup(iname, 0, &count) : INTR_COUNT;
    if (count == 0 && !q && !strcmp(name, "printf"))
        return sema_printf(s, n, args, nargs); /* sema_classic.c */
    if (count == 0 && !q && sema_refused_intrinsic(s, n, name))
        return fail(s, n);
    if (count == 0) {
        diag(s->c, callee->loc, D_SEMA_NO_FUNC, q ? arena_printf(s->c->arena, "%s::%s", q, name) : name);
        sema_suggest_name(s, callee->loc, q, name, SUGGEST_FUNC);
        return fail(s, n);
    }
    if (first == INTR_MUL && nargs == 2)
        return mul(s, n, args);
    if (first == INTR_SELECT && sema_select_is_composite(args, nargs))
        return sema_select_composite(s, n, args);
    /* vk::RawBufferLoad<T>(addr): a vk:: function's template argument */
    Type *tmpl = iname != name ? sema_vk_template_arg(s, n) : NULL;
    if ((tmpl && tmpl->kind == TY_ERROR) || !resolve_intrinsic(s, n, iname, first, count, args, nargs, tmpl, NULL, NULL))
        return fail(s, n);
    return n->type;
}
