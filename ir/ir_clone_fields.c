/* Where the IR's objects keep their pointers, for ir_clone_check
 * (ir_clone_fields.h). Each table lists every pointer field of one kind of
 * object that ir_clone.c copies, embedded structs' fields included (an
 * IrInst's v.type); the check reads those words and no other, so that a
 * constant's value, a bool or padding is never taken for an address.
 *
 * A field added to one of these structs changes its size, and the static
 * assertion under its table fails: a new pointer always does, since a
 * pointer cannot fit in a struct's padding (every gap is narrower than the
 * member after it, so narrower than 8 bytes), and so does a pointer in an
 * embedded struct. Then list the field here if it is a pointer, make
 * ir_clone.c point it at the copy (or say why it may be shared), and update
 * the size. The sizes are those of LP64 (x86-64, AArch64); other ABIs
 * (wasm32) are not checked, the tables themselves hold for any. */
#include "ir_clone_fields.h"
#include <stddef.h>
#include <string.h>
#include "ir_spirv.h"

#define LP64 (sizeof(void *) == 8)
#define SIZE_IS(T, n) _Static_assert(!LP64 || sizeof(T) == (n), #T " changed: list its pointer fields in ir/ir_clone_fields.c, then its size")

/* IrValue, embedded first in constants, globals, params, insts, functions. */
#define VALUE(T) offsetof(T, v.type), offsetof(T, v.name)
SIZE_IS(IrValue, 24);
/* IrRegion, embedded in functions, ifs, loops, switch cases. */
#define REGION(T, r) offsetof(T, r.first), offsetof(T, r.last), offsetof(T, r.parent)
SIZE_IS(IrRegion, 24);
/* IrNode, embedded first in every node kind. */
#define NODE(T) offsetof(T, n.prev), offsetof(T, n.next), offsetof(T, n.parent)
SIZE_IS(IrNode, 32);
/* IrSpirvNeeds, embedded in inline SPIR-V objects (shared with the AST's
 * arena, never copied: its pointers are listed all the same). */
#define NEEDS(T) offsetof(T, needs.caps), offsetof(T, needs.exts)
SIZE_IS(IrSpirvNeeds, 32);
/* SrcLoc, embedded in many: no pointer (a file index). */
SIZE_IS(SrcLoc, 12);

#define LAYOUT(what, T, ...)                                                 \
    {what, sizeof(T), sizeof((const size_t[]){__VA_ARGS__}) / sizeof(size_t), \
     (const size_t[]){__VA_ARGS__}}
/* An array of pointers: every word. */
#define POINTERS(what) {what, sizeof(void *), 1, (const size_t[]){0}}

static const IrCloneLayout layouts[] = {
    LAYOUT("IrModule", IrModule, offsetof(IrModule, c), offsetof(IrModule, arena), offsetof(IrModule, globals.data),
           offsetof(IrModule, functions.data), offsetof(IrModule, entries.data), offsetof(IrModule, interned),
           offsetof(IrModule, spirv)),
    LAYOUT("IrType", IrType, offsetof(IrType, elem), offsetof(IrType, spec_count), offsetof(IrType, name),
           offsetof(IrType, members), offsetof(IrType, member_spirv), offsetof(IrType, params), offsetof(IrType, spirv)),
    LAYOUT("IrMember[]", IrMember, offsetof(IrMember, name), offsetof(IrMember, type)),
    /* not u (data: a literal may equal an address) nor is_null */
    LAYOUT("IrConst", IrConst, VALUE(IrConst), offsetof(IrConst, parts)),
    LAYOUT("IrGlobal", IrGlobal, VALUE(IrGlobal), offsetof(IrGlobal, pointee), offsetof(IrGlobal, init),
           offsetof(IrGlobal, semantic), offsetof(IrGlobal, hlsl_type), offsetof(IrGlobal, texel_type),
           offsetof(IrGlobal, counter_of), offsetof(IrGlobal, alias_of), offsetof(IrGlobal, combined_image),
           offsetof(IrGlobal, spirv)),
    LAYOUT("IrParam", IrParam, VALUE(IrParam), offsetof(IrParam, func), offsetof(IrParam, global),
           offsetof(IrParam, spirv)),
    LAYOUT("IrInst", IrInst, VALUE(IrInst), offsetof(IrInst, args), offsetof(IrInst, lits) /* = preds, callee */,
           offsetof(IrInst, block), offsetof(IrInst, prev), offsetof(IrInst, next)),
    LAYOUT("IrBlock", IrBlock, NODE(IrBlock), offsetof(IrBlock, first), offsetof(IrBlock, last)),
    LAYOUT("IrIf", IrIf, NODE(IrIf), offsetof(IrIf, cond), REGION(IrIf, then_), REGION(IrIf, else_)),
    LAYOUT("IrLoop", IrLoop, NODE(IrLoop), REGION(IrLoop, body), REGION(IrLoop, continuing),
           offsetof(IrLoop, break_if)),
    LAYOUT("IrSwitch", IrSwitch, NODE(IrSwitch), offsetof(IrSwitch, selector), offsetof(IrSwitch, cases)),
    LAYOUT("IrCase[]", IrCase, offsetof(IrCase, values), REGION(IrCase, body)),
    LAYOUT("IrFunction", IrFunction, VALUE(IrFunction), offsetof(IrFunction, name), offsetof(IrFunction, ret),
           offsetof(IrFunction, params), REGION(IrFunction, body), offsetof(IrFunction, workgroup_spec[0]),
           offsetof(IrFunction, workgroup_spec[1]), offsetof(IrFunction, workgroup_spec[2]),
           offsetof(IrFunction, outputs), offsetof(IrFunction, interface), offsetof(IrFunction, next),
           offsetof(IrFunction, m), offsetof(IrFunction, var_tail), offsetof(IrFunction, spirv_needs)),
    LAYOUT("IrInlineSpirv", IrInlineSpirv, offsetof(IrInlineSpirv, insts.data), offsetof(IrInlineSpirv, types.data),
           offsetof(IrInlineSpirv, locals.data)),
    LAYOUT("IrSpirvInst", IrSpirvInst, offsetof(IrSpirvInst, set), offsetof(IrSpirvInst, operands), NEEDS(IrSpirvInst),
           offsetof(IrSpirvInst, name), offsetof(IrSpirvInst, fallback)),
    LAYOUT("IrSpirvType", IrSpirvType, offsetof(IrSpirvType, operands), NEEDS(IrSpirvType), offsetof(IrSpirvType, name)),
    LAYOUT("IrSpirvOperand[]", IrSpirvOperand, offsetof(IrSpirvOperand, type), offsetof(IrSpirvOperand, konst),
           offsetof(IrSpirvOperand, str)),
    LAYOUT("IrSpirvDecoration[]", IrSpirvDecoration, offsetof(IrSpirvDecoration, operands)),
    LAYOUT("IrSpirvGlobal", IrSpirvGlobal, offsetof(IrSpirvGlobal, decorations), NEEDS(IrSpirvGlobal)),
    POINTERS("IrType*[]"),
    POINTERS("IrConst*[]"),
    POINTERS("IrValue*[]"),
    POINTERS("IrBlock*[]"),
    POINTERS("IrParam*[]"),
    POINTERS("IrGlobal*[]"),
    POINTERS("IrSpirvGlobal*[]"),
};

SIZE_IS(IrModule, 104);
SIZE_IS(IrType, 120);
SIZE_IS(IrMember, 32);
SIZE_IS(IrConst, 56);
SIZE_IS(IrGlobal, 232); /* has_counter, counter_set, counter_binding: no pointer */
SIZE_IS(IrParam, 48);
SIZE_IS(IrInst, 96);
SIZE_IS(IrBlock, 48);
SIZE_IS(IrIf, 96);
SIZE_IS(IrLoop, 96);
SIZE_IS(IrSwitch, 56);
SIZE_IS(IrCase, 40);
SIZE_IS(IrFunction, 248);
SIZE_IS(IrInlineSpirv, 56);
SIZE_IS(IrSpirvInst, 96);
SIZE_IS(IrSpirvType, 80);
SIZE_IS(IrSpirvOperand, 48);
SIZE_IS(IrSpirvDecoration, 40);
SIZE_IS(IrSpirvGlobal, 72);

const IrCloneLayout *ir_clone_layout(const char *what)
{
    for (size_t i = 0; i < sizeof layouts / sizeof *layouts; i++)
        if (!strcmp(layouts[i].what, what))
            return &layouts[i];
    return NULL;
}
