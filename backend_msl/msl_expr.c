/* Instructions other than memory: arithmetic, comparisons, conversions,
 * composites, matrices, calls, barriers and texel buffers. Operands are
 * names or constants, so no expression needs parentheses beyond the
 * negative literals msl_const already wraps. */
#include "msl_internal.h"

static const char *const comp_name[4] = {"x", "y", "z", "w"};

static void unsupported(MslWriter *w, IrInst *i, const IrType *t)
{
    diag(w->c, i->loc, D_MSL_UNSUPPORTED_OP, ir_op_info[i->op].name, irt_name(w->m, t));
}

/* ---------------------------------------------------------------- arithmetic */

static void emit_binary(MslWriter *w, IrInst *i)
{
    const IrType *t = i->args[0]->type;
    bool is_bool = irt_is_bool(t), is_float = irt_is_float(t);
    const char *a = msl_arg(w, i, 0), *b = i->num_args > 1 ? msl_arg(w, i, 1) : NULL, *op = NULL;
    switch (i->op) {
    case IR_ADD: op = "+"; break;
    case IR_SUB: op = "-"; break;
    case IR_MUL: op = "*"; break;
    case IR_DIV: op = "/"; break;
    case IR_REM:
        /* HLSL % keeps the dividend's sign: C++ % on ints (C++14
         * [expr.mul]p4), fmod on floats (MSL 2.4 spec 6.5). */
        if (is_float) {
            msl_def_cat(w, i, "fmod(", a, ", ", b, ")", NULL);
            return;
        }
        op = "%";
        break;
    case IR_SHL:
    case IR_SHR:
        op = i->op == IR_SHL ? "<<" : ">>";
        /* vector shifts want one element type on both sides */
        if (i->args[1]->type != t && i->args[1]->vkind != IRV_CONST)
            b = msl_cat(w, msl_type(w, t, i->loc), "(", b, ")", NULL);
        break;
    case IR_AND: op = is_bool ? "&&" : "&"; break;
    case IR_OR: op = is_bool ? "||" : "|"; break;
    case IR_XOR: op = is_bool ? "!=" : "^"; break;
    case IR_EQ: op = "=="; break;
    case IR_NE: op = "!="; break; /* true for NaN, as HLSL's */
    case IR_LT: op = "<"; break;
    case IR_LE: op = "<="; break;
    case IR_GT: op = ">"; break;
    case IR_GE: op = ">="; break;
    case IR_NEG: msl_def_cat(w, i, "-", a, NULL); return;
    case IR_NOT: msl_def_cat(w, i, is_bool ? "!" : "~", a, NULL); return;
    default: break;
    }
    if (!op || t->kind == IRT_MATRIX) {
        unsupported(w, i, t);
        return;
    }
    /* 16-bit scalars promote to int in C++ ([conv.prom]): convert back. */
    const IrType *rt = i->v.type;
    if (irt_scalar_of(rt)->kind == IRT_INT && irt_scalar_of(rt)->bits < 32 && rt->kind != IRT_VECTOR)
        msl_def_cat(w, i, msl_type(w, rt, i->loc), "(", a, " ", op, " ", b, ")", NULL);
    else
        msl_def_cat(w, i, a, " ", op, " ", b, NULL);
}

/* ---------------------------------------------------------------- composites */

static void emit_construct(MslWriter *w, IrInst *i)
{
    const IrType *t = i->v.type;
    bool has_array = t->kind == IRT_ARRAY;
    for (uint32_t k = 0; t->kind == IRT_STRUCT && k < t->num_members; k++) {
        const IrType *mt = t->members[k].type;
        uint8_t vec;
        has_array |= mt->kind == IRT_ARRAY;
        /* a laid-out matrix Metal stores otherwise (transposed): stored as memory is */
        has_array |= t->explicit_layout && mt->kind == IRT_MATRIX &&
                     msl_mat_mode(mt, t->members[k].matrix_stride, t->members[k].row_major, &vec) != MAT_NATURAL;
    }
    if (has_array) { /* part by part: arrays are not values in C++ */
        msl_declare_var(w, i);
        MslVal d = {.text = w->val[i->v.id].text};
        for (uint32_t k = 0; k < i->num_args; k++) {
            const IrType *pt;
            MslVal part = msl_step(w, &d, t, NULL, k, &pt);
            if (t->kind == IRT_STRUCT)
                part.flags &= V_MATRIX;
            msl_store(w, &part, pt, msl_arg(w, i, k), i->loc);
        }
        return;
    }
    /* Written where it goes: the type (its struct defined first, as
     * before), then the parts; nothing here writes to w->o meanwhile. */
    bool brace = t->kind == IRT_STRUCT;
    const char *tn = msl_type(w, t, i->loc);
    msl_begin_def(w, i);
    StrBuf *o = w->o;
    msl_put(o, tn);
    sb_putc(o, brace ? '{' : '(');
    for (uint32_t k = 0; k < i->num_args; k++) {
        msl_put(o, k ? ", " : "");
        if (brace && t->explicit_layout && k < 63 && (w->pad_mask[t->id] >> k & 1))
            msl_put(o, "{}, "); /* the pad member before member k */
        msl_put(o, msl_arg(w, i, k));
    }
    sb_putc(o, brace ? '}' : ')');
    msl_end_def(w);
}

/* extract and insert: a path of constant indices into a value, read as the
 * lvalue text of that value (so laid-out structs unpack as memory does). */
static MslVal path(MslWriter *w, IrInst *i, const IrType **t)
{
    MslVal v = {.text = msl_arg(w, i, 0)};
    *t = i->args[0]->type;
    for (uint32_t k = 0; k < i->num_lits; k++)
        v = msl_step(w, &v, *t, NULL, i->lits[k], t);
    return v;
}

static void emit_extract(MslWriter *w, IrInst *i)
{
    const IrType *t;
    MslVal v = path(w, i, &t);
    if (t->kind == IRT_ARRAY) {
        msl_declare_var(w, i);
        MslVal d = {.text = w->val[i->v.id].text};
        msl_store(w, &d, t, v.text, i->loc);
        return;
    }
    msl_def(w, i, msl_load_expr(w, &v, t, i->loc));
}

/* A copy of the composite with one part replaced (or one component, for
 * insert_dyn): a variable, then a store into it. */
static void emit_insert(MslWriter *w, IrInst *i)
{
    const char *name = w->val[i->v.id].text;
    const IrType *t = i->v.type;
    if (t->kind == IRT_ARRAY) {
        msl_declare_var(w, i);
        MslVal d = {.text = name};
        msl_store(w, &d, t, msl_arg(w, i, 0), i->loc);
    } else if (w->hoist[i->v.id]) {
        msl_line_cat(w, name, " = ", msl_arg(w, i, 0), ";", NULL);
    } else {
        msl_line_cat(w, msl_decl(w, t, name, "", false, i->loc), " = ", msl_arg(w, i, 0), ";", NULL);
    }
    MslVal d = {.text = name};
    if (i->op == IR_INSERT_DYN) {
        msl_line_cat(w, name, "[", msl_arg(w, i, 2), "] = ", msl_arg(w, i, 1), ";", NULL);
        return;
    }
    const IrType *pt = t;
    for (uint32_t k = 0; k < i->num_lits; k++)
        d = msl_step(w, &d, pt, NULL, i->lits[k], &pt);
    msl_store(w, &d, pt, msl_arg(w, i, 1), i->loc);
}

static void emit_shuffle(MslWriter *w, IrInst *i)
{
    const IrType *at = i->args[0]->type;
    uint32_t na = at->kind == IRT_VECTOR ? at->count : 1;
    bool one = true;
    for (uint32_t k = 0; k < i->num_lits; k++)
        one &= i->lits[k] < na || i->args[1] == i->args[0];
    const char *tn = one && at->kind == IRT_VECTOR ? NULL : msl_type(w, i->v.type, i->loc);
    msl_begin_def(w, i); /* the expression written where it goes */
    StrBuf *o = w->o;
    if (!tn) {
        msl_put(o, msl_arg(w, i, 0));
        sb_putc(o, '.');
        for (uint32_t k = 0; k < i->num_lits; k++)
            msl_put(o, comp_name[i->lits[k] % na]);
    } else {
        msl_put(o, tn);
        sb_putc(o, '(');
        for (uint32_t k = 0; k < i->num_lits; k++) {
            uint32_t c = i->lits[k], from = c < na ? 0 : 1, idx = c < na ? c : c - na;
            const IrType *ft = i->args[from]->type;
            msl_put(o, k ? ", " : "");
            msl_put(o, msl_arg(w, i, from));
            if (ft->kind == IRT_VECTOR) {
                sb_putc(o, '.');
                msl_put(o, comp_name[idx]);
            }
        }
        sb_putc(o, ')');
    }
    msl_end_def(w);
}

/* ---------------------------------------------------------------- conversions, matrices */

static void emit_select(MslWriter *w, IrInst *i)
{
    const IrType *t = i->v.type;
    if (t->kind == IRT_ARRAY) {
        diag(w->c, i->loc, D_MSL_ARRAY_VALUE, "select", irt_name(w->m, t));
        return;
    }
    /* MSL 2.4 spec 6.4: select(a, b, c) is c ? b : a per component. */
    if (i->args[0]->type->kind == IRT_VECTOR)
        msl_def_cat(w, i, "select(", msl_arg(w, i, 2), ", ", msl_arg(w, i, 1), ", ", msl_arg(w, i, 0), ")", NULL);
    else
        msl_def_cat(w, i, msl_arg(w, i, 0), " ? ", msl_arg(w, i, 1), " : ", msl_arg(w, i, 2), NULL);
}

/* IR matrices are HLSL's rows and MSL's columns (msl_types.c), so with S
 * the MSL matrix of M (S = M^T): mul(M, v) = v * S, mul(v, M) = S * v,
 * mul(A, B) = S_B * S_A, as SPIR-V's backend does (spv_inst.c). */
static void emit_matrix(MslWriter *w, IrInst *i)
{
    const IrType *mt = i->args[0]->type->kind == IRT_MATRIX ? i->args[0]->type
                       : i->num_args > 1                     ? i->args[1]->type
                                                             : i->args[0]->type;
    if (mt->kind == IRT_MATRIX && irt_scalar_of(mt)->kind != IRT_FLOAT) {
        diag(w->c, i->loc, D_MSL_INT_MATRIX, msl_scalar_name(irt_scalar_of(mt)));
        return;
    }
    switch (i->op) {
    case IR_MAT_TIMES_VEC:
    case IR_VEC_TIMES_MAT:
    case IR_MAT_TIMES_MAT: msl_def_cat(w, i, msl_arg(w, i, 1), " * ", msl_arg(w, i, 0), NULL); break;
    case IR_MAT_TIMES_SCALAR: msl_def_cat(w, i, msl_arg(w, i, 0), " * ", msl_arg(w, i, 1), NULL); break;
    default: msl_def_cat(w, i, "transpose(", msl_arg(w, i, 0), ")", NULL); break;
    }
}

static void emit_call(MslWriter *w, IrInst *i)
{
    const char *fn = msl_func_name(w, i->callee);
    uint32_t first = i->num_args && i->args[0]->vkind == IRV_FUNC ? 1 : 0;
    /* the arguments' texts first (with the locals some need, on lines of
     * their own), then the call written where it goes */
    const char *small[16], **args = i->num_args <= 16 ? small : arena_alloc_raw(w->a, sizeof(char *) * i->num_args);
    for (uint32_t k = first; k < i->num_args; k++) {
        IrValue *a = i->args[k];
        const char *t = a->type->kind == IRT_POINTER ? msl_ptr(w, a)->text : msl_arg(w, i, k);
        if (a->type->kind == IRT_ARRAY && a->vkind == IRV_CONST) {
            /* an array parameter is a thread reference (thread const T (&a)[N]),
             * which a braced list does not bind to: a local holds it */
            const char *n = msl_tmp(w, "arg");
            msl_line(w, "%s = %s;", msl_decl(w, a->type, n, "const ", false, i->loc), t);
            t = n;
        }
        args[k] = t;
    }
    bool sizes = msl_func_sizes(w, i->callee);
    if (i->v.type->kind == IRT_VOID)
        msl_indent(w);
    else
        msl_begin_def(w, i);
    StrBuf *o = w->o;
    msl_put(o, fn);
    sb_putc(o, '(');
    for (uint32_t k = first; k < i->num_args; k++) {
        msl_put(o, k > first ? ", " : "");
        msl_put(o, args[k]);
    }
    if (sizes)
        msl_put(o, i->num_args > first ? ", prism_buffer_sizes" : "prism_buffer_sizes");
    sb_putc(o, ')');
    if (i->v.type->kind == IRT_VOID)
        msl_put(o, ";\n");
    else
        msl_end_def(w);
}

/* The runtime array's length from the buffer's byte size (MslInfo's
 * buffer_sizes_index): (size - offset of the array) / stride. */
static void emit_array_length(MslWriter *w, IrInst *i)
{
    IrValue *p = i->args[0];
    IrGlobal *g = p->vkind == IRV_PARAM ? ((IrParam *)p)->global : NULL;
    const IrType *bt = p->type->elem;
    if (!g || bt->kind != IRT_STRUCT || i->imm >= bt->num_members ||
        bt->members[i->imm].type->kind != IRT_RUNTIME_ARRAY || w->info->buffer_index[g->v.id] < 0) {
        unsupported(w, i, bt);
        return;
    }
    const IrMember *mb = &bt->members[i->imm];
    uint32_t stride = mb->type->stride ? mb->type->stride : msl_size(mb->type->elem);
    if (mb->offset)
        msl_def_fmt(w, i, "(prism_buffer_sizes[%d] - %uu) / %uu", w->info->buffer_index[g->v.id], mb->offset, stride);
    else
        msl_def_fmt(w, i, "prism_buffer_sizes[%d] / %uu", w->info->buffer_index[g->v.id], stride);
}

/* MSL 2.4 spec 6.9.1: threadgroup_barrier(mem_flags) waits for the whole
 * threadgroup. HLSL's barriers without GroupSync only order memory; MSL
 * 2.4 has no fence on its own (atomic_thread_fence with scopes is MSL 3.2),
 * so they become the same threadgroup barrier: stronger, and correct where
 * the threadgroup reaches it together, as HLSL code using them does. */
static void emit_barrier(MslWriter *w, IrInst *i)
{
    uint32_t f = i->imm;
    const char *flags = (f & IR_MEM_DEVICE) && (f & IR_MEM_WORKGROUP) ? "mem_flags::mem_device | mem_flags::mem_threadgroup"
                        : (f & IR_MEM_DEVICE)                        ? "mem_flags::mem_device"
                        : (f & IR_MEM_WORKGROUP)                     ? "mem_flags::mem_threadgroup"
                                                                     : "mem_flags::mem_none";
    if (w->fn_st & ~(unsigned)ST_COMPUTE) {
        diag(w->c, i->loc, D_MSL_BARRIER_STAGE, "a barrier");
        return;
    }
    msl_line(w, "threadgroup_barrier(%s);", flags);
}

void msl_emit_inst(MslWriter *w, IrInst *i)
{
    if (i->v.type && i->v.type->kind != IRT_VOID && i->v.type->kind != IRT_POINTER &&
        !msl_check_type(w, i->v.type, i->loc, ir_op_info[i->op].name))
        return;
    switch (i->op) {
    case IR_LOAD: msl_emit_load(w, i); break;
    case IR_STORE: {
        if (!msl_check_type(w, i->args[1]->type, i->loc, "store"))
            break;
        MslVal *p = msl_ptr(w, i->args[0]);
        msl_store(w, p, i->args[1]->type, msl_arg(w, i, 1), i->loc);
        break;
    }
    case IR_ACCESS: msl_emit_access(w, i); break;
    case IR_ADDR_TO_PTR: msl_emit_addr_to_ptr(w, i); break;
    case IR_ARRAY_LENGTH: emit_array_length(w, i); break;
    case IR_CONSTRUCT: emit_construct(w, i); break;
    case IR_EXTRACT: emit_extract(w, i); break;
    case IR_INSERT:
    case IR_INSERT_DYN: emit_insert(w, i); break;
    case IR_SHUFFLE: emit_shuffle(w, i); break;
    case IR_EXTRACT_DYN: msl_def_cat(w, i, msl_arg(w, i, 0), "[", msl_arg(w, i, 1), "]", NULL); break;
    case IR_SPLAT: msl_def_cat(w, i, msl_type(w, i->v.type, i->loc), "(", msl_arg(w, i, 0), ")", NULL); break;
    case IR_ADD: case IR_SUB: case IR_MUL: case IR_DIV: case IR_REM: case IR_NEG:
    case IR_SHL: case IR_SHR: case IR_AND: case IR_OR: case IR_XOR: case IR_NOT:
    case IR_EQ: case IR_NE: case IR_LT: case IR_LE: case IR_GT: case IR_GE: emit_binary(w, i); break;
    case IR_SELECT: emit_select(w, i); break;
    case IR_CONVERT: msl_def_cat(w, i, msl_type(w, i->v.type, i->loc), "(", msl_arg(w, i, 0), ")", NULL); break;
    case IR_BITCAST: /* MSL 2.4 spec 2.12.2 */
        msl_def_cat(w, i, "as_type<", msl_type(w, i->v.type, i->loc), ">(", msl_arg(w, i, 0), ")", NULL);
        break;
    case IR_DOT: msl_def_cat(w, i, "dot(", msl_arg(w, i, 0), ", ", msl_arg(w, i, 1), ")", NULL); break;
    case IR_MAT_TIMES_VEC: case IR_VEC_TIMES_MAT: case IR_MAT_TIMES_MAT: case IR_MAT_TIMES_SCALAR:
    case IR_TRANSPOSE: emit_matrix(w, i); break;
    case IR_CALL: emit_call(w, i); break;
    case IR_INTRINSIC: msl_emit_intrinsic(w, i); break;
    case IR_ATOMIC: msl_emit_atomic(w, i); break;
    case IR_BARRIER: emit_barrier(w, i); break;
    case IR_IMAGE_SAMPLE:
    case IR_IMAGE_GATHER:
    case IR_IMAGE_READ:
    case IR_IMAGE_WRITE:
    case IR_IMAGE_QUERY:
    case IR_IMAGE_TEXEL_POINTER: msl_emit_image(w, i); break;
    case IR_VAR: case IR_PHI: case IR_BREAK: case IR_CONTINUE: case IR_RETURN: case IR_DISCARD:
    case IR_UNREACHABLE: case IR_SPIRV /* ir_lift_spirv lifted or reported it */:
    case IR_HANDLE_COHERENT:
    case IR_COUNTER_OF: /* ir_lower_resource_handles resolved it */
    case IR_OP_COUNT: ice(w->c, "%s reached the MSL instruction emitter", ir_op_info[i->op].name);
    }
}
