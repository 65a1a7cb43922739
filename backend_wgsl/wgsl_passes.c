/* wgsl_prepare: the IR passes WGSL needs, in order, run once per module
 * before wgsl_emit (each entry point's module reads the same lowered IR),
 * after the stage rules (no wave operations in vertex shaders).
 *
 *   ir_lift_spirv                  inline SPIR-V: what the IR models becomes
 *                                  its ops (before the stage rules, which
 *                                  then see lifted wave ops); the rest is
 *                                  reported (ir/ir_lift_spirv.c)
 *   wgsl_split_resource_arrays     an array of N resources as N bindings
 *                                  (WebGPU has no arrays of bindings), a
 *                                  run-time index as a switch around the use;
 *                                  before the phis go (an index known on each
 *                                  path bounds an unbounded array)
 *   ir_lower_phis_to_vars          WGSL has no phis: phis become function
 *                                  variables (stores in the predecessors)
 *   wgsl_lower_texel_buffers       typed buffers of 32-bit texels as
 *                                  storage buffers (WGSL has no texel
 *                                  buffers); after the phis are gone
 *   ir_lower_switch_fallthrough    WGSL 9.4.3: no fall-through between
 *                                  cases; after the phis are gone, so the
 *                                  copied case bodies carry no phis
 *   ir_lower_outputs_to_return     WGSL entry points return their stage
 *                                  outputs (13.3.1): a struct of them
 *   ir_lower_globals_to_params     WGSL's builtins are entry parameters
 *                                  (13.3.1): stage inputs become parameters
 *                                  passed down the call graph
 * The verifier runs after each when the options ask for it. (Before these,
 * lib/compile.c has run ir_lower_divergent_returns, in its required form
 * for WGSL: barriers in uniform control flow, WGSL 15.2.) */
#include "wgsl_internal.h"
#include "../ir/ir_spirv.h"

/* WGSL 17.12 "Subgroup Built-in Functions" and 13.3.1.1: subgroup
 * functions and the subgroup builtins exist in compute and fragment shaders
 * only. Checked before ir_lower_globals_to_params, while WaveGetLaneIndex
 * and WaveGetLaneCount are still loads of their builtins at the call. */
static void stage_inst(IrInst *i, void *user)
{
    IrModule *m = user;
    const char *what = NULL;
    if (i->op == IR_INTRINSIC && i->imm < INTR_COUNT && (intrinsic_info[i->imm].flags & INF_CONVERGENT))
        what = intrinsic_info[i->imm].hlsl;
    if (i->op == IR_LOAD && i->args[0]->vkind == IRV_GLOBAL) {
        IrBuiltin b = ((IrGlobal *)i->args[0])->builtin;
        what = b == IRB_SUBGROUP_SIZE ? "WaveGetLaneCount" : b == IRB_SUBGROUP_INVOCATION_ID ? "WaveGetLaneIndex" : what;
    }
    if (what)
        diag(m->c, i->loc, D_WGSL_STAGE, what, "vertex");
}

static bool check_stages(IrModule *m)
{
    int errors = m->c->errors;
    for (int e = 0; e < m->entries.len; e++)
        if (m->entries.data[e]->stage == IR_STAGE_VERTEX)
            ir_walk_entry_insts(m, m->entries.data[e], stage_inst, m);
    return m->c->errors == errors;
}

bool wgsl_prepare(IrModule *m)
{
    bool verify = m->c->opts && m->c->opts->verify_ir;
    int errors = m->c->errors; /* SPIR-V's, when it went first: not this module's */
    if (!ir_lift_spirv(m, IR_LIFT_WGSL) || (verify && !ir_verify(m, "ir_lift_spirv")))
        return false;
    if (!check_stages(m))
        return false;
    ir_lower_push_constants(m);
    if (verify && !ir_verify(m, "ir_lower_push_constants"))
        return false;
    wgsl_split_resource_arrays(m);
    if (m->c->errors > errors || (verify && !ir_verify(m, "wgsl_split_resource_arrays")))
        return false;
    ir_lower_phis_to_vars(m);
    if (verify && !ir_verify(m, "ir_lower_phis_to_vars"))
        return false;
    wgsl_lower_texel_buffers(m);
    if (verify && !ir_verify(m, "wgsl_lower_texel_buffers"))
        return false;
    ir_lower_switch_fallthrough(m);
    if (verify && !ir_verify(m, "ir_lower_switch_fallthrough"))
        return false;

    ir_lower_outputs_to_return(m);
    if (verify && !ir_verify(m, "ir_lower_outputs_to_return"))
        return false;
    ir_lower_globals_to_params(m, 1u << IRS_INPUT);
    if (verify && !ir_verify(m, "ir_lower_globals_to_params"))
        return false;
    return m->c->errors == errors;
}
