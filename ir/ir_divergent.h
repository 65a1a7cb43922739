/* ir_divergent.h: ir_lower_divergent_returns and the helpers it shares,
 * included by ir.h where they were declared (ir.h stays under 1,000 lines). */
#ifndef PRISM_IR_DIVERGENT_H
#define PRISM_IR_DIVERGENT_H

/* Required by every target, before the optional passes: a return that
 * only some threads take before a barrier sets a flag instead, and what
 * follows runs under it, but for the control flow that leads to the
 * barriers, so that every thread reaches them (WGSL's uniformity rules;
 * Vulkan and Metal want every thread of the group at a barrier too). The
 * file says how. Where no such predication exists, the required form
 * (WGSL) reports why; the other leaves the function as it is. */
bool ir_lower_divergent_returns(IrModule *m);
bool ir_lower_divergent_returns_where_possible(IrModule *m);
/* ir_quad_ops.c: i reads derivatives (ddx..., implicit-LOD sampling, LOD
 * queries); i reads the other pixels of its quad (those, and QuadReadAcross*,
 * QuadReadLaneAt). In pixel shaders ir_lower_divergent_returns keeps the
 * pixels that returned early running to such operations. */
bool ir_inst_reads_derivatives(const IrInst *i);
bool ir_inst_reads_quad(const IrInst *i);
/* The breaks ir_lower_divergent_returns adds leave loops and switches
 * early: a value of f that no longer dominates a use goes through a
 * variable (ir_repair_dominance.c). */
void ir_repair_dominance(IrModule *m, IrFunction *f);
/* A new variable holding def's value, stored right after def (after the
 * phis of its block): how both send a value to a later use. */
IrValue *ir_store_to_new_var(IrBuilder *b, IrInst *def);
bool ir_inst_recomputed_not_spilled(const IrInst *def); /* an access chain or a handle load */

#endif
