/* ir_lower_resource_handles' parts (ir/ir_lower_resource_handles.c says
 * how they fit): the split of variables that hold handles, and the
 * resolution of handle values to globals. Internal to the pass. */
#ifndef PRISM_IR_HANDLES_H
#define PRISM_IR_HANDLES_H
#include "ir.h"
#include "../util/ptrmap.h"

/* Most resources one variable may hold, and most candidates a dynamic
 * index into a local array of resources may choose among. */
enum { IR_HANDLES_MAX_LEAVES = 4096, IR_HANDLES_MAX_CHOICE = 256 };

/* A select that ir_handle_split made for a dynamic index into a local array
 * of resources: select(sel == k, candidate k, the candidates after k).
 * The index is known to be in range (HLSL leaves the others undefined), so
 * a chain whose candidates are elements c + k of one global array is that
 * array's element sel + c. */
typedef struct IrHandleChoice {
    uint32_t k; /* sel is the condition's first operand (choice_sel) */
    bool nonuniform; /* its index went through NonUniformResourceIndex */
} IrHandleChoice;

typedef struct IrHandleCtx {
    IrModule *m;
    Arena *a;          /* the pass's scratch */
    PtrMap shapes;     /* IrType -> its leaves (ir_handle_split.c) */
    PtrMap choices;    /* select IrInst -> IrHandleChoice */
} IrHandleCtx;

/* Every variable of f whose type holds handles but is not one becomes one
 * variable per data part and one per handle (ir_handle_split.c): every
 * handle then sits alone in a variable of its own, loaded and stored
 * whole. False when f had one too large (reported). */
bool ir_handle_split(IrHandleCtx *hc, IrFunction *f);
/* After the handle variables are promoted: every handle value of f is
 * resolved to a global or an element of a global array, its uses rewritten
 * and the handle values removed (ir_handle_resolve.c). False when one
 * could not be (reported at its use). */
bool ir_handle_resolve(IrHandleCtx *hc, IrFunction *f);

#endif
