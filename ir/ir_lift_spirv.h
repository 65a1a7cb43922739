/* ir_lift_spirv's private interface, shared by ir_lift_spirv.c (the pass,
 * core arithmetic, bits, comparisons, conversions, composites, memory,
 * barriers) and ir_lift_spirv_ext.c (GLSL.std.450, atomics, group ops). */
#ifndef PRISM_IR_LIFT_SPIRV_H
#define PRISM_IR_LIFT_SPIRV_H
#include "../intrinsics/intrinsics.h"
#include "ir_spirv.h"

typedef struct Lift {
    IrModule *m;
    IrFunction *f;
    IrInst *at;              /* the IR_SPIRV being lifted: new instructions go before it */
    const IrSpirvInst *s;
    IrLiftTarget target;
    const char *why;         /* set when it cannot be lifted: the reason, for the diagnostic */
} Lift;

/* Operand k: an <id> operand's value, a literal's word (NULL / ok false when
 * it is the other kind or missing). */
IrValue *lift_arg(Lift *l, uint32_t k);
bool lift_word(Lift *l, uint32_t k, uint32_t *out);
/* The operand's value as a constant word (a constant <id>), for scopes and semantics. */
bool lift_const(Lift *l, uint32_t k, uint64_t *out);
/* The instruction's result type (void: none). */
const IrType *lift_rtype(Lift *l);

/* Builders: instructions before l->at, at its source position. */
IrValue *lift_op(Lift *l, IrOp op, const IrType *t, int n, IrValue *a, IrValue *b, IrValue *c);
IrValue *lift_intrinsic(Lift *l, IntrinsicId id, const IrType *t, int n, IrValue *a, IrValue *b, IrValue *c);
/* v as type t: nothing when it has it, a bitcast between int (and float)
 * types of one width and shape. NULL when no bitcast makes it. */
IrValue *lift_as(Lift *l, IrValue *v, const IrType *t);
/* t (an int scalar or vector) with the given signedness. */
const IrType *lift_signed(Lift *l, const IrType *t, bool is_signed);
/* The IR pointer an inline OpTypePointer type spells, or NULL. */
const IrType *lift_pointer_type(IrModule *m, const IrType *t);
IrValue *lift_u32(Lift *l, uint32_t v);
/* A scalar constant of t's element in every component of t. */
IrValue *lift_splat(Lift *l, const IrType *t, uint64_t u, double f);
/* The subgroup lane index (the builtin global's value). */
IrValue *lift_lane_index(Lift *l);
/* Reports nothing; records why (the first reason wins) and returns NULL. */
IrValue *lift_fail(Lift *l, const char *why);

/* ir_lift_spirv_ext.c */
IrValue *lift_glsl(Lift *l);
IrValue *lift_atomic(Lift *l);
IrValue *lift_group(Lift *l);

#endif
