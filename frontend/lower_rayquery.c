/* Inline ray tracing to IR (docs/rayquery.md).
 *
 * A RaytracingAccelerationStructure global (or a one-dimensional array of
 * them) is an IRS_HANDLE global of irt_accel_struct, loaded where
 * TraceRayInline uses it, as textures are. A RayQuery is a variable of
 * irt_ray_query (a local: IR_VAR; a static: an IRS_PRIVATE global that
 * ir_lower_resource_handles makes each entry's variable) and a RayQuery
 * parameter its pointer, the caller's variable (the function is inlined
 * there). Each method is an IR_INTRINSIC whose first argument is that
 * pointer:
 *
 *   TraceRayInline(as, flags, mask, ray):
 *       intrinsic RQ_TRACE_RAY_INLINE(q, as, FLAGS | flags, mask, Origin, TMin, Direction, TMax, FLAGS)
 *   (the template's FLAGS ORed into the run-time ones, as DXC does, folded
 *   when both are constants; the last operand, FLAGS again, is for SPIR-V's
 *   RayTraversalPrimitiveCullingKHR and the text targets' checks);
 *   CommitProceduralPrimitiveHit(t): (q, t); every other method: (q).
 * The 3x4 matrices are the transpose of the 4x3 rows' results (DXC's
 * OpTranspose of OpRayQueryGetIntersectionObjectToWorldKHR's mat4x3), so
 * backends see only the 4x3 rows. */
#include "lower_internal.h"
#include "sema.h"

bool lower_accel_global(Lower *L, Node *v, VarInfo *vi)
{
    const Type *t = v->type, *base = t;
    int dims = 0;
    while (base->kind == TY_ARRAY)
        base = base->elem, dims++;
    if (base->kind != TY_RESOURCE || base->res != RES_ACCEL_STRUCT)
        return false;
    const Type *flat = dims > 1 ? lower_flat_array_type(L, v->type) : NULL;
    if (flat) { /* an array of arrays: one flat array, as DXC has it (lower_resource_flat.c) */
        t = flat, dims = 1;
        vi->flat = true;
    }
    if (dims > 1) {
        vi->unsupported = vi->reported = true;
        lower_error(L, v, D_LOWER_RESOURCE_ARRAY_DIMS, v->var.name, type_name(L->c, t));
        return true;
    }
    const IrType *pointee = irt_accel_struct(L->m);
    if (t->kind == TY_ARRAY)
        pointee = t->len ? irt_array(L->m, pointee, t->len, 0) : irt_runtime_array(L->m, pointee, 0);
    IrGlobal *g = ir_global_new(L->m, v->var.name, pointee, IRS_HANDLE);
    g->resource = IRR_ACCEL_STRUCT;
    g->writable = false;
    g->hlsl_type = type_name(L->c, base);
    g->decl_loc = v->loc;
    lower_bind_global(g, v->var.reg ? v->var.reg : v->var.implicit_reg, 't', v->var.vk_set, v->var.vk_binding);
    vi->ptr = &g->v;
    vi->global = g;
    return true;
}

/* The query's variable (a RayQuery parameter's pointer, a static's global). */
static IrValue *query_ptr(Lower *L, Node *e, Node *obj)
{
    LValue lv;
    while (obj->kind == ND_CAST && obj->cast.implicit)
        obj = obj->cast.expr;
    if (!lower_lvalue(L, obj, &lv) || !lv.ptr)
        return NULL; /* reported */
    if (lv.ptr->type->kind != IRT_POINTER || !ir_type_is_ray_query(lv.ptr->type))
        ice(L->c, "lowering: the RayQuery '%s' is no query variable", obj->kind == ND_IDENT ? obj->ident.name : "?");
    return lv.ptr; /* sema_rayquery_object made it a variable or a parameter */
}

/* The acceleration structure argument: its handle, loaded. */
static IrValue *accel_value(Lower *L, Node *an)
{
    while (an->kind == ND_CAST && an->cast.implicit)
        an = an->cast.expr;
    LValue lv;
    if (!lower_resource_object(L, an, &lv) || !lv.ptr || lv.ptr->type->kind != IRT_POINTER ||
        lv.ptr->type->elem->kind != IRT_ACCEL_STRUCT) {
        lower_error(L, an, D_LOWER_RESOURCE_VALUE, an->kind == ND_IDENT ? an->ident.name : "?");
        return NULL;
    }
    return ir_build_load(&L->b, lv.ptr);
}

static IrValue *trace_ray_inline(Lower *L, Node *e, IrValue *q)
{
    NodeList *args = &e->call.args;
    const Type *ot = e->call.object->type;
    IrValue *as = accel_value(L, args->data[0]);
    if (!as)
        return NULL;
    const IrType *u32 = irt_int(L->m, 32, false);
    IrValue *flags = lower_expr(L, args->data[1]), *mask = lower_expr(L, args->data[2]);
    uint32_t tflags = ot->rq_flags;
    if (tflags) {
        if (flags->vkind == IRV_CONST)
            flags = lx_u32(L, (uint32_t)((IrConst *)flags)->u | tflags);
        else
            flags = lx_op2(L, IR_OR, u32, flags, lx_u32(L, tflags));
    }
    Node *rn = args->data[3];
    while (rn->kind == ND_CAST && rn->cast.implicit)
        rn = rn->cast.expr;
    IrValue *ray = lower_expr(L, rn);
    IrValue *ops[9] = {q, as, flags, mask};
    for (int k = 0; k < 4; k++) {
        int fi = sema_rayquery_ray_field(rn->type, k);
        ops[4 + k] = fi >= 0 ? lx_extract(L, ray, (uint32_t)fi) : ir_undef(L->m, irt_float(L->m, 32));
    }
    ops[8] = lx_u32(L, tflags);
    L->b.loc = e->loc;
    ir_build_intrinsic(&L->b, INTR_RQ_TRACE_RAY_INLINE, irt_void(L->m), ops, 9);
    return NULL;
}

/* The 3x4 row of a 4x3 one (the transpose of its result). */
static int transposed_of(int id)
{
    switch (id) {
    case INTR_RQ_CANDIDATE_OBJECT_TO_WORLD_3X4: return INTR_RQ_CANDIDATE_OBJECT_TO_WORLD_4X3;
    case INTR_RQ_CANDIDATE_WORLD_TO_OBJECT_3X4: return INTR_RQ_CANDIDATE_WORLD_TO_OBJECT_4X3;
    case INTR_RQ_COMMITTED_OBJECT_TO_WORLD_3X4: return INTR_RQ_COMMITTED_OBJECT_TO_WORLD_4X3;
    case INTR_RQ_COMMITTED_WORLD_TO_OBJECT_3X4: return INTR_RQ_COMMITTED_WORLD_TO_OBJECT_4X3;
    default: return -1;
    }
}

IrValue *lower_rayquery_method(Lower *L, Node *e, int id)
{
    const IrType *rt = lx_vt(L, e->type);
    IrValue *q = e->call.object ? query_ptr(L, e, e->call.object) : NULL;
    if (!q)
        return e->type && e->type->kind != TY_VOID ? ir_undef(L->m, rt) : NULL;
    if (id == INTR_RQ_TRACE_RAY_INLINE)
        return trace_ray_inline(L, e, q);
    IrValue *ops[2] = {q, NULL};
    int n = 1;
    if (id == INTR_RQ_COMMIT_PROCEDURAL_PRIMITIVE_HIT)
        ops[n++] = lower_expr(L, e->call.args.data[0]);
    L->b.loc = e->loc;
    int t = transposed_of(id);
    if (t < 0)
        return ir_build_intrinsic(&L->b, id, e->type->kind == TY_VOID ? irt_void(L->m) : rt, ops, n);
    const IrType *m43 = irt_matrix(L->m, irt_vector(L->m, irt_float(L->m, 32), 3), 4);
    IrValue *v = ir_build_intrinsic(&L->b, t, m43, ops, n);
    return lx_op1(L, IR_TRANSPOSE, rt, v);
}
