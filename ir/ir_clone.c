/* ir_clone_module: a deep copy of a module (ir_clone.h).
 *
 * Every object is copied whole (`*copy = *orig`), so every field, present
 * and future, comes along; then the pointer fields of the copy are pointed
 * at the copies of what they point to (fix_*). A pointer field added to
 * ir.h and not fixed here keeps pointing into the original module:
 * ir_clone_check, run under --verify-ir on every compile of the test suite,
 * finds any such word and names the object it sits in. It reads only the
 * pointer fields, which ir_clone_fields.c lists per kind of object (its
 * static assertions fail when a struct of ir.h changes).
 *
 * The copies are found by the originals' dense ids (ir_clone_map.h): types,
 * constants, globals and functions in arrays for the module, a function's
 * values and nodes in two arrays sized for the largest function and
 * cleared after each. So a lookup is an array read near the last one
 * (objects are walked in creation order, as their ids run), and the maps
 * are 8 bytes a value or node of one function, not a hash table of every
 * object. Only what has no id (arrays a type or constant may share, inline
 * SPIR-V records) is found by its address. A function's body is copied and
 * fixed in one walk (copy_region). */
#include "ir_clone.h"
#include "ir_clone_fields.h"
#include "ir_clone_map.h"
#include <stdio.h>
#include <stdlib.h>
#include <stddef.h>
#include <string.h>
#include "ir_spirv.h"

enum { VALUE_KINDS = IRV_FUNC + 1 };

typedef struct Cloner {
    IrModule *from, *to;
    Arena *a;
    IdMap types, consts;   /* by IrType.id, IrConst.v.id */
    IdMap globals;         /* globals and functions (they share the id counter) */
    IdMap values, nodes;   /* the function being copied: params and instructions, nodes */
    IdMap *by_kind[VALUE_KINDS]; /* each IrValueKind's map */
    uint32_t values_hi, nodes_hi; /* one past the highest id put in them: what to clear */
    const IrFunction *func_from;
    IrFunction *func_to;
    PtrVec odd_types, odd_consts; /* those whose id is out of range or taken: found by address */
    AddrMap shared;        /* by address: what has no id, and the odd */
    AddrMap local;         /* by address: the function's params, instructions and nodes whose
                              id is out of its range, or all of them when two share one */
    bool collided;         /* two of the function's objects share an id */
    struct Later *later;   /* pointers to fix at the end of the function (copy_region) */
    size_t num_later, cap_later;
    AddrMap all;           /* ir_clone_check only: every copy, with its size and kind */
    bool checking;
    size_t missing;        /* pointers to objects the module does not list (the check fails) */
    size_t disagree;       /* ids that found another copy than the address does (the check fails) */
} Cloner;

/* A copy of size bytes of p, not yet fixed up (every byte is written: no zeroing). */
static void *dup(Cloner *cl, const void *p, size_t size)
{
    void *q = arena_alloc_raw(cl->a, size);
    memcpy(q, p, size);
    return q;
}

/* For the check: every copy by its original's address. A second copy of
 * one original (an array two objects share, copied for each) is reported. */
static void record_copy(Cloner *cl, const void *from, void *to, size_t size, const char *what)
{
    if (!addr_map_put(&cl->all, from, to, size, what))
        cl->disagree++;
}

static inline void note(Cloner *cl, const void *from, void *to, size_t size, const char *what)
{
    if (cl->checking)
        record_copy(cl, from, to, size, what);
}

/* Records the copy of an object that has no usable id. */
static void by_address(Cloner *cl, const void *from, void *to, size_t size, const char *what)
{
    addr_map_put(&cl->shared, from, to, size, what);
    note(cl, from, to, size, what);
}

/* The copy of p: by_id, else by address; NULL when there is none. Checking,
 * the map of every copy must agree. */
static void *find_copy(Cloner *cl, const void *p, void *by_id)
{
    void *to = by_id;
    if (!to) {
        const AddrEntry *e = addr_map_find(&cl->shared, p);
        if (!e && cl->local.len)
            e = addr_map_find(&cl->local, p);
        to = e ? e->to : NULL;
    }
    if (cl->checking) {
        const AddrEntry *e = addr_map_find(&cl->all, p);
        if ((e ? e->to : NULL) != to)
            cl->disagree++;
    }
    return to;
}

/* The copy of p; p itself if it has none (which ir_clone_check reports). */
static void *resolve(Cloner *cl, const void *p, void *by_id)
{
    void *to = find_copy(cl, p, by_id);
    if (!to)
        cl->missing++;
    return to ? to : (void *)p;
}

/* The id map of each kind of value (IrValueKind). */
static void set_value_maps(Cloner *cl)
{
    cl->by_kind[IRV_CONST] = cl->by_kind[IRV_UNDEF] = &cl->consts;
    cl->by_kind[IRV_GLOBAL] = cl->by_kind[IRV_FUNC] = &cl->globals;
    cl->by_kind[IRV_PARAM] = cl->by_kind[IRV_INST] = &cl->values;
}

static inline void *value_by_id(const Cloner *cl, const IrValue *v)
{
    return (unsigned)v->vkind < VALUE_KINDS ? id_map_get(cl->by_kind[v->vkind], v->id, v) : NULL;
}

/* The lookups below are the clone's inner loop: an array read, and the
 * slow path (by address, or checking) only where that finds nothing. */

/* Constants, globals, functions, params, instructions: each begins with its IrValue. */
static inline void *map_value(Cloner *cl, const void *p)
{
    if (!p)
        return NULL;
    void *to = value_by_id(cl, p);
    return to && !cl->checking ? to : resolve(cl, p, to);
}

static inline void *map_type(Cloner *cl, const void *p)
{
    const IrType *t = p;
    if (!t)
        return NULL;
    void *to = id_map_get(&cl->types, t->id, t);
    return to && !cl->checking ? to : resolve(cl, t, to);
}

/* Blocks and other nodes: each begins with its IrNode. */
static inline void *map_node(Cloner *cl, const void *p)
{
    const IrNode *n = p;
    if (!n)
        return NULL;
    void *to = id_map_get(&cl->nodes, n->id, n);
    return to && !cl->checking ? to : resolve(cl, n, to);
}

/* The region of `copy` (owner's copy) that r is of owner. */
static IrRegion *region_in_copy(const IrNode *owner, IrNode *copy, const IrRegion *r)
{
    switch (owner->kind) {
    case IRN_IF:
        if (r == &((const IrIf *)owner)->then_)
            return &((IrIf *)copy)->then_;
        if (r == &((const IrIf *)owner)->else_)
            return &((IrIf *)copy)->else_;
        return NULL;
    case IRN_LOOP:
        if (r == &((const IrLoop *)owner)->body)
            return &((IrLoop *)copy)->body;
        if (r == &((const IrLoop *)owner)->continuing)
            return &((IrLoop *)copy)->continuing;
        return NULL;
    case IRN_SWITCH: {
        /* case k's body, k found by arithmetic: a search would make a switch of n cases n² */
        const IrSwitch *s = (const IrSwitch *)owner;
        uintptr_t at = (uintptr_t)r, first = (uintptr_t)s->cases + offsetof(IrCase, body);
        size_t k = (at - first) / sizeof(IrCase);
        if (!s->cases || at < first || k >= s->num_cases || r != &s->cases[k].body)
            return NULL;
        return &((IrSwitch *)copy)->cases[k].body;
    }
    case IRN_BLOCK: return NULL;
    }
    return NULL;
}

/* Regions are embedded in their owner (the function, an if, loop or switch
 * case): the copy is the same region of the owner's copy. */
static IrRegion *map_region(Cloner *cl, const IrRegion *r)
{
    if (!r)
        return NULL;
    IrRegion *to = NULL;
    if (cl->func_from && r == &cl->func_from->body) {
        to = &cl->func_to->body;
    } else if (r->parent) {
        IrNode *copy = id_map_get(&cl->nodes, r->parent->id, r->parent);
        const AddrEntry *e = copy || !cl->local.len ? NULL : addr_map_find(&cl->local, r->parent);
        copy = e ? e->to : copy;
        to = copy ? region_in_copy(r->parent, copy, r) : NULL;
    }
    return resolve(cl, r, to);
}

/* A fresh array of n pointers, each mapped, for one object (a function's
 * params: never shared). */
static void *map_each(Cloner *cl, void *const *from, uint32_t n, void *(*map_one)(Cloner *, const void *),
                      const char *what)
{
    if (!from)
        return NULL;
    void **to = n ? arena_alloc_raw(cl->a, sizeof *to * n) : arena_alloc(cl->a, sizeof *to);
    for (uint32_t i = 0; i < n; i++)
        to[i] = map_one(cl, from[i]);
    note(cl, from, to, sizeof *to * n, what);
    return to;
}

/* The same for an array that types, constants or functions may share:
 * one copy of it. */
static void *map_shared(Cloner *cl, void *const *from, uint32_t n, void *(*map_one)(Cloner *, const void *),
                        const char *what)
{
    const AddrEntry *e = from ? addr_map_find(&cl->shared, from) : NULL;
    if (!from || e)
        return e ? e->to : NULL;
    void **to = n ? arena_alloc_raw(cl->a, sizeof *to * n) : arena_alloc(cl->a, sizeof *to);
    for (uint32_t i = 0; i < n; i++)
        to[i] = map_one(cl, from[i]);
    by_address(cl, from, to, sizeof *to * n, what);
    return to;
}

/* A fresh copy of an array of plain data. */
static void *copy_array(Cloner *cl, const void *from, size_t bytes)
{
    if (!from)
        return NULL;
    return bytes ? dup(cl, from, bytes) : arena_alloc(cl->a, 1);
}

/* The copy of an object without an id that several may point at (inline
 * SPIR-V records): one copy, found by address; *fresh when made now. */
static void *copy_once(Cloner *cl, const void *p, size_t size, const char *what, bool *fresh)
{
    const AddrEntry *e = addr_map_find(&cl->shared, p);
    *fresh = !e;
    if (e)
        return e->to;
    void *q = dup(cl, p, size);
    by_address(cl, p, q, size, what);
    return q;
}

/* ---------------------------------------------------------------- inline SPIR-V */

static IrSpirvOperand *fix_operands(Cloner *cl, const IrSpirvOperand *from, uint32_t n)
{
    if (!from)
        return NULL;
    IrSpirvOperand *to = copy_array(cl, from, sizeof *to * n);
    note(cl, from, to, sizeof *to * n, "IrSpirvOperand[]");
    for (uint32_t i = 0; i < n; i++) {
        to[i].type = map_type(cl, to[i].type);
        to[i].konst = map_value(cl, to[i].konst);
    }
    return to;
}

static IrSpirvGlobal *spirv_global(Cloner *cl, const IrSpirvGlobal *g)
{
    bool fresh;
    IrSpirvGlobal *c = g ? copy_once(cl, g, sizeof *g, "IrSpirvGlobal", &fresh) : NULL;
    if (!c || !fresh || !g->decorations)
        return c;
    c->decorations = copy_array(cl, g->decorations, sizeof *c->decorations * g->num_decorations);
    note(cl, g->decorations, c->decorations, sizeof *c->decorations * g->num_decorations, "IrSpirvDecoration[]");
    for (uint32_t i = 0; i < g->num_decorations; i++)
        c->decorations[i].operands = fix_operands(cl, g->decorations[i].operands, g->decorations[i].num_operands);
    return c;
}

static void *spirv_global_cb(Cloner *cl, const void *g) { return spirv_global(cl, g); }

static const IrSpirvType *spirv_type(Cloner *cl, const IrSpirvType *t)
{
    bool fresh;
    IrSpirvType *c = t ? copy_once(cl, t, sizeof *t, "IrSpirvType", &fresh) : NULL;
    if (c && fresh)
        c->operands = fix_operands(cl, t->operands, t->num_operands);
    return c;
}

/* A vector's copy, each element mapped, in one allocation of its length. */
#define MAP_VEC(cl, dst, src, map_one)                                              \
    do {                                                                            \
        (dst).len = (dst).cap = (src).len;                                          \
        (dst).data = (src).len ? arena_alloc_raw((cl)->a, sizeof *(dst).data * (size_t)(src).len) : NULL; \
        for (int i_ = 0; i_ < (src).len; i_++)                                      \
            (dst).data[i_] = map_one((cl), (src).data[i_]);                         \
    } while (0)

static IrInlineSpirv *clone_spirv(Cloner *cl, const IrInlineSpirv *s)
{
    if (!s)
        return NULL;
    bool fresh;
    IrInlineSpirv *c = copy_once(cl, s, sizeof *s, "IrInlineSpirv", &fresh);
    c->insts.len = c->insts.cap = s->insts.len;
    c->insts.data = s->insts.len ? arena_alloc_raw(cl->a, sizeof *c->insts.data * (size_t)s->insts.len) : NULL;
    for (int i = 0; i < s->insts.len; i++) {
        const IrSpirvInst *from = s->insts.data[i];
        IrSpirvInst *to = copy_once(cl, from, sizeof *from, "IrSpirvInst", &fresh);
        if (fresh) {
            to->operands = fix_operands(cl, from->operands, from->num_operands);
            to->fallback = map_value(cl, from->fallback);
        }
        c->insts.data[i] = to;
    }
    MAP_VEC(cl, c->types, s->types, map_type);
    MAP_VEC(cl, c->locals, s->locals, spirv_global_cb);
    return c;
}

/* ---------------------------------------------------------------- types and constants */

/* Gives each interned type and constant its place by id (copied later, in
 * id order: the order they were made in, so mostly memory order). */
static void place_interned(void *user, void *obj, bool is_type)
{
    Cloner *cl = user;
    IdMap *m = is_type ? &cl->types : &cl->consts;
    uint32_t id = is_type ? ((const IrType *)obj)->id : ((const IrConst *)obj)->v.id;
    if ((id < m->len && m->from[id] == obj) || id_map_put(m, id, obj, NULL))
        return;
    if (addr_map_put(&cl->shared, obj, NULL, 0, NULL)) /* its id out of range or taken: by address */
        vec_push(cl->from->c->scratch, is_type ? &cl->odd_types : &cl->odd_consts, obj);
}

static void count_consts(void *user, void *obj, bool is_type)
{
    uint32_t *n = user;
    if (!is_type && ((const IrConst *)obj)->v.id >= *n)
        *n = ((const IrConst *)obj)->v.id + 1;
}

/* Copies the objects of an IdMap with originals, then the odd ones. */
static void copy_placed(Cloner *cl, IdMap *m, const PtrVec *odd, size_t size, const char *what)
{
    for (uint32_t id = 0; id < m->len; id++)
        if (m->from[id]) {
            m->to[id] = dup(cl, m->from[id], size);
            note(cl, m->from[id], m->to[id], size, what);
        }
    for (int i = 0; i < odd->len; i++) {
        AddrEntry *e = addr_map_find(&cl->shared, odd->data[i]);
        e->to = dup(cl, odd->data[i], size);
        note(cl, odd->data[i], e->to, size, what);
    }
}

static void copy_types_and_consts(Cloner *cl, IrModule *m)
{
    uint32_t num_consts = 0;
    ir_interned_each(m, count_consts, &num_consts);
    id_map_init(&cl->types, m->next_type_id, true);
    id_map_init(&cl->consts, num_consts, true);
    ir_interned_each(m, place_interned, cl);
    for (int i = 0; m->spirv && i < m->spirv->types.len; i++)
        place_interned(cl, m->spirv->types.data[i], true);
    copy_placed(cl, &cl->types, &cl->odd_types, sizeof(IrType), "IrType");
    copy_placed(cl, &cl->consts, &cl->odd_consts, sizeof(IrConst), "IrConst");
}

static void fix_member_types(Cloner *cl, IrType *t)
{
    IrMember *m = copy_array(cl, t->members, sizeof *m * t->num_members);
    by_address(cl, t->members, m, sizeof *m * t->num_members, "IrMember[]");
    for (uint32_t i = 0; i < t->num_members; i++)
        m[i].type = map_type(cl, m[i].type);
    t->members = m;
}

static void fix_type(Cloner *cl, IrType *t)
{
    t->elem = map_type(cl, t->elem);
    t->spec_count = map_value(cl, t->spec_count);
    const AddrEntry *shared = t->members ? addr_map_find(&cl->shared, t->members) : NULL;
    if (shared)
        t->members = shared->to;
    else if (t->members)
        fix_member_types(cl, t);
    t->member_spirv = map_shared(cl, (void *const *)t->member_spirv, t->num_members, spirv_global_cb,
                                 "IrSpirvGlobal*[]");
    t->params = map_shared(cl, (void *const *)t->params, t->num_params, map_type, "IrType*[]");
    t->spirv = spirv_type(cl, t->spirv);
}

static void fix_const(Cloner *cl, IrConst *k)
{
    k->v.type = map_type(cl, k->v.type);
    k->parts = map_shared(cl, (void *const *)k->parts, k->num_parts, map_value, "IrConst*[]");
}

static void fix_types_and_consts(Cloner *cl)
{
    for (uint32_t id = 0; id < cl->types.len; id++)
        if (cl->types.to[id])
            fix_type(cl, cl->types.to[id]);
    for (int i = 0; i < cl->odd_types.len; i++)
        fix_type(cl, addr_map_find(&cl->shared, cl->odd_types.data[i])->to);
    for (uint32_t id = 0; id < cl->consts.len; id++)
        if (cl->consts.to[id])
            fix_const(cl, cl->consts.to[id]);
    for (int i = 0; i < cl->odd_consts.len; i++)
        fix_const(cl, addr_map_find(&cl->shared, cl->odd_consts.data[i])->to);
}

/* ---------------------------------------------------------------- globals, functions */

/* The copy of a global or function (unless listed twice): by id, else by address. */
static void *copy_listed(Cloner *cl, const IrValue *v, size_t size, const char *what)
{
    if (find_copy(cl, v, id_map_get(&cl->globals, v->id, v)))
        return NULL;
    void *c = dup(cl, v, size);
    if (id_map_put(&cl->globals, v->id, v, c))
        note(cl, v, c, size, what);
    else
        by_address(cl, v, c, size, what);
    return c;
}

static void fix_global(Cloner *cl, IrGlobal *g)
{
    g->v.type = map_type(cl, g->v.type);
    g->pointee = map_type(cl, g->pointee);
    g->init = map_value(cl, g->init);
    g->texel_type = map_type(cl, g->texel_type);
    g->counter_of = map_value(cl, g->counter_of);
    g->alias_of = map_value(cl, g->alias_of);
    g->combined_image = map_value(cl, g->combined_image);
    g->spirv = spirv_global(cl, g->spirv);
}

/* ---------------------------------------------------------------- function bodies */

/* A function's nodes and instructions are copied and fixed in one walk, in
 * the original's order: each original is read once, while its operands
 * (mostly just before it) are still in the cache, and each copy written
 * once. A pointer to what the walk has not reached yet (a loop's phi
 * operand, a block after this one) is recorded and fixed at the end; the
 * next pointers are set when the next is copied. */

enum { LATER_VALUE, LATER_NODE };

typedef struct Later {
    void **slot;      /* in a copy */
    const void *orig; /* what it points at in the original */
    int kind;
} Later;

/* Records the copy of a param or instruction, or of a node, by its id in
 * the function's map. */
static inline void put_local(Cloner *cl, IdMap *m, uint32_t *hi, uint32_t id, const void *from, void *to,
                             size_t size, const char *what)
{
    if (id < m->len && !m->to[id]) { /* id_map_put, for a map without originals */
        m->to[id] = to;
        if (id >= *hi)
            *hi = id + 1;
    } else {
        cl->collided |= id < m->len;
        addr_map_put(&cl->local, from, to, size, what);
    }
    note(cl, from, to, size, what);
}

static void later(Cloner *cl, void **slot, const void *orig, int kind)
{
    if (cl->num_later == cl->cap_later) {
        cl->cap_later = cl->cap_later ? 2 * cl->cap_later : 256;
        cl->later = realloc(cl->later, sizeof *cl->later * cl->cap_later);
        if (!cl->later)
            abort();
    }
    cl->later[cl->num_later++] = (Later){slot, orig, kind};
}

/* *slot, which holds an original value (or node): its copy if made, else
 * left for the end. */
static inline void value_now(Cloner *cl, void *slot)
{
    void **s = slot;
    if (!*s)
        return;
    void *to = value_by_id(cl, *s);
    if (!to || cl->checking)
        to = find_copy(cl, *s, to);
    if (to)
        *s = to;
    else
        later(cl, s, *s, LATER_VALUE);
}

static inline void node_now(Cloner *cl, void *slot)
{
    void **s = slot;
    if (!*s)
        return;
    const IrNode *n = *s;
    void *to = id_map_get(&cl->nodes, n->id, n);
    if (!to || cl->checking)
        to = find_copy(cl, n, to);
    if (to)
        *s = to;
    else
        later(cl, s, *s, LATER_NODE);
}

/* The pointers recorded for later: everything is copied now. */
static void fix_later(Cloner *cl)
{
    for (size_t k = 0; k < cl->num_later; k++) {
        const Later *l = &cl->later[k];
        *l->slot = l->kind == LATER_VALUE ? map_value(cl, l->orig) : map_node(cl, l->orig);
    }
    cl->num_later = 0;
}

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

/* Bytes an instruction's arrays take after its copy (one allocation: one
 * arena call instead of up to three, and the operands beside their
 * instruction): its operands, a phi's predecessors or the literals, in the
 * order copy_inst fills them; an empty array keeps a slot, as a non-NULL
 * pointer must point somewhere. */
static size_t inst_room(const IrInst *i)
{
    size_t n = i->num_args ? i->num_args : 1, bytes = i->args ? sizeof(IrValue *) * n : 0;
    if (i->op == IR_PHI) /* lits, preds and callee share their word */
        bytes += i->preds ? sizeof(IrBlock *) * n : 0;
    else if (i->op != IR_CALL && i->lits)
        bytes += sizeof(uint32_t) * (i->num_lits ? i->num_lits : 1);
    return bytes;
}

/* from[0..n) copied to the room at *room, which then moves past them; each
 * pointer fixed by fix_one. */
static void *fill_room(Cloner *cl, char **room, void *const *from, uint32_t n, void (*fix_one)(Cloner *, void *),
                       const char *what)
{
    void **to = (void **)*room;
    to[0] = NULL;
    memcpy(to, from, sizeof *to * n);
    for (uint32_t i = 0; i < n; i++)
        fix_one(cl, &to[i]);
    *room += sizeof *to * (n ? n : 1);
    note(cl, from, to, sizeof *to * n, what);
    return to;
}

static IrInst *copy_inst(Cloner *cl, const IrInst *i)
{
    IrInst *c = arena_alloc_raw(cl->a, sizeof *i + inst_room(i));
    memcpy(c, i, sizeof *i);
    put_local(cl, &cl->values, &cl->values_hi, i->v.id, i, c, sizeof *i, "IrInst");
    char *room = (char *)(c + 1);
    c->v.type = map_type(cl, i->v.type);
    if (i->args)
        c->args = fill_room(cl, &room, (void *const *)i->args, i->num_args, value_now, "IrValue*[]");
    if (i->op == IR_PHI) {
        if (i->preds)
            c->preds = fill_room(cl, &room, (void *const *)i->preds, i->num_args, node_now, "IrBlock*[]");
    } else if (i->op == IR_CALL) {
        c->callee = map_value(cl, i->callee);
    } else if (i->lits) {
        uint32_t *lits = (uint32_t *)room;
        lits[0] = 0;
        memcpy(lits, i->lits, sizeof *lits * i->num_lits);
        c->lits = lits;
    }
    node_now(cl, &c->block);
    value_now(cl, &c->prev); /* next: when the next is copied */
    return c;
}

static void copy_region(Cloner *cl, const IrRegion *from, IrRegion *to);

static void copy_node(Cloner *cl, const IrNode *n, IrNode *c)
{
    switch (n->kind) {
    case IRN_BLOCK: {
        IrInst *prev = NULL;
        IR_FOR_EACH_INST((const IrBlock *)n, i) {
            IrInst *ci = copy_inst(cl, i);
            if (prev) /* prev's original is i->prev: the walk follows next */
                prev->next = ci;
            prev = ci;
        }
        IrBlock *b = (IrBlock *)c;
        value_now(cl, &b->first);
        value_now(cl, &b->last);
        break;
    }
    case IRN_IF: {
        IrIf *f = (IrIf *)c;
        copy_region(cl, &((const IrIf *)n)->then_, &f->then_);
        copy_region(cl, &((const IrIf *)n)->else_, &f->else_);
        value_now(cl, &f->cond);
        break;
    }
    case IRN_LOOP: {
        IrLoop *l = (IrLoop *)c;
        copy_region(cl, &((const IrLoop *)n)->body, &l->body);
        copy_region(cl, &((const IrLoop *)n)->continuing, &l->continuing);
        value_now(cl, &l->break_if);
        break;
    }
    case IRN_SWITCH: {
        const IrSwitch *s = (const IrSwitch *)n;
        IrSwitch *t = (IrSwitch *)c;
        value_now(cl, &t->selector);
        t->cases = copy_array(cl, s->cases, sizeof *s->cases * s->num_cases);
        note(cl, s->cases, t->cases, sizeof *s->cases * s->num_cases, "IrCase[]");
        for (uint32_t k = 0; k < s->num_cases; k++) {
            t->cases[k].values = copy_array(cl, s->cases[k].values, sizeof(int64_t) * s->cases[k].num_values);
            copy_region(cl, &s->cases[k].body, &t->cases[k].body);
        }
        break;
    }
    }
}

/* An embedded region (its copy `to` in the owner's copy, holding the
 * original's pointers until now): map_region finds it through its owner;
 * the check's map has it (a copy pointing at the original region is
 * reported). */
static void copy_region(Cloner *cl, const IrRegion *from, IrRegion *to)
{
    note(cl, from, to, 0, "IrRegion");
    IrNode *prev = NULL;
    for (const IrNode *n = from->first; n; n = n->next) {
        size_t size = node_size(n->kind);
        IrNode *c = dup(cl, n, size);
        put_local(cl, &cl->nodes, &cl->nodes_hi, n->id, n, c, size, node_what(n->kind));
        node_now(cl, &c->prev);
        if (prev) /* as for instructions */
            prev->next = c;
        prev = c;
        c->parent = map_region(cl, n->parent);
        copy_node(cl, n, c);
    }
    node_now(cl, &to->first);
    node_now(cl, &to->last);
    node_now(cl, &to->parent);
}

static void fix_function(Cloner *cl, IrFunction *f)
{
    f->v.type = map_type(cl, f->v.type);
    f->ret = map_type(cl, f->ret);
    f->params = map_each(cl, (void *const *)f->params, f->num_params, map_value, "IrParam*[]");
    for (uint32_t i = 0; i < f->num_params; i++) {
        IrParam *p = f->params[i];
        p->v.type = map_type(cl, p->v.type);
        p->func = map_value(cl, p->func);
        p->global = map_value(cl, p->global);
        p->spirv = spirv_global(cl, p->spirv);
    }
    for (int k = 0; k < 3; k++)
        f->workgroup_spec[k] = map_value(cl, f->workgroup_spec[k]);
    f->outputs = map_shared(cl, (void *const *)f->outputs, f->num_outputs, map_value, "IrGlobal*[]");
    f->interface = map_shared(cl, (void *const *)f->interface, f->num_interface, map_value, "IrGlobal*[]");
    f->next = map_value(cl, f->next);
    f->m = cl->to;
    /* the builder's cache may point at a removed var; it checks, and finds none */
    f->var_tail = f->var_tail ? find_copy(cl, f->var_tail, value_by_id(cl, &f->var_tail->v)) : NULL;
}

/* Empties the function maps for the next function (only the ids the last
 * one used: clearing all would make many small functions n²). */
static void clear_function_maps(Cloner *cl)
{
    memset(cl->values.to, 0, sizeof *cl->values.to * cl->values_hi);
    memset(cl->nodes.to, 0, sizeof *cl->nodes.to * cl->nodes_hi);
    cl->values_hi = cl->nodes_hi = 0;
    if (cl->local.len) {
        addr_map_free(&cl->local);
    free(cl->later);
        addr_map_init(&cl->local, 0, false);
    }
    cl->collided = false;
    cl->num_later = 0;
}

static void copy_params_and_body(Cloner *cl, const IrFunction *from, IrFunction *to)
{
    for (uint32_t i = 0; i < from->num_params; i++) {
        const IrParam *p = from->params[i];
        if (p && !find_copy(cl, p, value_by_id(cl, &p->v)))
            put_local(cl, &cl->values, &cl->values_hi, p->v.id, p, dup(cl, p, sizeof *p), sizeof *p, "IrParam");
    }
    to->body = from->body; /* a second try starts from the original's again */
    copy_region(cl, &from->body, &to->body);
}

/* A function's params, nodes and instructions, copied with the function's
 * id maps (empty). Where two of them share an id (which the verifier
 * forbids: [S5]) the maps cannot tell them apart, and would link the copies
 * wrongly, into a cycle even: the function is copied again with every
 * object found by its address (the first copies left unused). */
static void clone_body(Cloner *cl, const IrFunction *from, IrFunction *to)
{
    cl->func_from = from, cl->func_to = to;
    copy_params_and_body(cl, from, to);
    if (cl->collided) {
        uint32_t values = cl->values.len, nodes = cl->nodes.len;
        clear_function_maps(cl);
        cl->values.len = cl->nodes.len = 0; /* every id out of range */
        copy_params_and_body(cl, from, to);
        fix_later(cl);
        fix_function(cl, to);
        cl->values.len = values, cl->nodes.len = nodes;
    } else {
        fix_later(cl);
        fix_function(cl, to);
    }
    cl->func_from = NULL, cl->func_to = NULL;
}


/* ---------------------------------------------------------------- the module */

static void *map_interned(void *user, const void *obj, bool is_type)
{
    return is_type ? map_type(user, obj) : map_value(user, obj);
}

/* The function maps sized for the largest function (count first: never grown). */
static void size_function_maps(Cloner *cl, const IrModule *m)
{
    uint32_t values = 0, nodes = 0;
    for (int i = 0; i < m->functions.len; i++) {
        const IrFunction *f = m->functions.data[i];
        values = f->next_value_id > values ? f->next_value_id : values;
        nodes = f->next_node_id > nodes ? f->next_node_id : nodes;
    }
    id_map_init(&cl->values, values, false);
    id_map_init(&cl->nodes, nodes, false);
}

static IrModule *clone_into(Cloner *cl, IrModule *m, Arena *into)
{
    IrModule *c = dup(cl, m, sizeof *m);
    c->arena = into;
    cl->from = m, cl->to = c;
    note(cl, m, c, sizeof *c, "IrModule");

    copy_types_and_consts(cl, m);
    id_map_init(&cl->globals, m->next_global_id, true);
    PtrVec funcs = {0}; /* each function once, in m->functions' order */
    for (int i = 0; i < m->globals.len; i++)
        copy_listed(cl, &m->globals.data[i]->v, sizeof(IrGlobal), "IrGlobal");
    for (int i = 0; i < m->functions.len; i++) {
        IrFunction *f = copy_listed(cl, &m->functions.data[i]->v, sizeof(IrFunction), "IrFunction");
        if (f)
            vec_push(m->c->scratch, &funcs, (void *)m->functions.data[i]);
    }

    /* Copies are fixed in the original's terms (the maps are read, never
     * the copies' fields), so the order does not matter. */
    fix_types_and_consts(cl);
    for (int i = 0; i < m->globals.len; i++)
        fix_global(cl, map_value(cl, m->globals.data[i]));
    size_function_maps(cl, m);
    for (int i = 0; i < funcs.len; i++) {
        if (i)
            clear_function_maps(cl);
        clone_body(cl, funcs.data[i], map_value(cl, funcs.data[i]));
    }
    MAP_VEC(cl, c->globals, m->globals, map_value);
    MAP_VEC(cl, c->functions, m->functions, map_value);
    MAP_VEC(cl, c->entries, m->entries, map_value);
    c->spirv = clone_spirv(cl, m->spirv);
    ir_interner_clone(c, m, map_interned, cl);
    return c;
}

static void cloner_init(Cloner *cl, const IrModule *m, Arena *into, bool checking)
{
    *cl = (Cloner){.a = into, .checking = checking};
    set_value_maps(cl);
    /* what has no id: the types' and constants' arrays, inline SPIR-V */
    addr_map_init(&cl->shared, 64 + 2 * (size_t)m->next_type_id + (size_t)m->functions.len * 4, false);
    addr_map_init(&cl->local, 0, false);
    if (checking) {
        size_t n = 64 + 4 * (size_t)m->next_type_id + 2 * (size_t)m->next_global_id;
        for (int i = 0; i < m->functions.len; i++)
            n += 2 * (size_t)m->functions.data[i]->next_value_id + 3 * (size_t)m->functions.data[i]->next_node_id;
        addr_map_init(&cl->all, n, true);
    }
}

static void cloner_free(Cloner *cl)
{
    id_map_free(&cl->types);
    id_map_free(&cl->consts);
    id_map_free(&cl->globals);
    id_map_free(&cl->values);
    id_map_free(&cl->nodes);
    addr_map_free(&cl->shared);
    addr_map_free(&cl->local);
    free(cl->later);
    addr_map_free(&cl->all);
}

IrModule *ir_clone_module(IrModule *m, Arena *into)
{
    Cloner cl;
    cloner_init(&cl, m, into ? into : m->arena, false);
    IrModule *c = clone_into(&cl, m, into ? into : m->arena);
    cloner_free(&cl);
    return c;
}

/* ---------------------------------------------------------------- the check */

static bool check_fail(IrModule *m, const char *msg)
{
    SrcLoc none = {0, 0, 0};
    diag(m->c, none, D_IR_VERIFY, "ir_clone_module", msg);
    return false;
}

/* Whether a copy (its `size` bytes, of kind `what`) still holds the address
 * of an original in one of its pointer fields (ir_clone_fields.c). */
static bool copy_is_clean(IrModule *m, const AddrMap *all, const AddrEntry *e, const AddrDetail *ed)
{
    char msg[160];
    const IrCloneLayout *l = ir_clone_layout(ed->what);
    if (!l) {
        snprintf(msg, sizeof msg, "ir_clone.c copies a %s, which ir_clone_fields.c has no pointer fields for", ed->what);
        return check_fail(m, msg);
    }
    for (size_t base = 0; base + l->elem_size <= ed->size; base += l->elem_size)
        for (size_t k = 0; k < l->num_offsets; k++) {
            size_t off = base + l->offsets[k];
            const void *w;
            memcpy(&w, (const char *)e->to + off, sizeof w);
            /* the module's Ctx and arena are shared by design (not in the map) */
            const AddrEntry *hit = w ? addr_map_find(all, w) : NULL;
            if (hit) {
                snprintf(msg, sizeof msg, "a copied %s still points at an original %s (byte %zu): ir_clone.c misses a field",
                         ed->what, all->details[hit - all->slots].what, off);
                return check_fail(m, msg);
            }
        }
    return true;
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
    /* Clone again, recording every original object and its copy by address,
     * then read each copy's pointer fields (ir_clone_fields.c) for an
     * original's address. The copies of this second clone are not
     * `clone`'s, but are made by the same code, which also confirms that
     * each lookup by id found the copy the address gives. */
    Cloner cl;
    Arena *a = arena_new();
    cloner_init(&cl, m, a, true);
    clone_into(&cl, m, a);
    bool ok = cl.missing == 0 || check_fail(m, "the module points at objects it does not list (not copied)");
    if (ok && cl.disagree)
        ok = check_fail(m, "an id of the module finds another object than its address (ids not dense and unique "
                           "per function, or an operand array shared)");
    for (size_t j = 0; j < cl.all.cap && ok; j++)
        /* an embedded region (size 0): its fields are its owner's */
        if (cl.all.slots[j].from && cl.all.details[j].size)
            ok = copy_is_clean(m, &cl.all, &cl.all.slots[j], &cl.all.details[j]);
    cloner_free(&cl);
    arena_free(a);
    return ok;
}
