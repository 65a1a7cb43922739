/* ir_clone_module: a deep copy of a module (ir_clone.h).
 *
 * Two steps. First every object is copied whole (`*copy = *orig`), so every
 * field, present and future, comes along; each copy is recorded in a map
 * from the original's address. Then the pointer fields of the copies are
 * pointed at the copies of what they point to (fix_*). A pointer field
 * added to ir.h and not fixed here keeps pointing into the original module:
 * ir_clone_check, run under --verify-ir on every compile of the test suite,
 * finds any such word and names the object it sits in. It reads only the
 * pointer fields, which ir_clone_fields.c lists per kind of object (its
 * static assertions fail when a struct of ir.h changes). */
#include "ir_clone.h"
#include "ir_clone_fields.h"
#include <stdio.h>
#include <stdlib.h>
#include <stddef.h>
#include <string.h>
#include "ir_spirv.h"

typedef struct Entry {
    const void *from;
    void *to;
} Entry;

/* What the check's scan needs of each copy: kept only for the check (the
 * map is the clone's largest allocation, a million entries for a large
 * shader; 16 bytes an entry without these). */
typedef struct Detail {
    size_t size;     /* bytes of the copy */
    const char *what;
} Detail;

typedef struct Cloner {
    IrModule *from, *to;
    Arena *a;
    Entry *slots;    /* open addressing by the original's address */
    Detail *details; /* slots' details, for ir_clone_check; NULL otherwise */
    bool checking;
    size_t cap, len;
    PtrVec types, consts;   /* the originals, for step 2 (in the scratch arena) */
    size_t missing;         /* pointers to objects the module does not list (the check fails) */
} Cloner;

static size_t slot_of(const Cloner *cl, const void *p)
{
    uintptr_t h = (uintptr_t)p;
    h ^= h >> 29;
    h *= 0x9E3779B97F4A7C15ull;
    return (size_t)(h >> 17) & (cl->cap - 1);
}

static Entry *find(const Cloner *cl, const void *p)
{
    if (!cl->cap)
        return NULL;
    for (size_t j = slot_of(cl, p);; j = (j + 1) & (cl->cap - 1)) {
        if (!cl->slots[j].from)
            return NULL;
        if (cl->slots[j].from == p)
            return &cl->slots[j];
    }
}

/* An empty map of cap slots (and details, when checking). */
static void new_slots(Cloner *cl, size_t cap)
{
    cl->cap = cap;
    cl->slots = calloc(cap, sizeof *cl->slots);
    cl->details = cl->checking ? calloc(cap, sizeof *cl->details) : NULL;
    if (!cl->slots || (cl->checking && !cl->details))
        abort();
}

static void put(Cloner *cl, const void *from, void *to, size_t size, const char *what)
{
    if ((cl->len + 1) * 2 > cl->cap) {
        Entry *old = cl->slots;
        Detail *old_details = cl->details;
        size_t n = cl->cap;
        new_slots(cl, n ? n * 2 : 1024);
        for (size_t i = 0; i < n; i++)
            if (old[i].from) {
                size_t j = slot_of(cl, old[i].from);
                while (cl->slots[j].from)
                    j = (j + 1) & (cl->cap - 1);
                cl->slots[j] = old[i];
                if (old_details)
                    cl->details[j] = old_details[i];
            }
        free(old);
        free(old_details);
    }
    size_t j = slot_of(cl, from);
    while (cl->slots[j].from)
        j = (j + 1) & (cl->cap - 1);
    cl->slots[j] = (Entry){from, to};
    if (cl->details)
        cl->details[j] = (Detail){size, what};
    cl->len++;
}

/* The copy of p, made (bytes copied, not yet fixed up) if there is none. */
static void *copy_of(Cloner *cl, const void *p, size_t size, const char *what)
{
    if (!p)
        return NULL;
    Entry *e = find(cl, p);
    if (e)
        return e->to;
    void *q = arena_alloc(cl->a, size);
    memcpy(q, p, size);
    put(cl, p, q, size, what);
    return q;
}

/* The copy of an object copied in the first step; p itself if it has none
 * (which ir_clone_check reports). */
static void *map(Cloner *cl, const void *p)
{
    Entry *e = p ? find(cl, p) : NULL;
    if (p && !e)
        cl->missing++;
    return e ? e->to : (void *)p;
}

static void *map_cb(void *user, const void *p) { return map(user, p); }

/* A fresh array of n pointers, each mapped. */
static void *map_array(Cloner *cl, void *const *from, uint32_t n, const char *what)
{
    Entry *e = from ? find(cl, from) : NULL;
    if (!from || e)
        return e ? e->to : NULL;
    void **to = arena_alloc(cl->a, sizeof *to * (n ? n : 1));
    for (uint32_t i = 0; i < n; i++)
        to[i] = map(cl, from[i]);
    put(cl, from, to, sizeof *to * n, what);
    return to;
}

/* A fresh copy of an array of plain data. */
static void *copy_array(Cloner *cl, const void *from, size_t bytes)
{
    if (!from)
        return NULL;
    void *to = arena_alloc(cl->a, bytes ? bytes : 1);
    memcpy(to, from, bytes);
    return to;
}

/* ---------------------------------------------------------------- inline SPIR-V */

static IrSpirvOperand *fix_operands(Cloner *cl, const IrSpirvOperand *from, uint32_t n)
{
    if (!from)
        return NULL;
    IrSpirvOperand *to = copy_array(cl, from, sizeof *to * n);
    put(cl, from, to, sizeof *to * n, "IrSpirvOperand[]");
    for (uint32_t i = 0; i < n; i++) {
        to[i].type = map(cl, to[i].type);
        to[i].konst = map(cl, to[i].konst);
    }
    return to;
}

static IrSpirvGlobal *spirv_global(Cloner *cl, const IrSpirvGlobal *g)
{
    Entry *e = g ? find(cl, g) : NULL;
    if (!g || e)
        return e ? e->to : NULL;
    IrSpirvGlobal *c = copy_of(cl, g, sizeof *g, "IrSpirvGlobal");
    if (g->decorations) {
        c->decorations = copy_array(cl, g->decorations, sizeof *c->decorations * g->num_decorations);
        put(cl, g->decorations, c->decorations, sizeof *c->decorations * g->num_decorations, "IrSpirvDecoration[]");
        for (uint32_t i = 0; i < g->num_decorations; i++)
            c->decorations[i].operands = fix_operands(cl, g->decorations[i].operands, g->decorations[i].num_operands);
    }
    return c;
}

static const IrSpirvType *spirv_type(Cloner *cl, const IrSpirvType *t)
{
    Entry *e = t ? find(cl, t) : NULL;
    if (!t || e)
        return e ? e->to : NULL;
    IrSpirvType *c = copy_of(cl, t, sizeof *t, "IrSpirvType");
    c->operands = fix_operands(cl, t->operands, t->num_operands);
    return c;
}

static IrInlineSpirv *clone_spirv(Cloner *cl, const IrInlineSpirv *s)
{
    if (!s)
        return NULL;
    IrInlineSpirv *c = copy_of(cl, s, sizeof *s, "IrInlineSpirv");
    c->insts.data = NULL, c->insts.len = c->insts.cap = 0;
    for (int i = 0; i < s->insts.len; i++) {
        const IrSpirvInst *from = s->insts.data[i];
        IrSpirvInst *to = copy_of(cl, from, sizeof *from, "IrSpirvInst");
        to->operands = fix_operands(cl, from->operands, from->num_operands);
        to->fallback = map(cl, from->fallback);
        vec_push(cl->a, &c->insts, to);
    }
    c->types.data = NULL, c->types.len = c->types.cap = 0;
    for (int i = 0; i < s->types.len; i++)
        vec_push(cl->a, &c->types, map(cl, s->types.data[i]));
    c->locals.data = NULL, c->locals.len = c->locals.cap = 0;
    for (int i = 0; i < s->locals.len; i++)
        vec_push(cl->a, &c->locals, spirv_global(cl, s->locals.data[i]));
    return c;
}

/* ---------------------------------------------------------------- step 1: copies */

static void copy_type(Cloner *cl, IrType *t)
{
    if (!find(cl, t)) {
        copy_of(cl, t, sizeof *t, "IrType");
        vec_push(cl->from->c->scratch, &cl->types, t);
    }
}

static void copy_interned(void *user, void *obj, bool is_type)
{
    Cloner *cl = user;
    if (is_type) {
        copy_type(cl, obj);
    } else if (!find(cl, obj)) {
        copy_of(cl, obj, sizeof(IrConst), "IrConst");
        vec_push(cl->from->c->scratch, &cl->consts, obj);
    }
}

static void copy_region(Cloner *cl, const IrRegion *from, IrRegion *to);

static size_t node_size(IrNodeKind k)
{
    switch (k) {
    case IRN_BLOCK: return sizeof(IrBlock);
    case IRN_IF: return sizeof(IrIf);
    case IRN_LOOP: return sizeof(IrLoop);
    case IRN_SWITCH: return sizeof(IrSwitch);
    }
    return sizeof(IrNode);
}

static const char *node_what(IrNodeKind k)
{
    switch (k) {
    case IRN_BLOCK: return "IrBlock";
    case IRN_IF: return "IrIf";
    case IRN_LOOP: return "IrLoop";
    case IRN_SWITCH: return "IrSwitch";
    }
    return "IrNode";
}

static void copy_node(Cloner *cl, const IrNode *n)
{
    IrNode *c = copy_of(cl, n, node_size(n->kind), node_what(n->kind));
    switch (n->kind) {
    case IRN_BLOCK:
        IR_FOR_EACH_INST((const IrBlock *)n, i)
            copy_of(cl, i, sizeof *i, "IrInst");
        break;
    case IRN_IF:
        copy_region(cl, &((const IrIf *)n)->then_, &((IrIf *)c)->then_);
        copy_region(cl, &((const IrIf *)n)->else_, &((IrIf *)c)->else_);
        break;
    case IRN_LOOP:
        copy_region(cl, &((const IrLoop *)n)->body, &((IrLoop *)c)->body);
        copy_region(cl, &((const IrLoop *)n)->continuing, &((IrLoop *)c)->continuing);
        break;
    case IRN_SWITCH: {
        const IrSwitch *s = (const IrSwitch *)n;
        IrSwitch *t = (IrSwitch *)c;
        t->cases = copy_array(cl, s->cases, sizeof *s->cases * s->num_cases);
        put(cl, s->cases, t->cases, sizeof *s->cases * s->num_cases, "IrCase[]");
        for (uint32_t k = 0; k < s->num_cases; k++) {
            t->cases[k].values = copy_array(cl, s->cases[k].values, sizeof(int64_t) * s->cases[k].num_values);
            copy_region(cl, &s->cases[k].body, &t->cases[k].body);
        }
        break;
    }
    }
}

/* An embedded region: its address maps to the copy's (nodes' parents). */
static void copy_region(Cloner *cl, const IrRegion *from, IrRegion *to)
{
    put(cl, from, to, 0, "IrRegion");
    for (const IrNode *n = from->first; n; n = n->next)
        copy_node(cl, n);
}

static void copy_function(Cloner *cl, const IrFunction *f)
{
    IrFunction *c = copy_of(cl, f, sizeof *f, "IrFunction");
    for (uint32_t i = 0; i < f->num_params; i++)
        copy_of(cl, f->params[i], sizeof(IrParam), "IrParam");
    copy_region(cl, &f->body, &c->body);
}

/* ---------------------------------------------------------------- step 2: fix-ups */

static void fix_value(Cloner *cl, IrValue *v) { v->type = map(cl, v->type); }

static void fix_type(Cloner *cl, IrType *t)
{
    t->elem = map(cl, t->elem);
    t->spec_count = map(cl, t->spec_count);
    Entry *shared = t->members ? find(cl, t->members) : NULL;
    if (shared) {
        t->members = shared->to;
    } else if (t->members) {
        IrMember *m = copy_array(cl, t->members, sizeof *m * t->num_members);
        put(cl, t->members, m, sizeof *m * t->num_members, "IrMember[]");
        for (uint32_t i = 0; i < t->num_members; i++)
            m[i].type = map(cl, m[i].type);
        t->members = m;
    }
    shared = t->member_spirv ? find(cl, t->member_spirv) : NULL;
    if (shared) {
        t->member_spirv = shared->to;
    } else if (t->member_spirv) {
        const IrSpirvGlobal **ms = arena_alloc(cl->a, sizeof *ms * (t->num_members ? t->num_members : 1));
        for (uint32_t i = 0; i < t->num_members; i++)
            ms[i] = spirv_global(cl, t->member_spirv[i]);
        put(cl, t->member_spirv, ms, sizeof *ms * t->num_members, "IrSpirvGlobal*[]");
        t->member_spirv = ms;
    }
    t->params = map_array(cl, (void *const *)t->params, t->num_params, "IrType*[]");
    t->spirv = spirv_type(cl, t->spirv);
}

static void fix_const(Cloner *cl, IrConst *k)
{
    fix_value(cl, &k->v);
    k->parts = map_array(cl, (void *const *)k->parts, k->num_parts, "IrConst*[]");
}

static void fix_global(Cloner *cl, IrGlobal *g)
{
    fix_value(cl, &g->v);
    g->pointee = map(cl, g->pointee);
    g->init = map(cl, g->init);
    g->texel_type = map(cl, g->texel_type);
    g->counter_of = map(cl, g->counter_of);
    g->alias_of = map(cl, g->alias_of);
    g->combined_image = map(cl, g->combined_image);
    g->spirv = spirv_global(cl, g->spirv);
}

static void fix_inst(Cloner *cl, IrInst *i)
{
    fix_value(cl, &i->v);
    i->args = map_array(cl, (void *const *)i->args, i->num_args, "IrValue*[]");
    if (i->op == IR_PHI) /* lits, preds and callee share their word */
        i->preds = map_array(cl, (void *const *)i->preds, i->num_args, "IrBlock*[]");
    else if (i->op == IR_CALL)
        i->callee = map(cl, i->callee);
    else
        i->lits = copy_array(cl, i->lits, sizeof *i->lits * i->num_lits);
    i->block = map(cl, i->block);
    i->prev = map(cl, i->prev);
    i->next = map(cl, i->next);
}

static void fix_region(Cloner *cl, IrRegion *r)
{
    r->first = map(cl, r->first);
    r->last = map(cl, r->last);
    r->parent = map(cl, r->parent);
}

static void fix_node(Cloner *cl, IrNode *n)
{
    n->prev = map(cl, n->prev);
    n->next = map(cl, n->next);
    n->parent = map(cl, n->parent);
    switch (n->kind) {
    case IRN_BLOCK: {
        IrBlock *b = (IrBlock *)n;
        b->first = map(cl, b->first);
        b->last = map(cl, b->last);
        IR_FOR_EACH_INST(b, i)
            fix_inst(cl, i);
        break;
    }
    case IRN_IF: {
        IrIf *f = (IrIf *)n;
        f->cond = map(cl, f->cond);
        fix_region(cl, &f->then_);
        fix_region(cl, &f->else_);
        break;
    }
    case IRN_LOOP: {
        IrLoop *l = (IrLoop *)n;
        l->break_if = map(cl, l->break_if);
        fix_region(cl, &l->body);
        fix_region(cl, &l->continuing);
        break;
    }
    case IRN_SWITCH: {
        IrSwitch *s = (IrSwitch *)n;
        s->selector = map(cl, s->selector);
        for (uint32_t k = 0; k < s->num_cases; k++)
            fix_region(cl, &s->cases[k].body);
        break;
    }
    }
}

static void fix_nodes(Cloner *cl, IrRegion *r)
{
    for (IrNode *n = r->first; n; n = n->next) {
        fix_node(cl, n);
        if (n->kind == IRN_IF) {
            fix_nodes(cl, &((IrIf *)n)->then_);
            fix_nodes(cl, &((IrIf *)n)->else_);
        } else if (n->kind == IRN_LOOP) {
            fix_nodes(cl, &((IrLoop *)n)->body);
            fix_nodes(cl, &((IrLoop *)n)->continuing);
        } else if (n->kind == IRN_SWITCH) {
            for (uint32_t k = 0; k < ((IrSwitch *)n)->num_cases; k++)
                fix_nodes(cl, &((IrSwitch *)n)->cases[k].body);
        }
    }
}

static void fix_function(Cloner *cl, IrFunction *f)
{
    fix_value(cl, &f->v);
    f->ret = map(cl, f->ret);
    f->params = map_array(cl, (void *const *)f->params, f->num_params, "IrParam*[]");
    for (uint32_t i = 0; i < f->num_params; i++) {
        IrParam *p = f->params[i];
        fix_value(cl, &p->v);
        p->func = map(cl, p->func);
        p->global = map(cl, p->global);
        p->spirv = spirv_global(cl, p->spirv);
    }
    fix_region(cl, &f->body);
    fix_nodes(cl, &f->body);
    for (int k = 0; k < 3; k++)
        f->workgroup_spec[k] = map(cl, f->workgroup_spec[k]);
    f->outputs = map_array(cl, (void *const *)f->outputs, f->num_outputs, "IrGlobal*[]");
    f->interface = map_array(cl, (void *const *)f->interface, f->num_interface, "IrGlobal*[]");
    f->next = map(cl, f->next);
    f->m = cl->to;
    /* the builder's cache may point at a removed var; it checks, and finds none */
    Entry *e = f->var_tail ? find(cl, f->var_tail) : NULL;
    f->var_tail = e ? e->to : NULL;
}

#define MAP_VEC(cl, dst, src)                                  \
    do {                                                       \
        (dst).data = NULL, (dst).len = (dst).cap = 0;          \
        for (int i_ = 0; i_ < (src).len; i_++)                 \
            vec_push((cl)->a, &(dst), map((cl), (src).data[i_])); \
    } while (0)

/* The map sized once for every object of m (at most half full), so that
 * it is never rehashed: values and nodes of each function, arrays of
 * operands, types, constants and globals, counted generously. */
static void presize(Cloner *cl, const IrModule *m)
{
    size_t n = 64 + 4 * (size_t)m->next_type_id + 2 * (size_t)m->next_global_id;
    for (int i = 0; i < m->functions.len; i++)
        n += 2 * (size_t)m->functions.data[i]->next_value_id + 3 * (size_t)m->functions.data[i]->next_node_id;
    size_t cap = 1024;
    while (cap < 2 * n)
        cap *= 2;
    new_slots(cl, cap);
}

static IrModule *clone_into(Cloner *cl, IrModule *m, Arena *into)
{
    presize(cl, m);
    IrModule *c = ARENA_NEW(into, IrModule);
    *c = *m;
    c->arena = into;
    cl->from = m, cl->to = c, cl->a = into;
    put(cl, m, c, sizeof *c, "IrModule");

    ir_interned_each(m, copy_interned, cl);
    for (int i = 0; m->spirv && i < m->spirv->types.len; i++)
        copy_type(cl, m->spirv->types.data[i]);
    for (int i = 0; i < m->globals.len; i++)
        copy_of(cl, m->globals.data[i], sizeof(IrGlobal), "IrGlobal");
    for (int i = 0; i < m->functions.len; i++)
        copy_function(cl, m->functions.data[i]);

    /* Copies are fixed in the original's terms (the map is read, never the
     * copies' fields), so the order does not matter. */
    for (int i = 0; i < cl->types.len; i++)
        fix_type(cl, map(cl, cl->types.data[i]));
    for (int i = 0; i < cl->consts.len; i++)
        fix_const(cl, map(cl, cl->consts.data[i]));
    for (int i = 0; i < m->globals.len; i++)
        fix_global(cl, map(cl, m->globals.data[i]));
    for (int i = 0; i < m->functions.len; i++)
        fix_function(cl, map(cl, m->functions.data[i]));
    MAP_VEC(cl, c->globals, m->globals);
    MAP_VEC(cl, c->functions, m->functions);
    MAP_VEC(cl, c->entries, m->entries);
    c->spirv = clone_spirv(cl, m->spirv);
    ir_interner_clone(c, m, map_cb, cl);
    return c;
}

IrModule *ir_clone_module(IrModule *m, Arena *into)
{
    Cloner cl = {0};
    IrModule *c = clone_into(&cl, m, into ? into : m->arena);
    free(cl.slots);
    free(cl.details);
    return c;
}

/* ---------------------------------------------------------------- the check */

static bool check_fail(IrModule *m, const char *msg)
{
    SrcLoc none = {0, 0, 0};
    diag(m->c, none, D_IR_VERIFY, "ir_clone_module", msg);
    return false;
}

bool ir_clone_check(IrModule *m, IrModule *clone)
{
    StrBuf d1 = {0}, d2 = {0};
    ir_dump(m, &d1);
    ir_dump(clone, &d2);
    bool same = d1.len == d2.len && memcmp(d1.data, d2.data, d1.len) == 0;
    sb_free(&d1);
    sb_free(&d2);
    if (!same)
        return check_fail(m, "the clone's dump differs from the original's");
    /* Clone again to learn every original object and its copy, then read
     * each copy's pointer fields (ir_clone_fields.c) for an original's
     * address. The copies of this second clone are not `clone`'s, but are
     * made by the same code. */
    Cloner cl = {.checking = true};
    Arena *a = arena_new();
    clone_into(&cl, m, a);
    bool ok = cl.missing == 0 || check_fail(m, "the module points at objects it does not list (not copied)");
    char msg[160];
    for (size_t j = 0; j < cl.cap && ok; j++) {
        const Entry *e = &cl.slots[j];
        const Detail *ed = &cl.details[j];
        if (!e->from || !ed->size) /* an embedded region: its fields are its owner's */
            continue;
        const IrCloneLayout *l = ir_clone_layout(ed->what);
        if (!l) {
            snprintf(msg, sizeof msg, "ir_clone.c copies a %s, which ir_clone_fields.c has no pointer fields for", ed->what);
            ok = check_fail(m, msg);
            break;
        }
        for (size_t base = 0; base + l->elem_size <= ed->size && ok; base += l->elem_size)
            for (size_t k = 0; k < l->num_offsets && ok; k++) {
                size_t off = base + l->offsets[k];
                const void *w;
                memcpy(&w, (const char *)e->to + off, sizeof w);
                /* the module's Ctx and arena are shared by design (not in the map) */
                const Entry *hit = w ? find(&cl, w) : NULL;
                if (hit) {
                    snprintf(msg, sizeof msg, "a copied %s still points at an original %s (byte %zu): ir_clone.c misses a field",
                             ed->what, cl.details[hit - cl.slots].what, off);
                    ok = check_fail(m, msg);
                }
            }
    }
    free(cl.slots);
    free(cl.details);
    arena_free(a);
    return ok;
}
