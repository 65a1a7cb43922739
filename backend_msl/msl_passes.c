/* msl_prepare: the stage rules (no wave operations in vertex functions),
 * then the IR passes MSL needs, in order (DESIGN.md, "The IR").
 *
 *   ir_lift_spirv                inline SPIR-V: what the IR models becomes
 *                                its ops (before the stage rules, which then
 *                                see lifted wave ops); the rest is reported
 *   ir_lower_phis_to_vars        C++ has no phis: each becomes a local
 *   ir_lower_outputs_to_return   vertex and fragment functions return their
 *                                stage outputs (MSL 2.4 spec 5.2.3.3-5): a
 *                                struct of them, its members attributed
 *   ir_lower_globals_to_params   MSL has no program-scope resources, stage
 *                                inputs, threadgroup or thread variables
 *                                (MSL 2.4 spec 4: only `constant` may live
 *                                at program scope): every global a function
 *                                uses becomes its parameter, and the kernel's
 *                                parameters get Metal attributes (msl_entry.c)
 *
 * The verifier runs after each when the options ask for it (--verify-ir). */
#include "msl_internal.h"
#include "../ir/ir_spirv.h"

/* Metal's SIMD-group lane index and width are attributes of kernel and
 * fragment function inputs only (MSL 2.4 spec 5.2.3.4, table 5.5, and
 * 5.2.3.6), and its SIMD-group and quad-group functions are specified for
 * kernel and fragment functions (6.9.2): in a vertex function each is an
 * error, reported at the call. Checked before ir_lower_globals_to_params,
 * while WaveGetLaneIndex and WaveGetLaneCount are still loads of their
 * builtins. */
static void stage_inst(IrInst *i, void *user)
{
    IrModule *m = user;
    if (i->op == IR_INTRINSIC && i->imm < INTR_COUNT && (intrinsic_info[i->imm].flags & INF_CONVERGENT))
        diag(m->c, i->loc, D_MSL_STAGE_WAVE, intrinsic_info[i->imm].hlsl,
             "Metal's SIMD-group functions exist in kernel and fragment functions only");
    if (i->op == IR_LOAD && i->args[0]->vkind == IRV_GLOBAL) {
        IrBuiltin b = ((IrGlobal *)i->args[0])->builtin;
        if (b == IRB_SUBGROUP_SIZE)
            diag(m->c, i->loc, D_MSL_STAGE_WAVE, "WaveGetLaneCount",
                 "[[threads_per_simdgroup]] is an input of kernel and fragment functions only");
        if (b == IRB_SUBGROUP_INVOCATION_ID)
            diag(m->c, i->loc, D_MSL_STAGE_WAVE, "WaveGetLaneIndex",
                 "[[thread_index_in_simdgroup]] is an input of kernel and fragment functions only");
    }
}

bool msl_prepare(IrModule *m)
{
    int errors0 = m->c->errors;
    if (!ir_lift_spirv(m, IR_LIFT_MSL) ||
        (m->c->opts && m->c->opts->verify_ir && !ir_verify(m, "ir_lift_spirv")))
        return false;
    for (int e = 0; e < m->entries.len; e++)
        if (m->entries.data[e]->stage == IR_STAGE_VERTEX)
            ir_walk_entry_insts(m, m->entries.data[e], stage_inst, m);
    if (m->c->errors != errors0)
        return false;
    int errors = m->c->errors;
    bool verify = m->c->opts && m->c->opts->verify_ir;
    ir_lower_push_constants(m);
    if (verify && !ir_verify(m, "ir_lower_push_constants"))
        return false;
    ir_lower_phis_to_vars(m);
    if (verify && !ir_verify(m, "ir_lower_phis_to_vars"))
        return false;
    ir_lower_outputs_to_return(m);
    if (verify && !ir_verify(m, "ir_lower_outputs_to_return"))
        return false;
    unsigned spaces = 1u << IRS_PRIVATE | 1u << IRS_WORKGROUP | 1u << IRS_STORAGE | 1u << IRS_UNIFORM |
                      1u << IRS_INPUT | 1u << IRS_OUTPUT | 1u << IRS_HANDLE;
    ir_lower_globals_to_params(m, spaces);
    if (verify && !ir_verify(m, "ir_lower_globals_to_params"))
        return false;
    return m->c->errors == errors;
}
