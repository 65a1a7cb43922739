/* Memory: an IR pointer is never an MSL value; it is the lvalue it points
 * at (MslVal), built one access index at a time and printed where a load,
 * store, atomic or call uses it. What C++ cannot do directly is spelled out:
 *
 *   packed_ 3-vectors      loads convert to the aligned vector (MSL 2.4
 *                          spec 2.2.3: packed vectors are not accepted
 *                          where an aligned vector is expected)
 *   column-stored matrices element (i, j) is m[j][i]; a row is rebuilt
 *                          from its elements; the matrix is transposed
 *   widened arrays         cbuffer float a[4] (16-byte slots) is float4
 *                          a[4]; element i is a[i].x
 *   arrays                 C++ arrays are not values: loads and stores of
 *                          whole arrays copy element by element
 *   atomic memory          atomic_load_explicit / atomic_store_explicit
 *                          with memory_order_relaxed (spec 6.15.2) */
#include "msl_internal.h"

static const char *const comp_name[4] = {"x", "y", "z", "w"};

bool msl_member_packed(MslWriter *w, const IrType *st, uint32_t k)
{
    if (!st->explicit_layout)
        return false;
    const IrMember *mb = &st->members[k];
    uint32_t want = w->want_size[st->id];
    uint32_t next = k + 1 < st->num_members ? st->members[k + 1].offset : want ? want : mb->offset + 16;
    return msl_needs_packed(mb->type, mb->offset, next - mb->offset);
}

/* Sets V_MATRIX when v reaches a laid-out matrix MSL stores otherwise. */
static void mark_matrix(MslVal *v, const IrType *t)
{
    if (t->kind != IRT_MATRIX || !v->have_layout)
        return;
    uint8_t vec;
    MslMatMode md = msl_mat_mode(t, v->matrix_stride, v->row_major, &vec);
    if (md != MAT_NATURAL) {
        v->flags |= V_MATRIX;
        v->mat = (uint8_t)md;
        v->mat_vec = vec;
    }
}

MslVal msl_step(MslWriter *w, const MslVal *b, const IrType *t, const char *idx, uint32_t k, const IrType **next)
{
    MslVal r = *b;
    const char *ix = idx ? idx : msl_uint_text(w, k);
    switch (t->kind) {
    case IRT_STRUCT:
        if ((b->flags & V_ELEMPTR) && msl_elem_ptr_block(t)) {
            r.flags &= (uint8_t)~V_ELEMPTR;
        } else {
            const IrMember *mb = &t->members[k];
            r.text = msl_cat(w, b->text, ".", msl_member_name(w, mb->name ? mb->name : arena_printf(w->a, "m%u", k)), NULL);
            if (msl_member_packed(w, t, k))
                r.flags |= V_PACKED;
        }
        r.have_layout = t->explicit_layout;
        r.matrix_stride = t->members[k].matrix_stride;
        r.row_major = t->members[k].row_major;
        *next = t->members[k].type;
        mark_matrix(&r, *next);
        return r;
    case IRT_ARRAY:
    case IRT_RUNTIME_ARRAY:
        *next = t->elem;
        if (msl_array_widened(t))
            r.text = msl_cat(w, b->text, "[", ix, "]", msl_widen_swizzle(t->elem), NULL);
        else
            r.text = msl_cat(w, b->text, "[", ix, "]", NULL);
        if (msl_array_packed(t))
            r.flags |= V_PACKED;
        mark_matrix(&r, t->elem);
        return r;
    case IRT_MATRIX:
        *next = t->elem;
        r.flags &= (uint8_t)~V_MATRIX;
        if (!(b->flags & V_MATRIX)) {
            r.text = msl_cat(w, b->text, "[", ix, "]", NULL);
        } else if (b->mat == MAT_ROWS) {
            static const char *const sw[5] = {"", "", ".xy", ".xyz", ""};
            r.text = arena_printf(w->a, "%s[%s]%s", b->text, ix, b->mat_vec != t->elem->count ? sw[t->elem->count] : "");
        } else {
            r.flags |= V_COLROW; /* a row of a column-stored matrix is not an lvalue */
            r.row = ix;
        }
        return r;
    case IRT_VECTOR:
        *next = t->elem;
        r.flags &= (uint8_t)~(V_PACKED | V_COLROW);
        if (b->flags & V_COLROW)
            r.text = arena_printf(w->a, "%s[%s][%s]", b->text, ix, b->row);
        else if (!idx && k < 4)
            r.text = msl_cat(w, b->text, ".", comp_name[k], NULL);
        else
            r.text = msl_cat(w, b->text, "[", ix, "]", NULL);
        return r;
    default: ice(w->c, "access into %s", irt_name(w->m, t));
    }
}

void msl_emit_access(MslWriter *w, IrInst *i)
{
    MslVal v = *msl_ptr(w, i->args[0]);
    const IrType *t = i->args[0]->type->elem;
    for (uint32_t k = 1; k < i->num_args; k++) {
        IrValue *x = i->args[k];
        bool cst = x->vkind == IRV_CONST && (t->kind == IRT_STRUCT || t->kind == IRT_VECTOR);
        v = msl_step(w, &v, t, cst ? NULL : msl_value(w, x, i->loc), cst ? (uint32_t)((IrConst *)x)->u : 0, &t);
    }
    w->val[i->v.id] = v;
}

static bool atomic_scalar(MslWriter *w, const MslVal *p, const IrType *t, SrcLoc loc)
{
    if (!(p->flags & V_ATOMIC))
        return false;
    if (t->kind != IRT_INT || t->bits != 32) {
        diag(w->c, loc, D_MSL_ATOMIC_TYPE, p->text, irt_name(w->m, t));
        return false;
    }
    return true;
}

const char *msl_load_expr(MslWriter *w, MslVal *p, const IrType *t, SrcLoc loc)
{
    if (atomic_scalar(w, p, t, loc))
        return arena_printf(w->a, "atomic_load_explicit(&%s, memory_order_relaxed)", p->text);
    if (p->flags & V_PACKED)
        return arena_printf(w->a, "%s(%s)", msl_type(w, t, loc), p->text);
    if (p->flags & V_COLROW) {
        StrBuf sb = {0};
        sb_printf(&sb, "%s(", msl_type(w, t, loc));
        for (uint32_t c = 0; c < t->count; c++)
            sb_printf(&sb, "%s%s[%u][%s]", c ? ", " : "", p->text, c, p->row);
        sb_putc(&sb, ')');
        const char *r = arena_strdup(w->a, sb.data);
        sb_free(&sb);
        return r;
    }
    if ((p->flags & V_MATRIX) && t->kind == IRT_MATRIX) {
        if (p->mat == MAT_TRANSPOSED)
            return arena_printf(w->a, "transpose(%s)", p->text);
        StrBuf sb = {0};
        sb_printf(&sb, "%s(", msl_type(w, t, loc));
        for (uint32_t r = 0; r < t->count; r++) {
            MslVal row;
            const IrType *rt;
            row = msl_step(w, p, t, NULL, r, &rt);
            sb_printf(&sb, "%s%s", r ? ", " : "", msl_load_expr(w, &row, rt, loc));
        }
        sb_putc(&sb, ')');
        const char *r = arena_strdup(w->a, sb.data);
        sb_free(&sb);
        return r;
    }
    return p->text;
}

/* dst = src for arrays, element by element (nested loops for arrays of
 * arrays); src is an lvalue (so any address space, any layout). */
static void copy_array(MslWriter *w, MslVal *dst, MslVal *src, const IrType *t, SrcLoc loc)
{
    if (t->kind != IRT_ARRAY) {
        msl_store(w, dst, t, msl_load_expr(w, src, t, loc), loc);
        return;
    }
    const char *iv = msl_tmp(w, "i");
    msl_line(w, "for (uint %s = 0; %s < %u; ++%s)", iv, iv, t->count, iv);
    msl_line(w, "{");
    w->ind++;
    const IrType *et;
    MslVal d = msl_step(w, dst, t, iv, 0, &et), s = msl_step(w, src, t, iv, 0, &et);
    copy_array(w, &d, &s, et, loc);
    w->ind--;
    msl_line(w, "}");
}

void msl_store(MslWriter *w, MslVal *p, const IrType *t, const char *v, SrcLoc loc)
{
    if (atomic_scalar(w, p, t, loc)) {
        msl_line(w, "atomic_store_explicit(&%s, %s, memory_order_relaxed);", p->text, v);
        return;
    }
    if (t->kind == IRT_ARRAY) {
        /* v is an array's name, or a constant list: give the list a name */
        if (v[0] == '{') {
            const char *tmp = msl_tmp(w, "k");
            msl_line(w, "%s = %s;", msl_decl(w, t, tmp, "const ", false, loc), v);
            v = tmp;
        }
        MslVal src = {.text = v};
        copy_array(w, p, &src, t, loc);
        return;
    }
    if (p->flags & V_COLROW) {
        for (uint32_t c = 0; c < t->count; c++)
            msl_line(w, "%s[%u][%s] = %s[%u];", p->text, c, p->row, v, c);
        return;
    }
    if ((p->flags & V_MATRIX) && t->kind == IRT_MATRIX) {
        if (p->mat == MAT_TRANSPOSED) {
            msl_line(w, "%s = transpose(%s);", p->text, v);
            return;
        }
        for (uint32_t r = 0; r < t->count; r++) {
            const IrType *rt;
            MslVal row = msl_step(w, p, t, NULL, r, &rt);
            msl_store(w, &row, rt, arena_printf(w->a, "%s[%u]", v, r), loc);
        }
        return;
    }
    msl_line_cat(w, p->text, " = ", v, ";", NULL);
}

void msl_emit_load(MslWriter *w, IrInst *i)
{
    if (msl_load_spec_constant(w, i))
        return;
    MslVal *p = msl_ptr(w, i->args[0]);
    const IrType *t = i->v.type;
    if (t->kind == IRT_IMAGE || t->kind == IRT_SAMPLER || t->kind == IRT_ACCEL_STRUCT) { /* a texture is its parameter's name (or an element) */
        w->val[i->v.id] = *p;
        return;
    }
    if (t->kind == IRT_ARRAY) {
        const char *name = w->val[i->v.id].text;
        if (!w->hoist[i->v.id])
            msl_line_cat(w, msl_decl(w, t, name, "", false, i->loc), ";", NULL);
        MslVal d = {.text = name};
        copy_array(w, &d, p, t, i->loc);
        return;
    }
    const char *e = msl_load_expr(w, p, t, i->loc);
    msl_begin_def(w, i);
    sb_puts(w->o, e);
    msl_end_def(w);
}

void msl_declare_var(MslWriter *w, IrInst *i)
{
    const char *name = w->val[i->v.id].text;
    if (!w->hoist[i->v.id])
        msl_line_cat(w, msl_decl(w, i->v.type, name, "", false, i->loc), ";", NULL);
}

/* ---------------------------------------------------------------- atomics */

/* Interlocked*: relaxed atomics on atomic_int / atomic_uint (MSL 2.4 spec
 * 6.15.2; HLSL's are relaxed too). HLSL's compare-exchange is strong and
 * MSL 2.4 only has the weak one: retry while it fails spuriously, that is
 * while the value seen still equals the comparator. */
void msl_emit_atomic(MslWriter *w, IrInst *i)
{
    const IrType *vt = i->args[0]->type->elem;
    if (i->args[0]->type->space == IRS_IMAGE) {
        if (vt->bits != 64) /* a 64-bit image: its declaration says why (PRISM5551, 5570) */
            diag(w->c, i->loc, D_MSL_TEXEL_ATOMIC);
        return;
    }
    MslVal *p = msl_ptr(w, i->args[0]);
    if (vt->kind == IRT_INT && vt->bits == 64) {
        diag(w->c, i->loc, D_MSL_64BIT_ATOMIC);
        return;
    }
    if (!(p->flags & V_ATOMIC) || vt->kind != IRT_INT || vt->bits != 32) {
        diag(w->c, i->loc, D_MSL_ATOMIC_TYPE, p->text, irt_name(w->m, vt));
        return;
    }
    const char *v = i->num_args > 1 ? msl_value(w, i->args[1], i->loc) : "";
    const char *fn = NULL;
    switch ((IrAtomicOp)i->imm) {
    case IR_ATOMIC_ADD: fn = "atomic_fetch_add_explicit"; break;
    case IR_ATOMIC_MIN: fn = "atomic_fetch_min_explicit"; break;
    case IR_ATOMIC_MAX: fn = "atomic_fetch_max_explicit"; break;
    case IR_ATOMIC_AND: fn = "atomic_fetch_and_explicit"; break;
    case IR_ATOMIC_OR: fn = "atomic_fetch_or_explicit"; break;
    case IR_ATOMIC_XOR: fn = "atomic_fetch_xor_explicit"; break;
    case IR_ATOMIC_EXCHANGE: fn = "atomic_exchange_explicit"; break;
    case IR_ATOMIC_LOAD:
        msl_begin_def(w, i);
        sb_printf(w->o, "atomic_load_explicit(&%s, memory_order_relaxed)", p->text);
        msl_end_def(w);
        return;
    case IR_ATOMIC_STORE: msl_line(w, "atomic_store_explicit(&%s, %s, memory_order_relaxed);", p->text, v); return;
    case IR_ATOMIC_COMPARE_EXCHANGE: {
        const char *cmp = msl_value(w, i->args[2], i->loc), *name = w->val[i->v.id].text;
        if (w->hoist[i->v.id])
            msl_line(w, "%s = %s;", name, cmp);
        else
            msl_line(w, "%s %s = %s;", msl_type(w, vt, i->loc), name, cmp);
        msl_line(w, "while (!atomic_compare_exchange_weak_explicit(&%s, &%s, %s, memory_order_relaxed, "
                    "memory_order_relaxed) && %s == %s)",
                 p->text, name, v, name, cmp);
        msl_line(w, "{");
        msl_line(w, "}");
        return;
    }
    default: ice(w->c, "atomic op %u", i->imm);
    }
    msl_begin_def(w, i);
    sb_printf(w->o, "%s(&%s, %s, memory_order_relaxed)", fn, p->text, v);
    msl_end_def(w);
}
