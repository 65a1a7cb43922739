/* ir_handle_split: every variable that holds resource handles among other
 * things (a struct with a buffer member, an array of textures, an array of
 * such structs) becomes variables of its parts, so that each handle sits
 * alone in a variable loaded and stored whole, which SSA construction then
 * promotes.
 *
 * The parts of a type T (its "leaves", in order; Shape below):
 *   a handle                 one handle leaf
 *   a type without handles   one data leaf: the value itself
 *   a struct                 its members' leaves, member after member
 *   array<X, N>              X's data leaves, each as an array of N (struct
 *                            of arrays: an index into the data stays an
 *                            index), then X's handle leaves once per element
 *                            (every handle its own variable)
 * A pointer into a split variable is a list of its leaves' pointers, and a
 * value of T a list of leaf values; loads, stores, access chains, extracts,
 * inserts, constructs and selects of T work leaf by leaf. A constant index
 * picks an element's handles; a dynamic one makes each handle a choice
 * among the elements' handles (a selector sel and the candidates): a load
 * is a chain select(sel == k, candidate k, ...) (marked, so that
 * ir_handle_resolve can see an index into a global array through it), a
 * store writes every candidate with a select. An index into the data parts
 * stays an access. What reaches a part without handles is a plain pointer
 * or value again, so code on data is left as it was, one variable per
 * part.
 *
 * Runs after inlining (no call passes a value that holds handles) and before
 * SSA construction (no phis). Linear in the instructions plus the leaves
 * made; a dynamic index costs its candidates. */
#include <string.h>
#include "ir_handles.h"

typedef struct Shape {
    uint32_t n, nhandle;
    uint8_t *handle;        /* by leaf: a handle, else a data part */
    const IrType **type;    /* by leaf */
    const char **name;      /* by leaf: its path in the type (".buf", "[2].tex") */
    uint32_t *first;        /* struct: member k's first leaf (first[num_members] = n) */
    const struct Shape *elem; /* array: the element's shape */
    uint32_t *rank;         /* array: by leaf of elem, its index among elem's data (or handle) leaves */
    uint32_t elem_ndata;
} Shape;

static const Shape *shape_of(IrHandleCtx *hc, const IrType *t);

static Shape *shape_new(IrHandleCtx *hc, uint32_t n)
{
    Shape *s = ARENA_NEW(hc->a, Shape);
    s->n = n;
    s->handle = ARENA_ARRAY(hc->a, uint8_t, n + 1);
    s->type = ARENA_ARRAY(hc->a, const IrType *, n + 1);
    s->name = ARENA_ARRAY(hc->a, const char *, n + 1);
    return s;
}

static const Shape *struct_shape(IrHandleCtx *hc, const IrType *t)
{
    uint32_t n = 0;
    const Shape **ms = ARENA_ARRAY(hc->a, const Shape *, t->num_members + 1);
    for (uint32_t k = 0; k < t->num_members; k++) {
        if (!(ms[k] = shape_of(hc, t->members[k].type)))
            return NULL;
        n += ms[k]->n;
    }
    if (n > IR_HANDLES_MAX_LEAVES)
        return NULL;
    Shape *s = shape_new(hc, n);
    s->first = ARENA_ARRAY(hc->a, uint32_t, t->num_members + 1);
    uint32_t j = 0;
    for (uint32_t k = 0; k < t->num_members; k++) {
        s->first[k] = j;
        const char *mn = t->members[k].name ? t->members[k].name : "";
        for (uint32_t q = 0; q < ms[k]->n; q++, j++) {
            s->handle[j] = ms[k]->handle[q];
            s->type[j] = ms[k]->type[q];
            s->name[j] = arena_printf(ir_names_arena(hc->m), ".%s%s", mn, ms[k]->name[q]);
            s->nhandle += s->handle[j];
        }
    }
    s->first[t->num_members] = j;
    return s;
}

static const Shape *array_shape(IrHandleCtx *hc, const IrType *t)
{
    const Shape *e = shape_of(hc, t->elem);
    if (!e)
        return NULL;
    uint32_t nd = e->n - e->nhandle, nh = e->nhandle;
    uint64_t n = nd + (uint64_t)t->count * nh;
    if (n > IR_HANDLES_MAX_LEAVES)
        return NULL;
    Shape *s = shape_new(hc, (uint32_t)n);
    s->elem = e;
    s->elem_ndata = nd;
    s->rank = ARENA_ARRAY(hc->a, uint32_t, e->n + 1);
    uint32_t j = 0, d = 0, h = 0;
    for (uint32_t q = 0; q < e->n; q++) {
        s->rank[q] = e->handle[q] ? h++ : d++;
        if (e->handle[q])
            continue;
        s->type[j] = irt_array(hc->m, e->type[q], t->count, 0);
        s->name[j++] = arena_printf(ir_names_arena(hc->m), "[]%s", e->name[q]);
    }
    for (uint32_t k = 0; k < t->count; k++)
        for (uint32_t q = 0; q < e->n; q++) {
            if (!e->handle[q])
                continue;
            s->handle[j] = 1;
            s->type[j] = e->type[q];
            s->name[j++] = arena_printf(ir_names_arena(hc->m), "[%u]%s", k, e->name[q]);
        }
    s->nhandle = (uint32_t)t->count * nh;
    return s;
}

/* The leaves of t; NULL when it has more than IR_HANDLES_MAX_LEAVES. */
static const Shape *shape_of(IrHandleCtx *hc, const IrType *t)
{
    const Shape *hit = ptrmap_get(&hc->shapes, t);
    if (hit)
        return hit;
    const Shape *s;
    if (!ir_type_has_handles(t) || ir_type_is_handle(t)) {
        Shape *one = shape_new(hc, 1);
        one->handle[0] = ir_type_is_handle(t);
        one->nhandle = one->handle[0];
        one->type[0] = t;
        one->name[0] = "";
        s = one;
    } else if (t->kind == IRT_STRUCT) {
        s = struct_shape(hc, t);
    } else if (t->kind == IRT_ARRAY) {
        s = array_shape(hc, t);
    } else {
        s = NULL; /* a runtime array of handles: only globals are */
    }
    if (s)
        ptrmap_put(hc->a, &hc->shapes, t, (void *)s);
    return s;
}

/* ---------------------------------------------------------------- split pointers and values */

/* One leaf of a split pointer or value. A data leaf's pointer or value is
 * v; a handle leaf of a value is v; a handle leaf of a pointer is a choice
 * among cand (sel picks one; NULL when there is one). */
typedef struct Ent {
    IrValue *v;
    IrValue **cand;
    uint32_t ncand;
    IrValue *sel;
    bool nonuniform; /* sel comes from an index marked IR_ACCESS_NONUNIFORM */
} Ent;

typedef struct Split {
    const IrType *t;
    const Shape *sh;
    Ent *e;
} Split;

typedef struct Sp {
    IrHandleCtx *hc;
    IrModule *m;
    IrFunction *f;
    Split **of;        /* by value id (< num_old) */
    IrValue **repl;    /* by value id (< num_old): the plain value that replaces it */
    uint32_t num_old;
    IrInst *pos;       /* what is built goes before it */
    VEC(IrInst *) dead;
    bool nonuniform_index; /* the access being split is marked IR_ACCESS_NONUNIFORM */
    bool ok;
} Sp;

static Split *split_new(Sp *s, const IrType *t, const Shape *sh)
{
    Split *x = ARENA_NEW(s->hc->a, Split);
    x->t = t;
    x->sh = sh;
    x->e = ARENA_ARRAY(s->hc->a, Ent, sh->n + 1);
    return x;
}

static IrInst *emit(Sp *s, IrOp op, const IrType *t, int n)
{
    IrInst *i = ir_inst_new(s->f, op, t, n);
    i->loc = s->pos->loc;
    ir_inst_insert_before(s->pos, i);
    return i;
}

static IrValue *e_load(Sp *s, IrValue *p)
{
    IrInst *i = emit(s, IR_LOAD, p->type->elem, 1);
    i->args[0] = p;
    return &i->v;
}

static void e_store(Sp *s, IrValue *p, IrValue *v)
{
    IrInst *i = emit(s, IR_STORE, irt_void(s->m), 2);
    i->args[0] = p;
    i->args[1] = v;
}

static const IrType *step(const IrType *t, const IrValue *idx, uint32_t lit)
{
    if (t->kind == IRT_STRUCT)
        return t->members[idx ? (uint32_t)((const IrConst *)idx)->u : lit].type;
    return t->elem;
}

static IrValue *e_access(Sp *s, IrValue *p, IrValue *const *idx, int n)
{
    if (!n)
        return p;
    const IrType *t = p->type->elem;
    for (int k = 0; k < n; k++)
        t = step(t, idx[k], 0);
    IrInst *i = emit(s, IR_ACCESS, irt_pointer(s->m, t, p->type->space), n + 1);
    i->args[0] = p;
    memcpy(i->args + 1, idx, sizeof(IrValue *) * (size_t)n);
    return &i->v;
}

static IrValue *e_extract(Sp *s, IrValue *v, const uint32_t *lits, int n)
{
    if (!n)
        return v;
    const IrType *t = v->type;
    for (int k = 0; k < n; k++)
        t = step(t, NULL, lits[k]);
    if (v->vkind == IRV_UNDEF)
        return ir_undef(s->m, t);
    IrInst *i = emit(s, IR_EXTRACT, t, 1);
    i->args[0] = v;
    i->num_lits = (uint32_t)n;
    i->lits = ARENA_ARRAY(s->m->arena, uint32_t, n);
    memcpy(i->lits, lits, sizeof(uint32_t) * (size_t)n);
    return &i->v;
}

static IrValue *e_insert(Sp *s, IrValue *v, IrValue *part, const uint32_t *lits, int n)
{
    if (!n)
        return part;
    IrInst *i = emit(s, IR_INSERT, v->type, 2);
    i->args[0] = v;
    i->args[1] = part;
    i->num_lits = (uint32_t)n;
    i->lits = ARENA_ARRAY(s->m->arena, uint32_t, n);
    memcpy(i->lits, lits, sizeof(uint32_t) * (size_t)n);
    return &i->v;
}

static IrValue *e_op(Sp *s, IrOp op, const IrType *t, IrValue *a, IrValue *b, IrValue *c)
{
    int n = c ? 3 : b ? 2 : 1;
    IrInst *i = emit(s, op, t, n);
    i->args[0] = a;
    if (b)
        i->args[1] = b;
    if (c)
        i->args[2] = c;
    return &i->v;
}

/* An index as a u32 (selectors are). */
static IrValue *e_u32(Sp *s, IrValue *x)
{
    const IrType *u32 = irt_int(s->m, 32, false);
    if (x->type == u32)
        return x;
    if (x->vkind == IRV_CONST)
        return &ir_const_uint(s->m, (uint32_t)((IrConst *)x)->u)->v;
    return e_op(s, x->type->bits == 32 ? IR_BITCAST : IR_CONVERT, u32, x, NULL, NULL);
}

static bool is_const(const IrValue *v, uint32_t *out)
{
    if (v->vkind != IRV_CONST)
        return false;
    *out = (uint32_t)((const IrConst *)v)->u;
    return true;
}

/* The value v of type t (holding handles) as leaves. */
static Split *value_of(Sp *s, IrValue *v, const IrType *t)
{
    if ((v->vkind == IRV_INST || v->vkind == IRV_PARAM) && v->id < s->num_old && s->of[v->id])
        return s->of[v->id];
    const Shape *sh = shape_of(s->hc, t);
    Split *x = split_new(s, t, sh);
    if (ir_type_is_handle(t)) {
        x->e[0].v = v;
        return x;
    }
    if (v->vkind != IRV_UNDEF && v->vkind != IRV_CONST)
        ice(s->m->c, "ir_handle_split: a %s value that holds resources, made by %s", irt_name(s->m, t),
            v->vkind == IRV_INST ? ir_op_info[((IrInst *)v)->op].name : "a parameter");
    /* undef, or a null constant: a handle then is undef (nothing to resolve) */
    for (uint32_t j = 0; j < sh->n; j++)
        x->e[j].v = sh->handle[j] || v->vkind == IRV_UNDEF ? ir_undef(s->m, sh->type[j])
                                                           : &ir_const_null(s->m, sh->type[j])->v;
    return x;
}

/* A choice among the elements of a dynamic index: element k's candidates
 * follow element k-1's, so the selector is index * K + sel. */
static bool combine(Sp *s, Ent *out, Ent *const *elems, uint32_t n, IrValue *index)
{
    uint32_t K = elems[0]->ncand;
    if ((uint64_t)K * n > IR_HANDLES_MAX_CHOICE) {
        diag(s->m->c, s->pos->loc, D_LOWER_RESOURCE_CHOICE_SIZE, (unsigned)((uint64_t)K * n),
             (unsigned)IR_HANDLES_MAX_CHOICE);
        s->ok = false;
        return false;
    }
    out->ncand = K * n;
    out->cand = ARENA_ARRAY(s->hc->a, IrValue *, out->ncand);
    for (uint32_t k = 0; k < n; k++)
        memcpy(out->cand + k * K, elems[k]->cand, sizeof(IrValue *) * K);
    const IrType *u32 = irt_int(s->m, 32, false);
    IrValue *sel = e_u32(s, index);
    if (K > 1) {
        sel = e_op(s, IR_MUL, u32, sel, &ir_const_uint(s->m, K)->v, NULL);
        sel = e_op(s, IR_ADD, u32, sel, elems[0]->sel, NULL);
    }
    out->sel = sel;
    out->nonuniform = s->nonuniform_index;
    for (uint32_t k = 0; k < n; k++)
        out->nonuniform |= elems[k]->nonuniform;
    return true;
}

/* x narrowed by index idx (a value; lit when idx is NULL: an extract). */
static Split *narrow1(Sp *s, const Split *x, IrValue *idx, uint32_t lit, bool is_ptr)
{
    const IrType *t = x->t;
    if (t->kind == IRT_STRUCT) {
        uint32_t c = idx ? (uint32_t)((IrConst *)idx)->u : lit;
        const IrType *mt = t->members[c].type;
        Split *r = split_new(s, mt, shape_of(s->hc, mt));
        memcpy(r->e, x->e + x->sh->first[c], sizeof(Ent) * r->sh->n);
        return r;
    }
    const Shape *sh = x->sh, *es = sh->elem;
    Split *r = split_new(s, t->elem, es);
    uint32_t c = lit;
    bool konst = !idx || is_const(idx, &c);
    for (uint32_t q = 0; q < es->n; q++) {
        uint32_t rank = sh->rank[q];
        if (!es->handle[q]) {
            const Ent *d = &x->e[rank];
            if (is_ptr)
                r->e[q].v = e_access(s, d->v, &idx, 1);
            else
                r->e[q].v = e_extract(s, d->v, &c, 1);
            continue;
        }
        uint32_t nh = es->nhandle;
        if (konst) {
            if (c >= t->count) {
                c = t->count - 1; /* out of range: undefined in HLSL; any element will do */
            }
            r->e[q] = x->e[sh->elem_ndata + c * nh + rank];
            continue;
        }
        Ent **elems = ARENA_ARRAY(s->hc->a, Ent *, t->count);
        for (uint32_t k = 0; k < t->count; k++)
            elems[k] = &x->e[sh->elem_ndata + k * nh + rank];
        if (!combine(s, &r->e[q], elems, t->count, idx))
            return NULL;
    }
    return r;
}

/* x narrowed by a chain of indices (values for an access, literals for an
 * extract). A plain pointer or value once a part without handles (or, for
 * a value, a handle) is reached: *plain; else the split of the part. */
static Split *narrow(Sp *s, const Split *x, IrValue *const *idx, const uint32_t *lits, int n, bool is_ptr,
                     IrValue **plain)
{
    *plain = NULL;
    int k = 0;
    const Split *cur = x;
    while (k < n && ir_type_has_handles(cur->t) && !ir_type_is_handle(cur->t)) {
        cur = narrow1(s, cur, idx ? idx[k] : NULL, lits ? lits[k] : 0, is_ptr);
        if (!cur)
            return NULL;
        k++;
    }
    if (!ir_type_has_handles(cur->t)) {
        *plain = is_ptr ? e_access(s, cur->e[0].v, idx ? idx + k : NULL, n - k)
                        : e_extract(s, cur->e[0].v, lits ? lits + k : NULL, n - k);
        return NULL;
    }
    if (k < n)
        ice(s->m->c, "ir_handle_split: an index into a resource handle");
    if (!is_ptr && ir_type_is_handle(cur->t)) {
        *plain = cur->e[0].v;
        return NULL;
    }
    return (Split *)cur;
}

/* The handle a pointer leaf holds now: its one candidate's, or a marked
 * select chain over the candidates. */
static IrValue *load_choice(Sp *s, const Ent *e)
{
    IrValue *v = e_load(s, e->cand[e->ncand - 1]);
    for (uint32_t k = e->ncand - 1; k-- > 0;) {
        IrValue *eq = e_op(s, IR_EQ, irt_bool(s->m), e->sel, &ir_const_uint(s->m, k)->v, NULL);
        IrValue *sv = e_op(s, IR_SELECT, v->type, eq, e_load(s, e->cand[k]), v);
        IrHandleChoice *ch = ARENA_NEW(s->hc->a, IrHandleChoice);
        ch->k = k;
        ch->nonuniform = e->nonuniform;
        ptrmap_put(s->hc->a, &s->hc->choices, sv, ch);
        v = sv;
    }
    return v;
}

static void store_choice(Sp *s, const Ent *e, IrValue *v)
{
    if (e->ncand == 1) {
        e_store(s, e->cand[0], v);
        return;
    }
    for (uint32_t k = 0; k < e->ncand; k++) {
        IrValue *eq = e_op(s, IR_EQ, irt_bool(s->m), e->sel, &ir_const_uint(s->m, k)->v, NULL);
        e_store(s, e->cand[k], e_op(s, IR_SELECT, v->type, eq, v, e_load(s, e->cand[k])));
    }
}

static IrValue *load_leaf(Sp *s, const Split *p, uint32_t j)
{
    if (!p->sh->handle[j])
        return e_load(s, p->e[j].v);
    return p->e[j].ncand == 1 ? e_load(s, p->e[j].cand[0]) : load_choice(s, &p->e[j]);
}

/* ---------------------------------------------------------------- the instructions */

static Split *split_of(Sp *s, IrValue *v)
{
    return (v->vkind == IRV_INST || v->vkind == IRV_PARAM) && v->id < s->num_old ? s->of[v->id] : NULL;
}

static void done(Sp *s, IrInst *i, Split *x, IrValue *plain)
{
    if (x)
        s->of[i->v.id] = x;
    else if (plain)
        s->repl[i->v.id] = plain;
    vec_push(s->hc->a, &s->dead, i);
}

static void split_var(Sp *s, IrInst *i)
{
    const IrType *t = i->v.type->elem;
    const Shape *sh = shape_of(s->hc, t);
    if (!sh) {
        diag(s->m->c, i->loc, D_LOWER_RESOURCE_TOO_MANY, i->v.name ? i->v.name : "a temporary",
             (unsigned)IR_HANDLES_MAX_LEAVES);
        s->ok = false;
        return;
    }
    IrBuilder b;
    ir_builder_init(&b, s->m, s->f);
    b.loc = i->loc;
    Split *x = split_new(s, t, sh);
    const char *base = i->v.name ? i->v.name : "tmp";
    for (uint32_t j = 0; j < sh->n; j++) {
        IrValue *v = ir_build_var(&b, sh->type[j], arena_printf(ir_names_arena(s->m), "%s%s", base, sh->name[j]));
        if (!sh->handle[j]) {
            x->e[j].v = v;
            continue;
        }
        x->e[j].cand = ARENA_ARRAY(s->hc->a, IrValue *, 1);
        x->e[j].cand[0] = v;
        x->e[j].ncand = 1;
    }
    done(s, i, x, NULL);
}

static void split_load(Sp *s, IrInst *i, Split *p)
{
    Split *x = split_new(s, p->t, p->sh);
    for (uint32_t j = 0; j < p->sh->n; j++)
        x->e[j].v = load_leaf(s, p, j);
    done(s, i, ir_type_is_handle(p->t) ? NULL : x, ir_type_is_handle(p->t) ? x->e[0].v : NULL);
}

static void split_store(Sp *s, IrInst *i, Split *p)
{
    Split *v = value_of(s, i->args[1], p->t);
    for (uint32_t j = 0; j < p->sh->n; j++) {
        if (p->sh->handle[j])
            store_choice(s, &p->e[j], v->e[j].v);
        else
            e_store(s, p->e[j].v, v->e[j].v);
    }
    done(s, i, NULL, NULL);
}

static void split_construct(Sp *s, IrInst *i)
{
    const IrType *t = i->v.type;
    const Shape *sh = shape_of(s->hc, t);
    Split *x = split_new(s, t, sh);
    if (t->kind == IRT_STRUCT) {
        for (uint32_t k = 0; k < t->num_members; k++) {
            const IrType *mt = t->members[k].type;
            if (!ir_type_has_handles(mt)) {
                x->e[sh->first[k]].v = i->args[k];
                continue;
            }
            Split *part = value_of(s, i->args[k], mt);
            memcpy(x->e + sh->first[k], part->e, sizeof(Ent) * part->sh->n);
        }
    } else {
        const Shape *es = sh->elem;
        Split **parts = ARENA_ARRAY(s->hc->a, Split *, t->count);
        for (uint32_t k = 0; k < t->count; k++)
            parts[k] = value_of(s, i->args[k], t->elem);
        for (uint32_t q = 0; q < es->n; q++) {
            uint32_t rank = sh->rank[q];
            if (!es->handle[q]) {
                IrInst *c = emit(s, IR_CONSTRUCT, sh->type[rank], (int)t->count);
                for (uint32_t k = 0; k < t->count; k++)
                    c->args[k] = parts[k]->e[q].v;
                x->e[rank].v = &c->v;
                continue;
            }
            for (uint32_t k = 0; k < t->count; k++)
                x->e[sh->elem_ndata + k * es->nhandle + rank].v = parts[k]->e[q].v;
        }
    }
    done(s, i, x, NULL);
}

/* x with the part at lits[k..n) replaced by part: a new split. */
static Split *insert_into(Sp *s, const Split *x, const uint32_t *lits, int k, int n, IrValue *part)
{
    if (k == n)
        return value_of(s, part, x->t);
    Split *r = split_new(s, x->t, x->sh);
    memcpy(r->e, x->e, sizeof(Ent) * x->sh->n);
    if (!ir_type_has_handles(x->t)) {
        r->e[0].v = e_insert(s, x->e[0].v, part, lits + k, n - k);
        return r;
    }
    Split *sub = narrow1(s, x, NULL, lits[k], false);
    Split *nsub = insert_into(s, sub, lits, k + 1, n, part);
    if (x->t->kind == IRT_STRUCT) {
        memcpy(r->e + x->sh->first[lits[k]], nsub->e, sizeof(Ent) * nsub->sh->n);
        return r;
    }
    const Shape *es = x->sh->elem;
    for (uint32_t q = 0; q < es->n; q++) {
        uint32_t rank = x->sh->rank[q];
        if (es->handle[q])
            r->e[x->sh->elem_ndata + lits[k] * es->nhandle + rank] = nsub->e[q];
        else
            r->e[rank].v = e_insert(s, x->e[rank].v, nsub->e[q].v, &lits[k], 1);
    }
    return r;
}

static void split_inst(Sp *s, IrInst *i)
{
    s->pos = i;
    const IrType *rt = i->v.type;
    Split *a0 = i->num_args ? split_of(s, i->args[0]) : NULL;
    switch (i->op) {
    case IR_VAR:
        if (ir_type_has_handles(rt->elem) && !ir_type_is_handle(rt->elem))
            split_var(s, i);
        return;
    case IR_ACCESS:
        if (a0) {
            IrValue *plain;
            s->nonuniform_index = (i->imm & IR_ACCESS_NONUNIFORM) != 0; /* a[NonUniformResourceIndex(i)] */
            Split *x = narrow(s, a0, i->args + 1, NULL, (int)i->num_args - 1, true, &plain);
            s->nonuniform_index = false;
            if (x || plain)
                done(s, i, x, plain);
        }
        return;
    case IR_LOAD:
        if (a0)
            split_load(s, i, a0);
        return;
    case IR_STORE:
        if (a0)
            split_store(s, i, a0);
        return;
    case IR_CONSTRUCT:
        if (ir_type_has_handles(rt))
            split_construct(s, i);
        return;
    case IR_EXTRACT:
        if (ir_type_has_handles(i->args[0]->type) && !ir_type_is_handle(i->args[0]->type)) {
            IrValue *plain;
            Split *x = narrow(s, value_of(s, i->args[0], i->args[0]->type), NULL, i->lits, (int)i->num_lits,
                              false, &plain);
            if (x || plain)
                done(s, i, x, plain);
        }
        return;
    case IR_INSERT:
        if (ir_type_has_handles(rt))
            done(s, i, insert_into(s, value_of(s, i->args[0], rt), i->lits, 0, (int)i->num_lits, i->args[1]), NULL);
        return;
    case IR_SELECT:
        if (ir_type_has_handles(rt) && !ir_type_is_handle(rt)) {
            Split *a = value_of(s, i->args[1], rt), *b = value_of(s, i->args[2], rt);
            Split *x = split_new(s, rt, a->sh);
            for (uint32_t j = 0; j < a->sh->n; j++)
                x->e[j].v = e_op(s, IR_SELECT, a->sh->type[j], i->args[0], a->e[j].v, b->e[j].v);
            done(s, i, x, NULL);
        }
        return;
    default:
        for (uint32_t k = 0; k < i->num_args; k++)
            if (split_of(s, i->args[k]))
                ice(s->m->c, "ir_handle_split: %s takes a value that holds resources", ir_op_info[i->op].name);
        return;
    }
}

static void split_block(IrBlock *b, void *user)
{
    Sp *s = user;
    for (IrInst *i = b->first, *next; i && s->ok; i = next) {
        next = i->next;
        if (i->v.id < s->num_old)
            split_inst(s, i);
    }
}

static IrValue *replaced(IrValue *v, void *user)
{
    Sp *s = user;
    while ((v->vkind == IRV_INST || v->vkind == IRV_PARAM) && v->id < s->num_old && s->repl[v->id])
        v = s->repl[v->id];
    return v;
}

static void replace_block(IrBlock *b, void *user)
{
    ir_block_map_uses(b, replaced, user);
}

bool ir_handle_split(IrHandleCtx *hc, IrFunction *f)
{
    Sp s0 = {.hc = hc, .m = hc->m, .f = f, .ok = true}, *s = &s0;
    s->num_old = f->next_value_id;
    s->of = ARENA_ARRAY(hc->a, Split *, s->num_old + 1);
    s->repl = ARENA_ARRAY(hc->a, IrValue *, s->num_old + 1);
    ir_walk_blocks(&f->body, split_block, s);
    if (!s->dead.len)
        return s->ok;
    ir_walk_blocks(&f->body, replace_block, s);
    for (int k = s->dead.len; k-- > 0;)
        ir_inst_remove(s->dead.data[k]);
    return s->ok;
}
