/* The SPIR-V writer: small IR modules built with the builder, emitted, and
 * run through spirv-val for their Vulkan environment; capability lists,
 * reflection bits, determinism, size and the backend's diagnostics (control
 * flow and calls are in test_spirv_control_flow.c). */
#include <setjmp.h>
#include <unistd.h>
#include "../../backend_spirv/spirv.h"
#include "../../intrinsics/intrinsics.h"
#include "spirv_unit.h"

#include <spirv/unified1/spirv.h>

/* ---------------------------------------------------------------- tests */

static void empty_compute_entry_has_local_size(void)
{
    Fx x;
    fx_init(&x, IR_STAGE_COMPUTE);
    x.f->workgroup_size[0] = 8;
    x.f->workgroup_size[1] = 4;
    ir_build_jump(&x.b, IR_RETURN, NULL);
    SpirvInfo info = {0};
    CHECK(emit_valid(&x, "empty", VK_ALL, &info));
    CHECK(info.capabilities.len == 1 && info.capabilities.data[0] == SpvCapabilityShader);
    CHECK(info.extensions.len == 0);
    CHECK(info.subgroup_ops == 0);
    StrBuf out = {0};
    CHECK(emit(&x, 120, &out, NULL));
    const uint32_t *wds = (const uint32_t *)out.data;
    CHECK(out.len >= 20 && wds[0] == SpvMagicNumber && wds[1] == 0x00010500u && wds[4] == 0);
    /* LocalSize 8 4 1 is in the module */
    bool found = false;
    for (size_t i = 5; i + 5 <= out.len / 4; i++)
        if (wds[i] == ((6u << 16) | SpvOpExecutionMode) && wds[i + 2] == SpvExecutionModeLocalSize &&
            wds[i + 3] == 8 && wds[i + 4] == 4 && wds[i + 5] == 1)
            found = true;
    CHECK(found);
    sb_free(&out);
    StrBuf o13 = {0};
    CHECK(emit(&x, 130, &o13, NULL));
    CHECK(((const uint32_t *)o13.data)[1] == 0x00010600u);
    sb_free(&o13);
    fx_free(&x);
}

static void storage_buffer_read_write_through_access_chains(void)
{
    Fx x;
    fx_init(&x, IR_STAGE_COMPUTE);
    IrGlobal *in = storage_buffer(&x, "Values", x.f32, 4, 0, false);
    IrGlobal *out = storage_buffer(&x, "Kept", x.f32, 4, 1, true);
    IrGlobal *unused = storage_buffer(&x, "Unused", x.f32, 4, 2, true);
    (void)unused;
    IrValue *tx = thread_x(&x);
    IrValue *v = ir_build_load(&x.b, elem_ptr(&x, in, tx));
    IrValue *w = bin(&x, IR_ADD, x.f32, v, cf(&x, 1.0));
    ir_build_store(&x.b, elem_ptr(&x, out, tx), w);
    /* the runtime array's length */
    IrInst *len = ir_build(&x.b, IR_ARRAY_LENGTH, x.u32, (IrValue *[]){&in->v}, 1);
    len->imm = 0;
    ir_build_store(&x.b, elem_ptr(&x, out, &len->v), cf(&x, 0.0));
    ir_build_jump(&x.b, IR_RETURN, NULL);
    CHECK(emit_valid(&x, "storage", VK_ALL, NULL));
    /* only the globals used are emitted: no "Unused" name */
    StrBuf o = {0};
    CHECK(emit(&x, 120, &o, NULL));
    CHECK(!contains(&o, "Unused"));
    CHECK(contains(&o, "Kept"));
    sb_free(&o);
    fx_free(&x);
}

static void arithmetic_of_every_kind(void)
{
    Fx x;
    fx_init(&x, IR_STAGE_COMPUTE);
    IrGlobal *buf = storage_buffer(&x, "Out", x.u32, 4, 0, true);
    IrValue *tx = thread_x(&x);
    IrValue *ux = tx, *ix = ir_build1(&x.b, IR_CONVERT, x.i32, tx), *fx = ir_build1(&x.b, IR_CONVERT, x.f32, tx);
    const IrType *iv3 = irt_vector(x.m, x.i32, 3), *bv3 = irt_vector(x.m, x.bl, 3);
    IrValue *uv = ir_build1(&x.b, IR_SPLAT, x.uv3, ux);
    IrValue *iv = ir_build1(&x.b, IR_SPLAT, iv3, ix);
    IrValue *fv = ir_build1(&x.b, IR_SPLAT, x.fv3, fx);
    struct {
        IrValue *v;
        const IrType *t;
    } kinds[] = {{ux, x.u32}, {ix, x.i32}, {fx, x.f32}, {uv, x.uv3}, {iv, iv3}, {fv, x.fv3}};
    IrValue *acc = cu(&x, 0);
    for (int k = 0; k < 6; k++) {
        IrValue *a = kinds[k].v;
        const IrType *t = kinds[k].t;
        bool isf = irt_is_float(t);
        const IrType *bt = t->kind == IRT_VECTOR ? bv3 : x.bl;
        IrOp ops[] = {IR_ADD, IR_SUB, IR_MUL, IR_DIV, IR_REM};
        IrValue *r = a;
        for (int o = 0; o < 5; o++)
            r = bin(&x, ops[o], t, r, a);
        r = ir_build1(&x.b, IR_NEG, t, r);
        if (!isf) {
            IrOp iops[] = {IR_SHL, IR_SHR, IR_AND, IR_OR, IR_XOR};
            for (int o = 0; o < 5; o++)
                r = bin(&x, iops[o], t, r, a);
            r = ir_build1(&x.b, IR_NOT, t, r);
        }
        IrOp cmps[] = {IR_EQ, IR_NE, IR_LT, IR_LE, IR_GT, IR_GE};
        IrValue *cb = NULL;
        for (int o = 0; o < 6; o++) {
            IrValue *c = bin(&x, cmps[o], bt, r, a);
            cb = cb ? bin(&x, o & 1 ? IR_AND : IR_OR, bt, cb, c) : c;
        }
        cb = bin(&x, IR_XOR, bt, cb, ir_build1(&x.b, IR_NOT, bt, cb));
        cb = bin(&x, IR_EQ, bt, cb, bin(&x, IR_NE, bt, cb, cb));
        IrValue *si = op_n(&x, IR_SELECT, t, (IrValue *[]){cb, r, a}, 3);
        IrValue *scal = t->kind == IRT_VECTOR ? ir_build_extract(&x.b, si, 1) : si;
        acc = bin(&x, IR_ADD, x.u32, acc, ir_build1(&x.b, IR_CONVERT, x.u32, scal));
    }
    /* vector * scalar, a scalar condition on a vector select, shuffles, dynamic index */
    IrValue *vs = bin(&x, IR_MUL, x.fv3, fv, fx);
    IrValue *sel = op_n(&x, IR_SELECT, x.fv3, (IrValue *[]){bin(&x, IR_LT, x.bl, fx, cf(&x, 2)), vs, fv}, 3);
    IrValue *shuf =
        &ir_build_lits(&x.b, IR_SHUFFLE, x.fv4, (IrValue *[]){sel, fv}, 2, (uint32_t[]){0, 1, 5, 2}, 4)->v;
    IrValue *dyn = bin(&x, IR_EXTRACT_DYN, x.f32, shuf, ux);
    IrValue *ins = op_n(&x, IR_INSERT_DYN, x.fv4, (IrValue *[]){shuf, dyn, ux}, 3);
    IrValue *ins2 = &ir_build_lits(&x.b, IR_INSERT, x.fv4, (IrValue *[]){ins, fx}, 2,
                                   (uint32_t[]){3}, 1)
                         ->v;
    IrValue *dot = bin(&x, IR_DOT, x.f32, ins2, ins2);
    IrValue *cons = op_n(&x, IR_CONSTRUCT, x.fv4, (IrValue *[]){dot, dot, fx, cf(&x, 1)}, 4);
    IrValue *bits = ir_build1(&x.b, IR_BITCAST, x.uv4, cons);
    acc = bin(&x, IR_ADD, x.u32, acc, ir_build_extract(&x.b, bits, 2));
    ir_build_store(&x.b, elem_ptr(&x, buf, tx), acc);
    ir_build_jump(&x.b, IR_RETURN, NULL);
    CHECK(emit_valid(&x, "arith", VK_ALL, NULL));
    fx_free(&x);
}

static void conversions_between_every_pair(void)
{
    Fx x;
    fx_init(&x, IR_STAGE_COMPUTE);
    IrGlobal *buf = storage_buffer(&x, "Out", x.u32, 4, 0, true);
    IrValue *tx = thread_x(&x);
    const IrType *scal[] = {x.bl,
                            x.i32,
                            x.u32,
                            x.f32,
                            irt_int(x.m, 16, true),
                            irt_int(x.m, 16, false),
                            irt_int(x.m, 64, true),
                            irt_int(x.m, 64, false),
                            irt_float(x.m, 16),
                            irt_float(x.m, 64),
                            irt_relaxed(x.m, x.f32)};
    int n = (int)(sizeof scal / sizeof scal[0]);
    IrValue *acc = cu(&x, 0);
    for (int vec = 1; vec <= 2; vec++) {
        for (int a = 0; a < n; a++) {
            IrValue *src = ir_build1(&x.b, IR_CONVERT, irt_vector(x.m, scal[a], vec),
                                     vec == 1 ? tx : ir_build1(&x.b, IR_SPLAT, irt_vector(x.m, x.u32, 2), tx));
            for (int b = 0; b < n; b++) {
                IrValue *d = ir_build1(&x.b, IR_CONVERT, irt_vector(x.m, scal[b], vec), src);
                IrValue *back = ir_build1(&x.b, IR_CONVERT, irt_vector(x.m, x.u32, vec), d);
                if (vec == 2)
                    back = ir_build_extract(&x.b, back, 1);
                acc = bin(&x, IR_ADD, x.u32, acc, back);
            }
        }
    }
    ir_build_store(&x.b, elem_ptr(&x, buf, tx), acc);
    ir_build_jump(&x.b, IR_RETURN, NULL);
    SpirvInfo info = {0};
    CHECK(emit_valid(&x, "convert", VK_ALL, &info));
    CHECK(has_cap(&info, SpvCapabilityInt16) && has_cap(&info, SpvCapabilityInt64) &&
          has_cap(&info, SpvCapabilityFloat16) && has_cap(&info, SpvCapabilityFloat64));
    CHECK(!has_cap(&info, SpvCapabilityStorageBuffer16BitAccess));
    fx_free(&x);
}

/* A cbuffer { row_major float4x3 M; float3x2 N; } and the matrix products. */
static void matrix_vector_multiply(void)
{
    Fx x;
    fx_init(&x, IR_STAGE_COMPUTE);
    IrModule *m = x.m;
    const IrType *fv2 = irt_vector(m, x.f32, 2);
    const IrType *m43 = irt_matrix(m, x.fv3, 4), *m32 = irt_matrix(m, fv2, 3), *m42 = irt_matrix(m, fv2, 4);
    const IrType *m34 = irt_matrix(m, x.fv4, 3);
    IrType *cb = irt_struct_new(m, "type.Params", 3);
    cb->members[0] = (IrMember){"M", m43, 0, 16, true};
    cb->members[1] = (IrMember){"N", m32, 64, 16, false};
    cb->members[2] = (IrMember){"Ms", irt_array(m, m43, 2, 64), 112, 16, true};
    cb->explicit_layout = true;
    cb->block = true;
    IrGlobal *params = ir_global_new(m, "Params", cb, IRS_UNIFORM);
    params->set = 1;
    params->binding = 0;
    IrGlobal *buf = storage_buffer(&x, "Out", x.f32, 4, 0, true);
    IrValue *tx = thread_x(&x);
    IrValue *M = ir_build_load(&x.b, ir_build_access(&x.b, &params->v, (IrValue *[]){ci(&x, 0)}, 1));
    IrValue *N = ir_build_load(&x.b, ir_build_access(&x.b, &params->v, (IrValue *[]){ci(&x, 1)}, 1));
    IrValue *M1 =
        ir_build_load(&x.b, ir_build_access(&x.b, &params->v, (IrValue *[]){ci(&x, 2), cu(&x, 1)}, 2));
    IrValue *v3 = ir_build1(&x.b, IR_SPLAT, x.fv3, ir_build1(&x.b, IR_CONVERT, x.f32, tx));
    IrValue *v4 = ir_build1(&x.b, IR_SPLAT, x.fv4, cf(&x, 2.0));
    IrValue *mv = bin(&x, IR_MAT_TIMES_VEC, x.fv4, M, v3);   /* mul(M, v): float4 */
    IrValue *vm = bin(&x, IR_VEC_TIMES_MAT, x.fv3, v4, M1);  /* mul(v, M): float3 */
    IrValue *mm = bin(&x, IR_MAT_TIMES_MAT, m42, M, N);      /* float4x3 * float3x2 */
    IrValue *ms = bin(&x, IR_MAT_TIMES_SCALAR, m42, mm, cf(&x, 0.5));
    IrValue *tr = ir_build1(&x.b, IR_TRANSPOSE, m34, M);
    IrValue *row = ir_build_extract(&x.b, ms, 3);
    IrValue *r = bin(&x, IR_ADD, x.f32, ir_build_extract(&x.b, mv, 0), ir_build_extract(&x.b, vm, 2));
    r = bin(&x, IR_ADD, x.f32, r, ir_build_extract(&x.b, row, 1));
    r = bin(&x, IR_ADD, x.f32, r, ir_build_extract(&x.b, ir_build_extract(&x.b, tr, 2), 3));
    /* a local matrix, and one built from rows */
    IrValue *lm = ir_build_var(&x.b, m43, "lm");
    ir_build_store(&x.b, lm, op_n(&x, IR_CONSTRUCT, m43, (IrValue *[]){v3, v3, v3, v3}, 4));
    IrValue *e = ir_build_load(&x.b, ir_build_access(&x.b, lm, (IrValue *[]){ci(&x, 2), tx}, 2));
    r = bin(&x, IR_ADD, x.f32, r, e);
    ir_build_store(&x.b, elem_ptr(&x, buf, tx), r);
    ir_build_jump(&x.b, IR_RETURN, NULL);
    CHECK(emit_valid(&x, "matrix", VK_ALL, NULL));
    fx_free(&x);
}

static void atomics_on_storage_and_workgroup(void)
{
    Fx x;
    fx_init(&x, IR_STAGE_COMPUTE);
    IrGlobal *ubuf = storage_buffer(&x, "Counts", x.u32, 4, 0, true);
    IrGlobal *ibuf = storage_buffer(&x, "Signed", x.i32, 4, 1, true);
    IrGlobal *shared = ir_global_new(x.m, "gs", irt_array(x.m, x.u32, 64, 0), IRS_WORKGROUP);
    IrValue *tx = thread_x(&x);
    IrValue *up = elem_ptr(&x, ubuf, tx), *ip = elem_ptr(&x, ibuf, tx);
    IrValue *sp = ir_build_access(&x.b, &shared->v, (IrValue *[]){tx}, 1);
    IrValue *acc = cu(&x, 0);
    for (int op = 0; op < IR_ATOMIC_COUNT; op++) {
        IrValue *ptrs[3] = {up, ip, sp};
        for (int p = 0; p < 3; p++) {
            bool sgn = p == 1;
            const IrType *t = sgn ? x.i32 : x.u32;
            IrValue *val = sgn ? ci(&x, -3) : cu(&x, 3);
            IrValue *args[3] = {ptrs[p], val, sgn ? ci(&x, 7) : cu(&x, 7)};
            int n = op == IR_ATOMIC_LOAD ? 1 : op == IR_ATOMIC_COMPARE_EXCHANGE ? 3 : 2;
            IrInst *a = ir_build(&x.b, IR_ATOMIC, op == IR_ATOMIC_STORE ? x.vd : t, args, n);
            a->imm = (uint32_t)op;
            if (op != IR_ATOMIC_STORE)
                acc = bin(&x, IR_ADD, x.u32, acc, sgn ? ir_build1(&x.b, IR_BITCAST, x.u32, &a->v) : &a->v);
        }
    }
    ir_build_store(&x.b, up, acc);
    ir_build_jump(&x.b, IR_RETURN, NULL);
    CHECK(emit_valid(&x, "atomics", VK_ALL, NULL));
    fx_free(&x);
}

static void barriers_as_dxc_emits_them(void)
{
    Fx x;
    fx_init(&x, IR_STAGE_COMPUTE);
    uint32_t kinds[] = {IR_MEM_WORKGROUP,
                        IR_BARRIER_EXEC | IR_MEM_WORKGROUP,
                        IR_MEM_DEVICE,
                        IR_BARRIER_EXEC | IR_MEM_DEVICE,
                        IR_MEM_WORKGROUP | IR_MEM_DEVICE,
                        IR_BARRIER_EXEC | IR_MEM_WORKGROUP | IR_MEM_DEVICE};
    for (int k = 0; k < 6; k++)
        ir_build(&x.b, IR_BARRIER, x.vd, NULL, 0)->imm = kinds[k];
    ir_build_jump(&x.b, IR_RETURN, NULL);
    CHECK(emit_valid(&x, "barriers", VK_ALL, NULL));
    /* GroupMemoryBarrierWithGroupSync: OpControlBarrier %uint_2 %uint_2 %uint_264 */
    StrBuf out = {0};
    CHECK(emit(&x, 120, &out, NULL));
    const uint32_t *wd = (const uint32_t *)out.data;
    size_t nw = out.len / 4;
    uint32_t c2 = 0, c264 = 0, c2120 = 0, c2376 = 0, c1 = 0;
    for (size_t i = 5; i < nw; i += wd[i] >> 16) {
        if ((wd[i] & 0xffff) == SpvOpConstant && (wd[i] >> 16) == 4) {
            if (wd[i + 3] == 2) c2 = wd[i + 2];
            if (wd[i + 3] == 264) c264 = wd[i + 2];
            if (wd[i + 3] == 0x848) c2120 = wd[i + 2];
            if (wd[i + 3] == 0x948) c2376 = wd[i + 2];
            if (wd[i + 3] == 1) c1 = wd[i + 2];
        }
        if (!(wd[i] >> 16))
            break;
    }
    int found = 0;
    for (size_t i = 5; i < nw; i += wd[i] >> 16) {
        if (wd[i] == ((4u << 16) | SpvOpControlBarrier) && wd[i + 1] == c2 && wd[i + 2] == c2 && wd[i + 3] == c264)
            found |= 1;
        if (wd[i] == ((3u << 16) | SpvOpMemoryBarrier) && wd[i + 1] == c1 && wd[i + 2] == c2120)
            found |= 2;
        if (wd[i] == ((3u << 16) | SpvOpMemoryBarrier) && wd[i + 1] == c1 && wd[i + 2] == c2376)
            found |= 4;
        if (!(wd[i] >> 16))
            break;
    }
    CHECK(found == 7);
    sb_free(&out);
    fx_free(&x);
}

/* The seed's Compact.hlsl, as the front end lowers it. */
static void build_compact(Fx *x)
{
    fx_init(x, IR_STAGE_COMPUTE);
    IrGlobal *values = storage_buffer(x, "Values", x->f32, 4, 0, false);
    IrGlobal *kept = storage_buffer(x, "Kept", x->f32, 4, 1, true);
    IrGlobal *count = storage_buffer(x, "Count", x->u32, 4, 2, true);
    count->resource = IRR_BYTEADDRESS;
    IrValue *tx = thread_x(x);
    IrValue *v = ir_build_load(&x->b, elem_ptr(x, values, tx));
    v->name = "v";
    IrValue *keep = bin(x, IR_GT, x->bl, v, cf(x, 0.5));
    keep->name = "keep";
    IrValue *lane_offset = ir_build_intrinsic(&x->b, INTR_WAVE_PREFIX_COUNT_BITS, x->u32, &keep, 1);
    lane_offset->name = "laneOffset";
    IrValue *wave_count = ir_build_intrinsic(&x->b, INTR_WAVE_ACTIVE_COUNT_BITS, x->u32, &keep, 1);
    wave_count->name = "waveCount";
    IrValue *first = ir_build_intrinsic(&x->b, INTR_WAVE_IS_FIRST_LANE, x->bl, NULL, 0);
    IrIf *i = ir_build_if(&x->b, first);
    ir_builder_set_region(&x->b, &i->then_);
    IrInst *add = ir_build(&x->b, IR_ATOMIC, x->u32,
                           (IrValue *[]){elem_ptr(x, count, cu(x, 0)), wave_count}, 2);
    add->imm = IR_ATOMIC_ADD;
    IrBlock *then_end = x->b.block;
    ir_builder_after(&x->b, &i->n);
    IrInst *phi = ir_build_phi(&x->b, x->u32, 2);
    phi->args[0] = &add->v;
    phi->preds[0] = then_end;
    phi->args[1] = cu(x, 0);
    phi->preds[1] = (IrBlock *)i->else_.first;
    IrValue *base = ir_build_intrinsic(&x->b, INTR_WAVE_READ_LANE_FIRST, x->u32, (IrValue *[]){&phi->v}, 1);
    base->name = "waveBase";
    IrIf *i2 = ir_build_if(&x->b, keep);
    ir_builder_set_region(&x->b, &i2->then_);
    ir_build_store(&x->b, elem_ptr(x, kept, bin(x, IR_ADD, x->u32, base, lane_offset)), v);
    ir_builder_after(&x->b, &i2->n);
    ir_build_jump(&x->b, IR_RETURN, NULL);
}

static void compact_shader_wave_ops_caps_and_size(void)
{
    Fx x;
    build_compact(&x);
    SpirvInfo info = {0};
    CHECK(emit_valid(&x, "compact", VK_ALL, &info));
    CHECK(info.capabilities.len == 3);
    CHECK(info.capabilities.len >= 3 && info.capabilities.data[0] == SpvCapabilityShader &&
          has_cap(&info, SpvCapabilityGroupNonUniform) && has_cap(&info, SpvCapabilityGroupNonUniformBallot));
    CHECK(info.subgroup_ops == (VK_SG_BASIC | VK_SG_BALLOT));
    CHECK(info.extensions.len == 0);
    StrBuf out = {0};
    CHECK(emit(&x, 120, &out, NULL));
    if (out.len > 1576)
        printf("  compact module is %zu bytes (DXC: 1576)\n", out.len);
    CHECK(out.len <= 1576);
    sb_free(&out);
    fx_free(&x);
}

static void output_is_deterministic(void)
{
    Fx a, b;
    build_compact(&a);
    build_compact(&b);
    StrBuf o1 = {0}, o2 = {0}, o3 = {0};
    CHECK(emit(&a, 120, &o1, NULL));
    CHECK(emit(&a, 120, &o2, NULL)); /* the same module twice */
    CHECK(emit(&b, 120, &o3, NULL)); /* an identical module built again */
    CHECK(o1.len == o2.len && o1.len && memcmp(o1.data, o2.data, o1.len) == 0);
    CHECK(o1.len == o3.len && o1.len && memcmp(o1.data, o3.data, o1.len) == 0);
    sb_free(&o1);
    sb_free(&o2);
    sb_free(&o3);
    fx_free(&a);
    fx_free(&b);
}

static void wave_reductions_and_subgroup_builtins(void)
{
    Fx x;
    fx_init(&x, IR_STAGE_COMPUTE);
    IrGlobal *buf = storage_buffer(&x, "Out", x.f32, 4, 0, true);
    IrGlobal *lane = ir_global_new(x.m, "lane", x.u32, IRS_INPUT);
    lane->builtin = IRB_SUBGROUP_INVOCATION_ID;
    IrGlobal *size = ir_global_new(x.m, "size", x.u32, IRS_INPUT);
    size->builtin = IRB_SUBGROUP_SIZE;
    IrValue *tx = thread_x(&x);
    IrValue *f = ir_build1(&x.b, IR_CONVERT, x.f32, bin(&x, IR_ADD, x.u32, ir_build_load(&x.b, &lane->v),
                                                         ir_build_load(&x.b, &size->v)));
    IrValue *s = ir_build_intrinsic(&x.b, INTR_WAVE_ACTIVE_SUM, x.f32, &f, 1);
    IrValue *fv = ir_build1(&x.b, IR_SPLAT, x.fv3, f);
    IrValue *sv = ir_build_intrinsic(&x.b, INTR_WAVE_ACTIVE_MAX, x.fv3, &fv, 1);
    IrValue *ix = ir_build1(&x.b, IR_CONVERT, x.i32, tx);
    IrValue *ps = ir_build_intrinsic(&x.b, INTR_WAVE_PREFIX_SUM, x.i32, &ix, 1);
    IrValue *um = ir_build_intrinsic(&x.b, INTR_WAVE_ACTIVE_MIN, x.u32, &tx, 1);
    IrValue *bx = ir_build_intrinsic(&x.b, INTR_WAVE_ACTIVE_BIT_XOR, x.u32, &um, 1);
    IrValue *c = bin(&x, IR_LT, x.bl, bx, cu(&x, 4));
    IrValue *any = ir_build_intrinsic(&x.b, INTR_WAVE_ACTIVE_ANY_TRUE, x.bl, &c, 1);
    IrValue *ball = ir_build_intrinsic(&x.b, INTR_WAVE_ACTIVE_BALLOT, x.uv4, &any, 1);
    IrValue *r = bin(&x, IR_ADD, x.f32, s, ir_build_extract(&x.b, sv, 1));
    r = bin(&x, IR_ADD, x.f32, r, ir_build1(&x.b, IR_CONVERT, x.f32, ps));
    r = bin(&x, IR_ADD, x.f32, r, ir_build1(&x.b, IR_CONVERT, x.f32, ir_build_extract(&x.b, ball, 0)));
    ir_build_store(&x.b, elem_ptr(&x, buf, tx), r);
    ir_build_jump(&x.b, IR_RETURN, NULL);
    SpirvInfo info = {0};
    CHECK(emit_valid(&x, "wave", VK_ALL, &info));
    CHECK(has_cap(&info, SpvCapabilityGroupNonUniformArithmetic) && has_cap(&info, SpvCapabilityGroupNonUniformVote));
    CHECK(info.subgroup_ops == (VK_SG_BASIC | VK_SG_ARITHMETIC | VK_SG_VOTE | VK_SG_BALLOT));
    fx_free(&x);
}

static void glsl_std_450_math(void)
{
    Fx x;
    fx_init(&x, IR_STAGE_COMPUTE);
    IrGlobal *buf = storage_buffer(&x, "Out", x.f32, 4, 0, true);
    IrValue *tx = thread_x(&x);
    IrValue *f = ir_build1(&x.b, IR_CONVERT, x.f32, tx);
    IrValue *s = ir_build_intrinsic(&x.b, INTR_SQRT, x.f32, &f, 1);
    IrValue *mn = ir_build_intrinsic(&x.b, INTR_MIN, x.f32, (IrValue *[]){s, f}, 2);
    IrValue *im = ir_build_intrinsic(&x.b, INTR_MAX, x.i32, (IrValue *[]){ci(&x, -1), ci(&x, 2)}, 2);
    IrValue *um = ir_build_intrinsic(&x.b, INTR_CLAMP, x.u32, (IrValue *[]){tx, cu(&x, 1), cu(&x, 9)}, 3);
    IrValue *hb = ir_build_intrinsic(&x.b, INTR_FIRSTBITHIGH, x.u32, &um, 1);
    IrValue *fm = ir_build_intrinsic(&x.b, INTR_FMOD, x.f32, (IrValue *[]){mn, cf(&x, 3)}, 2);
    IrValue *fv = ir_build1(&x.b, IR_SPLAT, x.fv3, fm);
    IrValue *cr = ir_build_intrinsic(&x.b, INTR_CROSS, x.fv3, (IrValue *[]){fv, fv}, 2);
    IrValue *ln = ir_build_intrinsic(&x.b, INTR_LENGTH, x.f32, &cr, 1);
    IrValue *nan = ir_build_intrinsic(&x.b, INTR_ISNAN, x.bl, &ln, 1);
    IrValue *r = bin(&x, IR_ADD, x.f32, ln, ir_build1(&x.b, IR_CONVERT, x.f32, nan));
    r = bin(&x, IR_ADD, x.f32, r, ir_build1(&x.b, IR_CONVERT, x.f32, im));
    r = bin(&x, IR_ADD, x.f32, r, ir_build1(&x.b, IR_CONVERT, x.f32, hb));
    IrValue *uv3 = ir_build1(&x.b, IR_SPLAT, x.uv3, tx);
    IrValue *idot = ir_build_intrinsic(&x.b, INTR_DOT, x.u32, (IrValue *[]){uv3, uv3}, 2);
    IrValue *fdot = ir_build_intrinsic(&x.b, INTR_DOT, x.f32, (IrValue *[]){fv, cr}, 2);
    IrValue *sdot = ir_build_intrinsic(&x.b, INTR_DOT, x.f32, (IrValue *[]){fdot, fdot}, 2);
    IrValue *anyv = ir_build_intrinsic(&x.b, INTR_ANY, x.bl,
                                       (IrValue *[]){op_n(&x, IR_SPLAT, irt_vector(x.m, x.bl, 2), &nan, 1)}, 1);
    IrValue *anys = ir_build_intrinsic(&x.b, INTR_ALL, x.bl, &anyv, 1);
    r = bin(&x, IR_ADD, x.f32, r, ir_build1(&x.b, IR_CONVERT, x.f32, idot));
    r = bin(&x, IR_ADD, x.f32, r, sdot);
    r = op_n(&x, IR_SELECT, x.f32, (IrValue *[]){anys, r, sdot}, 3);
    IrValue *cb = ir_build_intrinsic(&x.b, INTR_COUNTBITS, x.u32, &tx, 1);
    r = bin(&x, IR_ADD, x.f32, r, ir_build1(&x.b, IR_CONVERT, x.f32, cb));
    ir_build_store(&x.b, elem_ptr(&x, buf, tx), r);
    ir_build_jump(&x.b, IR_RETURN, NULL);
    CHECK(emit_valid(&x, "glsl", VK12, NULL));
    StrBuf out = {0};
    CHECK(emit(&x, 120, &out, NULL));
    CHECK(contains(&out, "GLSL.std.450"));
    sb_free(&out);
    fx_free(&x);
    /* no GLSL import when nothing uses it */
    Fx y;
    fx_init(&y, IR_STAGE_COMPUTE);
    ir_build_jump(&y.b, IR_RETURN, NULL);
    StrBuf o2 = {0};
    CHECK(emit(&y, 120, &o2, NULL));
    CHECK(!contains(&o2, "GLSL.std.450"));
    sb_free(&o2);
    fx_free(&y);
}

static void sixteen_bit_buffer_declares_storage_capability(void)
{
    Fx x;
    fx_init(&x, IR_STAGE_COMPUTE);
    const IrType *h = irt_float(x.m, 16);
    IrGlobal *buf = storage_buffer(&x, "Halves", h, 2, 0, true);
    IrValue *tx = thread_x(&x);
    IrValue *p = elem_ptr(&x, buf, tx);
    ir_build_store(&x.b, p, bin(&x, IR_MUL, h, ir_build_load(&x.b, p), &ir_const_float(x.m, h, 1.5)->v));
    ir_build_jump(&x.b, IR_RETURN, NULL);
    SpirvInfo info = {0};
    CHECK(emit_valid(&x, "half", VK_ALL, &info));
    CHECK(has_cap(&info, SpvCapabilityFloat16) && has_cap(&info, SpvCapabilityStorageBuffer16BitAccess));
    CHECK(info.extensions.len == 0);
    fx_free(&x);
}

static void relaxed_precision_on_min16_results(void)
{
    Fx x;
    fx_init(&x, IR_STAGE_COMPUTE);
    IrGlobal *buf = storage_buffer(&x, "Out", x.f32, 4, 0, true);
    const IrType *rf = irt_relaxed(x.m, x.f32);
    IrValue *tx = thread_x(&x);
    IrValue *a = ir_build1(&x.b, IR_CONVERT, rf, tx);
    IrValue *b = bin(&x, IR_MUL, rf, a, &ir_const_float(x.m, rf, 2.0)->v);
    ((IrInst *)b)->relaxed = true;
    ir_build_store(&x.b, elem_ptr(&x, buf, tx), ir_build1(&x.b, IR_CONVERT, x.f32, b));
    ir_build_jump(&x.b, IR_RETURN, NULL);
    CHECK(emit_valid(&x, "relaxed", VK12, NULL));
    StrBuf out = {0};
    CHECK(emit(&x, 120, &out, NULL));
    const uint32_t *wd = (const uint32_t *)out.data;
    bool found = false;
    for (size_t i = 5; i + 2 < out.len / 4; i++)
        if (wd[i] == ((3u << 16) | SpvOpDecorate) && wd[i + 2] == SpvDecorationRelaxedPrecision)
            found = true;
    CHECK(found);
    sb_free(&out);
    fx_free(&x);
}

static void diagnostics_for_what_spirv_cannot_express(void)
{
    /* a bad Vulkan version (vulkan1.0 is 100; 105 is none) */
    Fx x;
    fx_init(&x, IR_STAGE_COMPUTE);
    ir_build_jump(&x.b, IR_RETURN, NULL);
    StrBuf out = {0};
    CHECK(!emit(&x, 105, &out, NULL));
    CHECK(x.c->diags.len == 1 && x.c->diags.data[0].code == 5001);
    CHECK(out.len == 0);
    fx_free(&x);

    /* an intrinsic whose SPIR-V cell is empty (lowered before the backend) */
    fx_init(&x, IR_STAGE_COMPUTE);
    IrValue *f = cf(&x, 0.25);
    ir_build_intrinsic(&x.b, INTR_SATURATE, x.f32, &f, 1);
    IrValue *u = cu(&x, 1);
    ir_build_intrinsic(&x.b, INTR_SQRT, x.u32, &u, 1); /* Bad cell for uint */
    ir_build_jump(&x.b, IR_RETURN, NULL);
    CHECK(!emit(&x, 120, &out, NULL));
    CHECK(x.c->diags.len == 2 && x.c->diags.data[0].code == 5000 && x.c->diags.data[1].code == 5000);
    CHECK(x.c->diags.len >= 1 && strstr(x.c->diags.data[0].message, "saturate") != NULL);
    CHECK(out.len == 0);
    fx_free(&x);

    /* discard in a compute shader; a group sync in a pixel shader */
    fx_init(&x, IR_STAGE_COMPUTE);
    ir_build_jump(&x.b, IR_DISCARD, NULL);
    CHECK(!emit(&x, 120, &out, NULL));
    CHECK(x.c->diags.len == 1 && x.c->diags.data[0].code == 5004);
    fx_free(&x);
    fx_init(&x, IR_STAGE_FRAGMENT);
    ir_build(&x.b, IR_BARRIER, x.vd, NULL, 0)->imm = IR_BARRIER_EXEC | IR_MEM_WORKGROUP;
    ir_build_jump(&x.b, IR_RETURN, NULL);
    CHECK(!emit(&x, 120, &out, NULL));
    CHECK(x.c->diags.len == 1 && x.c->diags.data[0].code == 5005);
    fx_free(&x);

    /* a laid-out struct in a local variable is a compiler bug, not the user's */
    fx_init(&x, IR_STAGE_COMPUTE);
    IrGlobal *buf = storage_buffer(&x, "B", x.u32, 4, 0, true);
    IrValue *v = ir_build_var(&x.b, buf->pointee, "copy");
    (void)v;
    ir_build_jump(&x.b, IR_RETURN, NULL);
    CHECK(!emit(&x, 120, &out, NULL));
    CHECK(x.c->diags.len == 1 && x.c->diags.data[0].code == 9000);
    fx_free(&x);
    sb_free(&out);
}

static void fragment_shader_with_discard_and_builtins(void)
{
    Fx x;
    fx_init(&x, IR_STAGE_FRAGMENT);
    IrGlobal *pos = ir_global_new(x.m, "pos", x.fv4, IRS_INPUT);
    pos->builtin = IRB_FRAG_COORD;
    IrGlobal *uv = ir_global_new(x.m, "uv", irt_vector(x.m, x.f32, 2), IRS_INPUT);
    uv->location = 0;
    IrGlobal *idx = ir_global_new(x.m, "idx", x.u32, IRS_INPUT);
    idx->location = 1;
    IrGlobal *color = ir_global_new(x.m, "color", x.fv4, IRS_OUTPUT);
    color->location = 0;
    IrValue *p = ir_build_load(&x.b, &pos->v);
    IrValue *c = bin(&x, IR_LT, x.bl, ir_build_extract(&x.b, p, 0), cf(&x, 1));
    IrIf *i = ir_build_if(&x.b, c);
    ir_builder_set_region(&x.b, &i->then_);
    ir_build_jump(&x.b, IR_DISCARD, NULL);
    ir_builder_after(&x.b, &i->n);
    IrValue *u = ir_build_load(&x.b, &uv->v);
    IrGlobal *lane = ir_global_new(x.m, "lane", x.u32, IRS_INPUT);
    lane->builtin = IRB_SUBGROUP_INVOCATION_ID;
    IrValue *n = ir_build1(&x.b, IR_CONVERT, x.f32,
                           bin(&x, IR_ADD, x.u32, ir_build_load(&x.b, &idx->v), ir_build_load(&x.b, &lane->v)));
    IrValue *col =
        op_n(&x, IR_CONSTRUCT, x.fv4, (IrValue *[]){ir_build_extract(&x.b, u, 0), n, cf(&x, 0), cf(&x, 1)}, 4);
    ir_build_store(&x.b, &color->v, col);
    ir_build_jump(&x.b, IR_RETURN, NULL);
    CHECK(emit_valid(&x, "fragment", VK_ALL, NULL));
    fx_free(&x);
}

/* Private globals with initializers, int matrices (arrays of rows),
 * selecting structs (SPIR-V 1.4+), a vertex shader. */
static void more_types_and_stages(void)
{
    Fx x;
    fx_init(&x, IR_STAGE_COMPUTE);
    IrModule *m = x.m;
    IrGlobal *buf = storage_buffer(&x, "Out", x.i32, 4, 0, true);
    const IrType *iv2 = irt_vector(m, x.i32, 2), *im = irt_matrix(m, iv2, 2);
    IrConst *k = ir_const_i32(m, 5);
    IrGlobal *priv = ir_global_new(m, "counter", x.i32, IRS_PRIVATE);
    priv->init = k;
    IrValue *tx = thread_x(&x);
    IrValue *ix = ir_build1(&x.b, IR_CONVERT, x.i32, tx);
    IrValue *row = ir_build1(&x.b, IR_SPLAT, iv2, ix);
    IrValue *mat = op_n(&x, IR_CONSTRUCT, im, (IrValue *[]){row, row}, 2);
    IrValue *mv = ir_build_var(&x.b, im, "im");
    ir_build_store(&x.b, mv, mat);
    IrValue *e = ir_build_load(&x.b, ir_build_access(&x.b, mv, (IrValue *[]){ci(&x, 1), ci(&x, 0)}, 2));
    e = bin(&x, IR_ADD, x.i32, e, ir_build_load(&x.b, &priv->v));
    IrType *st = irt_struct_new(m, "Pair", 2);
    st->members[0] = (IrMember){"a", x.i32, 0, 0, false};
    st->members[1] = (IrMember){"b", x.f32, 0, 0, false};
    IrValue *p1 = op_n(&x, IR_CONSTRUCT, st, (IrValue *[]){e, cf(&x, 1)}, 2);
    IrValue *p2 = &ir_const_null(m, st)->v;
    IrValue *ps = op_n(&x, IR_SELECT, st, (IrValue *[]){bin(&x, IR_LT, x.bl, e, ci(&x, 0)), p1, p2}, 3);
    ir_build_store(&x.b, elem_ptr(&x, buf, tx), ir_build_extract(&x.b, ps, 0));
    ir_build_jump(&x.b, IR_RETURN, NULL);
    CHECK(emit_valid(&x, "types", (const int[]){120, 130, 0}, NULL));
    StrBuf out = {0};
    CHECK(!emit(&x, 110, &out, NULL)); /* OpSelect on a struct needs SPIR-V 1.4 */
    CHECK(x.c->diags.len == 1 && x.c->diags.data[0].code == 5003);
    sb_free(&out);
    fx_free(&x);

    fx_init(&x, IR_STAGE_VERTEX);
    IrGlobal *vid = ir_global_new(x.m, "vid", x.u32, IRS_INPUT);
    vid->builtin = IRB_VERTEX_INDEX;
    IrGlobal *pos = ir_global_new(x.m, "pos", x.fv4, IRS_OUTPUT);
    pos->builtin = IRB_POSITION;
    IrGlobal *uvo = ir_global_new(x.m, "uv", irt_vector(x.m, x.f32, 2), IRS_OUTPUT);
    uvo->location = 0;
    IrValue *f = ir_build1(&x.b, IR_CONVERT, x.f32, ir_build_load(&x.b, &vid->v));
    ir_build_store(&x.b, &pos->v, ir_build1(&x.b, IR_SPLAT, x.fv4, f));
    ir_build_store(&x.b, &uvo->v, ir_build1(&x.b, IR_SPLAT, irt_vector(x.m, x.f32, 2), f));
    ir_build_jump(&x.b, IR_RETURN, NULL);
    CHECK(emit_valid(&x, "vertex", VK_ALL, NULL));
    fx_free(&x);
}

/* ---------------------------------------------------------------- images (texel buffers) */

/* A texel buffer global at binding b. */
static IrGlobal *texel_buffer(Fx *x, const char *name, const IrType *img, int binding)
{
    IrGlobal *g = ir_global_new(x->m, name, img, IRS_HANDLE);
    g->set = 0;
    g->binding = binding;
    g->resource = IRR_TYPED_BUFFER;
    g->writable = img->sampled == IR_IMAGE_STORAGE;
    return g;
}

static IrValue *img_read(Fx *x, IrGlobal *g, IrValue *coord)
{
    IrValue *args[2] = {ir_build_load(&x->b, &g->v), coord};
    return op_n(x, IR_IMAGE_READ, irt_vector(x->m, g->pointee->elem, 4), args, 2);
}

static void img_write(Fx *x, IrGlobal *g, IrValue *coord, IrValue *v)
{
    IrValue *args[3] = {ir_build_load(&x->b, &g->v), coord, v};
    ir_build(&x->b, IR_IMAGE_WRITE, x->vd, args, 3);
}

/* How many instructions of opcode op the module holds. */
static int count_op(const StrBuf *out, SpvOp op)
{
    const uint32_t *w = (const uint32_t *)(const void *)out->data;
    size_t n = out->len / 4, i = 5;
    int count = 0;
    while (i < n && (w[i] >> 16)) {
        count += (w[i] & 0xffffu) == (uint32_t)op;
        i += w[i] >> 16;
    }
    return count;
}

/* Buffer<float4> fetched, RWBuffer<uint> (R32ui) read, written, sized and
 * atomically added through a texel pointer, RWBuffer<float3> (Unknown)
 * written and read: OpImageFetch / OpImageRead / OpImageWrite /
 * OpImageQuerySize / OpImageTexelPointer, the capabilities each needs, one
 * OpTypeImage per distinct image type. */
static void texel_buffers_read_write_size_atomic(void)
{
    Fx x;
    fx_init(&x, IR_STAGE_COMPUTE);
    IrModule *m = x.m;
    const IrType *sampled = irt_image(m, IR_DIM_BUFFER, x.f32, IR_IMAGE_SAMPLED, IR_FMT_UNKNOWN);
    const IrType *counts = irt_image(m, IR_DIM_BUFFER, x.u32, IR_IMAGE_STORAGE, IR_FMT_R32UI);
    const IrType *unknown = irt_image(m, IR_DIM_BUFFER, x.f32, IR_IMAGE_STORAGE, IR_FMT_UNKNOWN);
    CHECK(sampled == irt_image(m, IR_DIM_BUFFER, x.f32, IR_IMAGE_SAMPLED, IR_FMT_UNKNOWN)); /* interned */
    CHECK(sampled != unknown);
    CHECK(strcmp(irt_name(m, counts), "image<buffer, u32, storage, r32ui>") == 0);
    IrGlobal *in = texel_buffer(&x, "In", sampled, 0), *in2 = texel_buffer(&x, "In2", sampled, 1);
    IrGlobal *cnt = texel_buffer(&x, "Counts", counts, 2), *out3 = texel_buffer(&x, "Out3", unknown, 3);
    IrValue *tx = thread_x(&x);
    IrValue *a = img_read(&x, in, tx), *b2 = img_read(&x, in2, tx);
    IrValue *sum = bin(&x, IR_ADD, x.fv4, a, b2);
    IrValue *c = img_read(&x, cnt, tx);
    IrValue *size = ir_build1(&x.b, IR_IMAGE_QUERY, x.u32, ir_build_load(&x.b, &cnt->v));
    IrValue *n = bin(&x, IR_ADD, x.u32, ir_build_extract(&x.b, c, 0), size);
    img_write(&x, cnt, tx, ir_build1(&x.b, IR_SPLAT, x.uv4, n));
    IrValue *tp = op_n(&x, IR_IMAGE_TEXEL_POINTER, irt_pointer(m, x.u32, IRS_IMAGE), (IrValue *[]){&cnt->v, cu(&x, 0)}, 2);
    IrInst *at = ir_build(&x.b, IR_ATOMIC, x.u32, (IrValue *[]){tp, cu(&x, 1)}, 2);
    at->imm = IR_ATOMIC_ADD;
    IrValue *old = img_read(&x, out3, &at->v);
    img_write(&x, out3, tx, bin(&x, IR_ADD, x.fv4, sum, old));
    ir_build_jump(&x.b, IR_RETURN, NULL);
    CHECK(ir_verify(m, "test"));
    SpirvInfo info;
    memset(&info, 0, sizeof info);
    CHECK(emit_valid(&x, "texel_buffers", VK_ALL, &info));
    CHECK(has_cap(&info, SpvCapabilitySampledBuffer) && has_cap(&info, SpvCapabilityImageBuffer));
    CHECK(has_cap(&info, SpvCapabilityImageQuery));
    CHECK(has_cap(&info, SpvCapabilityStorageImageReadWithoutFormat));
    CHECK(has_cap(&info, SpvCapabilityStorageImageWriteWithoutFormat));
    StrBuf out = {0};
    CHECK(emit(&x, 120, &out, NULL));
    CHECK(count_op(&out, SpvOpTypeImage) == 3);
    CHECK(count_op(&out, SpvOpImageFetch) == 2 && count_op(&out, SpvOpImageRead) == 2);
    CHECK(count_op(&out, SpvOpImageWrite) == 2 && count_op(&out, SpvOpImageQuerySize) == 1);
    CHECK(count_op(&out, SpvOpImageTexelPointer) == 1 && count_op(&out, SpvOpAtomicIAdd) == 1);
    sb_free(&out);
    fx_free(&x);
}

/* Only what is used: a stated format needs no ...WithoutFormat capability,
 * and Rg32f needs StorageImageExtendedFormats. */
static void texel_buffer_formats_and_capabilities(void)
{
    Fx x;
    fx_init(&x, IR_STAGE_COMPUTE);
    const IrType *fv2 = irt_vector(x.m, x.f32, 2);
    const IrType *rg = irt_image(x.m, IR_DIM_BUFFER, x.f32, IR_IMAGE_STORAGE, IR_FMT_RG32F);
    IrGlobal *g = texel_buffer(&x, "Pairs", rg, 0);
    IrValue *tx = thread_x(&x);
    IrValue *v = img_read(&x, g, tx);
    IrValue *xy = &ir_build_lits(&x.b, IR_SHUFFLE, fv2, (IrValue *[]){v, v}, 2, (uint32_t[]){1, 0}, 2)->v;
    img_write(&x, g, tx, op_n(&x, IR_CONSTRUCT, x.fv4, (IrValue *[]){xy, cf(&x, 0), cf(&x, 0)}, 3));
    ir_build_jump(&x.b, IR_RETURN, NULL);
    SpirvInfo info;
    memset(&info, 0, sizeof info);
    CHECK(emit_valid(&x, "texel_formats", VK_ALL, &info));
    CHECK(has_cap(&info, SpvCapabilityStorageImageExtendedFormats));
    CHECK(!has_cap(&info, SpvCapabilityStorageImageReadWithoutFormat));
    CHECK(!has_cap(&info, SpvCapabilityStorageImageWriteWithoutFormat));
    CHECK(!has_cap(&info, SpvCapabilityImageQuery) && !has_cap(&info, SpvCapabilitySampledBuffer));
    fx_free(&x);
}

/* The verifier's image rules: no write to a sampled image, reads give a
 * vec4 of the sampled type, texel pointers only into storage images. */
static void image_op_verifier_rules(void)
{
    const char *bad[3] = {"write to a sampled image", "read giving a vec3", "texel pointer into a sampled image"};
    for (int k = 0; k < 3; k++) {
        Fx x;
        fx_init(&x, IR_STAGE_COMPUTE);
        const IrType *img = irt_image(x.m, IR_DIM_BUFFER, x.f32, IR_IMAGE_SAMPLED, IR_FMT_UNKNOWN);
        IrGlobal *g = texel_buffer(&x, "In", img, 0);
        IrValue *h = ir_build_load(&x.b, &g->v);
        if (k == 0)
            ir_build(&x.b, IR_IMAGE_WRITE, x.vd, (IrValue *[]){h, cu(&x, 0), &ir_const_null(x.m, x.fv4)->v}, 3);
        else if (k == 1)
            op_n(&x, IR_IMAGE_READ, x.fv3, (IrValue *[]){h, cu(&x, 0)}, 2);
        else
            op_n(&x, IR_IMAGE_TEXEL_POINTER, irt_pointer(x.m, x.f32, IRS_IMAGE), (IrValue *[]){&g->v, cu(&x, 0)}, 2);
        ir_build_jump(&x.b, IR_RETURN, NULL);
        bool ok = ir_verify(x.m, "test");
        if (ok)
            printf("  the verifier accepted a %s\n", bad[k]);
        CHECK(!ok);
        fx_free(&x);
    }
}

int main(void)
{
    RUN(empty_compute_entry_has_local_size);
    RUN(storage_buffer_read_write_through_access_chains);
    RUN(arithmetic_of_every_kind);
    RUN(conversions_between_every_pair);
    RUN(matrix_vector_multiply);
    RUN(atomics_on_storage_and_workgroup);
    RUN(barriers_as_dxc_emits_them);
    RUN(compact_shader_wave_ops_caps_and_size);
    RUN(output_is_deterministic);
    RUN(wave_reductions_and_subgroup_builtins);
    RUN(glsl_std_450_math);
    RUN(sixteen_bit_buffer_declares_storage_capability);
    RUN(relaxed_precision_on_min16_results);
    RUN(diagnostics_for_what_spirv_cannot_express);
    RUN(fragment_shader_with_discard_and_builtins);
    RUN(texel_buffers_read_write_size_atomic);
    RUN(texel_buffer_formats_and_capabilities);
    RUN(image_op_verifier_rules);
    RUN(more_types_and_stages);
    return UNIT_END();
}
