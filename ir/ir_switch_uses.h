/* A resource chosen at run time among several, used through a switch
 * (ir/ir_switch_uses.c). */
#ifndef PRISM_IR_SWITCH_USES_H
#define PRISM_IR_SWITCH_USES_H
#include "ir.h"

/* Every use that root reaches (through access chains further in, loads of
 * texture and sampler handles, texel pointers and counters) is wrapped in
 * switch (index) { case k: the use on cands[k]; ... }, the last case the
 * default; in case k, root is cands[k] (for an access into an array of
 * resources with indices after the element's, cands[k] with those). The
 * chain from root and root itself are removed. False, with nothing
 * changed, when a use is none of those (a phi, a select, a store of it). */
bool ir_switch_uses(IrModule *m, IrFunction *f, IrInst *root, IrValue *index, IrValue *const *cands, uint32_t n);

#endif
