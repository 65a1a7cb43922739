/* Deep copies of an IR module (ir_clone.c): one lowering serves every
 * target, each target's passes working on a copy of its own. */
#ifndef PRISM_IR_CLONE_H
#define PRISM_IR_CLONE_H
#include "ir.h"

/* A copy of m that shares nothing a pass may change, in the arena `into`
 * (NULL: m's), which then is the copy's m->arena; freeing it once the
 * target is emitted gives its memory back (passes and emitters allocate
 * what the module holds there; what outlives it, in its Ctx's). Every
 * type, constant, global, function, parameter, node, instruction and inline
 * SPIR-V record is copied, with the same ids, names and order, so that a
 * target compiling the copy gives the same output as from a module lowered
 * anew. Strings and IrSpirvNeeds (never changed) are shared. */
IrModule *ir_clone_module(IrModule *m, Arena *into);

/* For the verifier (--verify-ir) and tests: whether clone is a faithful
 * copy of m: the same dump, and no word of any copied object still holds
 * the address of an object of m (a pointer field the cloner does not know:
 * add it to ir_clone.c). Reports D_IR_VERIFY when not. */
bool ir_clone_check(IrModule *m, IrModule *clone);

/* ir.c's side: the interned types (and structs) and constants of m, and the
 * copy of its interner for `to` given each object's copy. */
void ir_interned_each(const IrModule *m, void (*fn)(void *user, void *obj, bool is_type), void *user);
void ir_interner_clone(IrModule *to, const IrModule *from, void *(*map)(void *user, const void *obj, bool is_type),
                       void *user);

#endif
