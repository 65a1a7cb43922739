/* Bit-fields (HLSL 2021): uint a : 4; in a struct.
 *
 * Consecutive bit-fields share a unit, a plain field of the struct type
 * (uint for 32-bit and bool bit-fields, uint16_t and uint64_t for the
 * other widths), from bit 0 up, as clang lays them out for DXC: a
 * bit-field that does not fit in what is left of the unit, or whose type
 * has another width, starts a new one, and so does any other field. The
 * Type's fields are the units (so layout, copies and buffers need nothing
 * new); each bit-field's ND_VAR names its unit (var.field_index) and its
 * first bit (var.bit_offset). A use s.a is an ND_MEMBER of kind
 * MEMBER_BITFIELD, which lowering reads and writes with shifts and masks
 * (lower_bitfield.c). An initializer list gives each bit-field a scalar of
 * its own, combined here into its unit. */
#include <string.h>
#include "sema.h"

static int type_bits(const Type *t)
{
    return t->scalar == SC_BOOL ? 32 : scalar_info[t->scalar].bits;
}

static Type *unit_type(Sema *s, const Type *t)
{
    int bits = type_bits(t);
    return type_scalar(s->tt, bits == 16 ? SC_UINT16 : bits == 64 ? SC_UINT64 : SC_UINT);
}

static bool integral(const Type *t)
{
    return t->kind == TY_SCALAR && t->scalar != SC_LITERAL_INT && t->scalar != SC_LITERAL_FLOAT &&
           scalar_info[t->scalar].cls != SCLASS_FLOAT;
}

void sema_bitfield_place(Sema *s, Node *v, Type *t, FieldVec *fields)
{
    v->var.field_index = -1;
    if (!s->hlsl2021) {
        diag(s->c, v->loc, D_SEMA_BITFIELD_2021, v->var.name);
        return;
    }
    if (t->kind == TY_ERROR)
        return;
    if (!integral(t)) {
        diag(s->c, v->loc, D_SEMA_BITFIELD_TYPE, v->var.name, type_name(s->c, t));
        return;
    }
    int width = v->var.bit_width, bits = type_bits(t);
    if (width < 0) {
        diag(s->c, v->loc, D_SEMA_BITFIELD_ZERO, v->var.name);
        return;
    }
    if (width > bits) {
        diag(s->c, v->loc, D_SEMA_BITFIELD_WIDTH, v->var.name, width, type_name(s->c, t), bits);
        return;
    }
    Type *ut = unit_type(s, t);
    Field *last = fields->len ? &fields->data[fields->len - 1] : NULL;
    Node *owner = v->var.owner;
    bool fits = last && last->bits_used && last->type == ut && last->decl && last->decl->var.owner == owner &&
                last->bits_used + width <= bits;
    if (!fits) {
        Field unit = {v->var.name, ut, false, v, 0};
        vec_push(s->c->arena, fields, unit);
        last = &fields->data[fields->len - 1];
    } else {
        /* the unit is named after its bit-fields (lo_mid), never looked up */
        last->name = intern_cstr(s->c->strs, arena_printf(s->c->arena, "%s_%s", last->name, v->var.name));
    }
    for (int i = 0; i < fields->len - 1; i++)
        if (fields->data[i].name == last->name) /* never two members of one name in the output */
            last->name = intern_cstr(s->c->strs, arena_printf(s->c->arena, "%s_", last->name));
    v->var.field_index = fields->len - 1;
    v->var.bit_offset = last->bits_used;
    last->bits_used = (uint8_t)(last->bits_used + width);
}

Node *sema_bitfield_named(const Type *t, const char *name)
{
    for (; t && t->kind == TY_STRUCT; t = t->base) {
        NodeList *m = t->decl ? &t->decl->strukt.members : NULL;
        for (int i = 0; m && i < m->len; i++) {
            Node *v = m->data[i];
            if (v && v->kind == ND_VAR && v->var.bit_width > 0 && v->var.field_index >= 0 && v->var.name &&
                !strcmp(v->var.name, name))
                return v;
        }
    }
    return NULL;
}

Type *sema_bitfield_member(Sema *s, Node *n, Node *b)
{
    n->member.what = MEMBER_BITFIELD;
    n->member.field_index = b->var.field_index;
    n->member.bit_offset = (uint8_t)b->var.bit_offset;
    n->member.bit_width = (uint8_t)b->var.bit_width;
    return n->type = b->type;
}

bool sema_has_bitfields(const Type *t)
{
    while (t && t->kind == TY_ARRAY)
        t = t->elem;
    if (!t || t->kind != TY_STRUCT)
        return false;
    for (int i = 0; i < t->num_fields; i++)
        if (t->fields[i].bits_used || sema_has_bitfields(t->fields[i].type))
            return true;
    return false;
}

/* ------------------------------------------------------------ init lists */

/* What the flattened list fills, in order: one scalar component, or one
 * bit-field (of unit `unit`, a new unit where `first`). */
typedef struct Leaf {
    Node *bitfield; /* NULL: a plain component */
    bool first;     /* the first bit-field of its unit */
} Leaf;
typedef VEC(Leaf) LeafVec;
typedef VEC(Node *) ItemVec;

/* The bit-fields of unit fi of struct t, in declaration order. */
static void unit_members(Sema *s, const Type *t, int fi, ItemVec *out)
{
    for (const Type *b = t; b && b->kind == TY_STRUCT; b = b->base) {
        NodeList *m = b->decl ? &b->decl->strukt.members : NULL;
        for (int i = 0; m && i < m->len; i++) {
            Node *v = m->data[i];
            if (v && v->kind == ND_VAR && v->var.bit_width > 0 && v->var.field_index == fi &&
                v->var.owner == t->fields[fi].decl->var.owner)
                vec_push(s->c->scratch, out, v);
        }
    }
}

static void leaves(Sema *s, const Type *t, LeafVec *out)
{
    switch (t->kind) {
    case TY_ARRAY:
        for (uint32_t i = 0; i < t->len; i++)
            leaves(s, t->elem, out);
        break;
    case TY_STRUCT:
        for (int i = 0; i < t->num_fields; i++) {
            if (!t->fields[i].bits_used) {
                leaves(s, t->fields[i].type, out);
                continue;
            }
            ItemVec bf = {0};
            unit_members(s, t, i, &bf);
            for (int k = 0; k < bf.len; k++) {
                Leaf l = {bf.data[k], k == 0};
                vec_push(s->c->scratch, out, l);
            }
        }
        break;
    default:
        for (int i = 0; i < type_component_count(t); i++) {
            Leaf l = {NULL, false};
            vec_push(s->c->scratch, out, l);
        }
        break;
    }
}

static void flatten_items(Sema *s, Node *list, ItemVec *out, bool *bad)
{
    for (int i = 0; i < list->init.items.len; i++) {
        Node **item = &list->init.items.data[i];
        if (!*item)
            continue;
        if ((*item)->kind == ND_INIT_LIST) {
            flatten_items(s, *item, out, bad);
            continue;
        }
        Type *t = sema_expr(s, item);
        *bad |= !t || t->kind == TY_ERROR || t->kind == TY_VOID;
        vec_push(s->c->scratch, out, *item);
    }
}

static Node *typed(Sema *s, Node *n, Type *t)
{
    n->type = t;
    return n;
}

static Node *binop(Sema *s, AstOp op, Node *a, Node *b, Type *t)
{
    Node *n = ast_new(s->c, ND_BINARY, a->loc);
    n->op.op = op;
    n->op.lhs = a;
    n->op.rhs = b;
    return typed(s, n, t);
}

static Node *uint_lit(Sema *s, SrcLoc loc, uint64_t v, Type *t)
{
    Node *n = ast_new(s->c, ND_INT_LIT, loc);
    n->ilit.value = v;
    n->ilit.suffix = "";
    return typed(s, n, t);
}

/* ((U)item & mask) << offset: one bit-field's share of its unit. */
static Node *bits_of(Sema *s, Node *item, Node *bf, Type *ut)
{
    Node *v = item;
    if (!sema_convert(s, &v, bf->type, "a bit-field's initializer"))
        return NULL;
    v = sema_wrap_cast(s, v, ut);
    uint64_t mask = bf->var.bit_width >= 64 ? ~0ull : (1ull << bf->var.bit_width) - 1;
    v = binop(s, OP_BITAND, v, uint_lit(s, item->loc, mask, ut), ut);
    if (bf->var.bit_offset)
        v = binop(s, OP_SHL, v, uint_lit(s, item->loc, (uint64_t)bf->var.bit_offset, ut), ut);
    return v;
}

bool sema_bitfield_init_list(Sema *s, Node **init, Type *t)
{
    Node *list = *init;
    ItemVec items = {0};
    bool bad = false;
    flatten_items(s, list, &items, &bad);
    if (bad || t->kind == TY_ERROR)
        return false;
    LeafVec lv = {0};
    if (t->kind == TY_ARRAY && t->len == 0) /* S a[] = {...}: as many elements as the items fill */
        while (lv.len < items.len)
            leaves(s, t->elem, &lv);
    else
        leaves(s, t, &lv);
    NodeList out = {0};
    int leaf = 0;
    for (int i = 0; i < items.len; i++) {
        Node *item = items.data[i];
        int n = type_component_count(item->type);
        if (leaf < lv.len && lv.data[leaf].bitfield) {
            Node *bf = lv.data[leaf].bitfield;
            if (n != 1) {
                diag(s->c, item->loc, D_SEMA_BITFIELD_INIT, bf->var.name, type_name(s->c, item->type));
                return false;
            }
            Type *ut = unit_type(s, bf->type);
            Node *part = bits_of(s, item, bf, ut);
            if (!part)
                return false;
            if (lv.data[leaf].first)
                vec_push(s->c->arena, &out, part);
            else
                out.data[out.len - 1] = binop(s, OP_BITOR, out.data[out.len - 1], part, ut);
            leaf++;
            continue;
        }
        /* plain components: the item as it is, unless it runs into a bit-field */
        for (int k = 0; k < n && leaf + k < lv.len; k++)
            if (lv.data[leaf + k].bitfield) {
                diag(s->c, item->loc, D_SEMA_BITFIELD_INIT, lv.data[leaf + k].bitfield->var.name,
                     type_name(s->c, item->type));
                return false;
            }
        vec_push(s->c->arena, &out, item);
        leaf += n;
    }
    list->init.items = out;
    return true;
}

/* A bit-field of the struct whose method is being checked, named alone:
 * this.name. */
Type *sema_bitfield_this(Sema *s, Node **e, Node *b)
{
    Node *n = *e;
    Node *m = ast_new(s->c, ND_MEMBER, n->loc);
    m->member.object = sema_this_node(s, n->loc);
    m->member.name = n->ident.name;
    *e = m;
    return sema_bitfield_member(s, m, b);
}
