/* Operations that read the other pixels of a 2x2 quad: derivatives,
 * implicit-LOD sampling and level-of-detail queries (which take the
 * derivatives of their coordinate), and the quad reads that take a value
 * from a neighbour. In a pixel shader a pixel that left early must still
 * run them for its neighbours (ir_lower_divergent_returns), as D3D's helper
 * lanes do; WGSL wants them in uniform control flow (WGSL 15.2.2
 * "derivative_uniformity", wgsl_derivative_uniform.c). QuadAny and QuadAll
 * are not among them: they reduce over the pixels still running, and a
 * pixel that left must not count. */
#include "../intrinsics/intrinsics.h"
#include "ir.h"

bool ir_inst_reads_derivatives(const IrInst *i)
{
    switch (i->op) {
    case IR_IMAGE_SAMPLE: return !(i->imm & IR_IMG_EXPLICIT_LOD);
    case IR_IMAGE_QUERY: return i->imm == IR_QUERY_LOD || i->imm == IR_QUERY_LOD_UNCLAMPED;
    case IR_INTRINSIC: return i->imm < INTR_COUNT && (intrinsic_info[i->imm].flags & INF_DERIVATIVE);
    default: return false;
    }
}

bool ir_inst_reads_quad(const IrInst *i)
{
    if (ir_inst_reads_derivatives(i))
        return true;
    if (i->op != IR_INTRINSIC)
        return false;
    switch (i->imm) {
    case INTR_QUAD_READ_ACROSS_X:
    case INTR_QUAD_READ_ACROSS_Y:
    case INTR_QUAD_READ_ACROSS_DIAGONAL:
    case INTR_QUAD_READ_LANE_AT: return true;
    default: return false;
    }
}
