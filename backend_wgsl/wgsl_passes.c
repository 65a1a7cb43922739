/* wgsl_prepare: the IR passes WGSL needs, in order, run once per module
 * before wgsl_emit (each entry point's module reads the same lowered IR).
 *
 *   ir_lower_phis_to_vars          WGSL has no phis: phis become function
 *                                  variables (stores in the predecessors)
 *   ir_lower_switch_fallthrough    WGSL 9.4.3: no fall-through between
 *                                  cases; after the phis are gone, so the
 *                                  copied case bodies carry no phis
 *   ir_lower_globals_to_params     WGSL's builtins are entry parameters
 *                                  (13.3.1): stage inputs become parameters
 *                                  passed down the call graph
 * The verifier runs after each when the options ask for it. */
#include "wgsl_internal.h"

bool wgsl_prepare(IrModule *m)
{
    bool verify = m->c->opts && m->c->opts->verify_ir;
    ir_lower_phis_to_vars(m);
    if (verify && !ir_verify(m, "ir_lower_phis_to_vars"))
        return false;
    ir_lower_switch_fallthrough(m);
    if (verify && !ir_verify(m, "ir_lower_switch_fallthrough"))
        return false;
    ir_lower_globals_to_params(m, 1u << IRS_INPUT);
    if (verify && !ir_verify(m, "ir_lower_globals_to_params"))
        return false;
    return m->c->errors == 0;
}
