/* Inline SPIR-V in the IR (DESIGN.md "Inline SPIR-V"; docs/inline-spirv.md).
 *
 * DXC's vk::ext_* attributes let HLSL say "this call is exactly that SPIR-V
 * instruction". The IR keeps what the user wrote as numbers, so SPIR-V gets
 * it back word for word:
 *
 *   IR_SPIRV instruction   imm indexes m->spirv->insts: an IrSpirvInst holds
 *                          the opcode (or the extended set's instruction
 *                          number, or an execution mode), its operands in
 *                          order (each an <id> of one of the instruction's
 *                          args, or literal words), and the capabilities and
 *                          extensions the declaration asks for. The result
 *                          type is the instruction's type (void: none).
 *   IRT_SPIRV type         IrType.spirv: a vk::SpirvType / SpirvOpaqueType
 *                          (or vk::ext_type): opcode, operands (types,
 *                          literals, constants), size and alignment.
 *   IrGlobal.spirv         vk::ext_builtin_input/output, ext_storage_class,
 *                          ext_decorate*, and the capabilities a variable
 *                          declaration asks for.
 *   IR_VAR imm             0, or 1 + the index of a local's ext_decorate*
 *                          record in m->spirv->locals (ir_spirv_local).
 *   IrFunction.spirv_needs capabilities and extensions on a function with a
 *                          body (entry points among them): declared when an
 *                          entry reaches it.
 *
 * The text targets run ir_lift_spirv first, which turns every instruction
 * the IR models into its IR op (ir/ir_lift_spirv.c lists them) and reports
 * what is left, naming it from SPIRV-Headers' grammar (ir/spirv_grammar.h). */
#ifndef PRISM_IR_SPIRV_H
#define PRISM_IR_SPIRV_H
#include "ir.h"

typedef enum IrSpirvOperandKind {
    IR_SPV_ARG,     /* the <id> of the instruction's args[index] (a pointer for [[vk::ext_reference]]) */
    IR_SPV_LITERAL, /* words, as they are ([[vk::ext_literal]], vk::Literal, execution mode operands) */
    IR_SPV_TYPE,    /* the <id> of a type (a vk::SpirvType operand) */
    IR_SPV_CONST,   /* the <id> of a constant (vk::integral_constant, [[vk::ext_decorate_id]]) */
    IR_SPV_STRING,  /* a literal string ([[vk::ext_decorate_string]]) */
    IR_SPV_STRING_ID, /* the <id> of an OpString of str (printf's format: NonSemantic.DebugPrintf) */
} IrSpirvOperandKind;

typedef struct IrSpirvOperand {
    IrSpirvOperandKind kind;
    uint32_t index;        /* IR_SPV_ARG */
    uint32_t num_words;    /* IR_SPV_LITERAL: 1, or 2 for a 64-bit value (low word first) */
    uint32_t words[2];
    const IrType *type;    /* IR_SPV_TYPE */
    IrConst *konst;        /* IR_SPV_CONST */
    const char *str;       /* IR_SPV_STRING */
} IrSpirvOperand;

/* [[vk::ext_capability(N)]] and [[vk::ext_extension("name")]]: what the
 * module must declare when the thing carrying them is used. */
typedef struct IrSpirvNeeds {
    uint32_t num_caps;
    const uint32_t *caps;
    uint32_t num_exts;
    const char *const *exts;
} IrSpirvNeeds;

typedef enum IrSpirvInstKind {
    IR_SPV_CORE,              /* [[vk::ext_instruction(opcode)]]: the opcode itself */
    IR_SPV_EXT_INST,          /* [[vk::ext_instruction(n, "set")]]: OpExtInst n of the set */
    IR_SPV_EXECUTION_MODE,    /* vk::ext_execution_mode(mode, literals...): OpExecutionMode of every entry
                                 reaching it; no code in the function */
    IR_SPV_EXECUTION_MODE_ID, /* vk::ext_execution_mode_id(mode, constants...): OpExecutionModeId */
} IrSpirvInstKind;

typedef struct IrSpirvInst {
    IrSpirvInstKind kind;
    uint32_t opcode;          /* the opcode, the set's instruction number, or the ExecutionMode */
    const char *set;          /* IR_SPV_EXT_INST: "GLSL.std.450", "NonSemantic.DebugPrintf", ... */
    uint32_t num_operands;
    IrSpirvOperand *operands; /* after the result type and id, in the declaration's parameter order */
    IrSpirvNeeds needs;
    const char *name;         /* the HLSL function ("myBitReverse"), for messages */
    SrcLoc decl;              /* its declaration: where an invalid module's diagnostic points */
    IrFunction *fallback;     /* the declaration's body, or NULL: what the text targets call when they
                                 cannot lift the instruction (its parameters are the operands in order) */
} IrSpirvInst;

/* A vk::SpirvType<opcode, size, alignment, operands...> (SpirvOpaqueType:
 * size and alignment 0), or the type a [[vk::ext_type_def]] call defines. */
typedef struct IrSpirvType {
    uint32_t opcode;
    uint32_t size, alignment; /* bytes; 0 for an opaque type */
    uint32_t num_operands;
    IrSpirvOperand *operands; /* IR_SPV_TYPE, IR_SPV_LITERAL or IR_SPV_CONST */
    IrSpirvNeeds needs;
    SrcLoc loc;               /* where it is first written */
    const char *name;         /* its HLSL spelling, for messages (vk::SpirvType<OpTypeInt, 2, 2, ...>) */
} IrSpirvType;

typedef enum IrSpirvDecorationForm {
    IR_SPV_DECORATE,        /* [[vk::ext_decorate(d, literals...)]]: OpDecorate */
    IR_SPV_DECORATE_ID,     /* [[vk::ext_decorate_id(d, constants...)]]: OpDecorateId */
    IR_SPV_DECORATE_STRING, /* [[vk::ext_decorate_string(d, strings...)]]: OpDecorateString */
} IrSpirvDecorationForm;

typedef struct IrSpirvDecoration {
    IrSpirvDecorationForm form;
    uint32_t decoration;
    uint32_t num_operands;
    IrSpirvOperand *operands;
    SrcLoc loc;
} IrSpirvDecoration;

/* What inline SPIR-V attributes say about one global variable (or, in
 * IrType.member_spirv, one struct field: its decorations and needs only). */
typedef struct IrSpirvGlobal {
    int builtin;              /* vk::ext_builtin_input/output: the SPIR-V BuiltIn, else -1 */
    int storage_class;        /* vk::ext_storage_class, else -1 (the IR space decides) */
    uint32_t num_decorations;
    IrSpirvDecoration *decorations;
    IrSpirvNeeds needs;
    SrcLoc loc;               /* the declaration */
} IrSpirvGlobal;

typedef struct IrInlineSpirv {
    VEC(IrSpirvInst *) insts; /* by IR_SPIRV imm */
    VEC(IrType *) types;      /* the IRT_SPIRV types, in creation order */
    uint32_t num_globals;     /* globals with an IrSpirvGlobal */
    VEC(IrSpirvGlobal *) locals; /* decorated local variables: IR_VAR imm - 1 (0: none) */
} IrInlineSpirv;

/* Appends to a what b needs that a lacks (arena arrays; extensions compared
 * by their text). */
void ir_spirv_needs_merge(Arena *arena, IrSpirvNeeds *a, const IrSpirvNeeds *b);

/* The module's table, made on first use. */
IrInlineSpirv *ir_spirv(IrModule *m);
/* Adds desc (arena-owned) and returns the imm of an IR_SPIRV naming it. */
uint32_t ir_spirv_add_inst(IrModule *m, IrSpirvInst *desc);
/* The description of IR_SPIRV instruction i. */
const IrSpirvInst *ir_spirv_inst(const IrModule *m, const IrInst *i);
/* The IRT_SPIRV type of desc: the same object for two equal descriptions
 * (opcode, size, alignment, operands), so type equality stays pointer
 * equality. desc is copied. */
const IrType *irt_spirv(IrModule *m, const IrSpirvType *desc);
/* g's inline SPIR-V record, made on first use (builtin and storage class -1). */
IrSpirvGlobal *ir_spirv_global(IrModule *m, IrGlobal *g);
/* The decorations of local variable `var` (an IR_VAR), or NULL. A
 * decorated local stays a variable (ir_opt_vars_to_ssa leaves it): SPIR-V
 * decorates its OpVariable. */
const IrSpirvGlobal *ir_spirv_local(const IrModule *m, const IrInst *var);
void ir_spirv_set_local(IrModule *m, IrInst *var, IrSpirvGlobal *s);

/* How messages and dumps name them: "OpReadClockKHR", "GLSL.std.450 Sin",
 * "execution mode StencilRefReplacingEXT", "opcode 6000" when the grammar
 * does not know it. */
const char *ir_spirv_inst_name(IrModule *m, const IrSpirvInst *s);
const char *ir_spirv_type_name(IrModule *m, const IrSpirvType *t);  /* "vk::SpirvType<OpTypeInt, ...>" */
const char *ir_spirv_builtin_name(IrModule *m, uint32_t builtin);    /* "BuiltIn PointCoord" */
const char *ir_spirv_decoration_name(IrModule *m, uint32_t decoration);
/* The operands as the dump prints them: "%2, #3, u32, 16u". */
void ir_spirv_print_operands(IrModule *m, const IrSpirvOperand *ops, uint32_t n, IrValue *const *args,
                             void (*value)(void *user, StrBuf *sb, IrValue *v), void *user, StrBuf *sb);

/* The text targets' required pass (ir/ir_lift_spirv.c): every IR_SPIRV
 * the IR models becomes its IR ops; what is left (an instruction, an
 * execution mode, an inline SPIR-V type, a raw built-in or decoration) is
 * reported for the target, naming it from SPIRV-Headers' grammar. Returns
 * false when it reported something. */
typedef enum IrLiftTarget { IR_LIFT_MSL, IR_LIFT_WGSL } IrLiftTarget;
bool ir_lift_spirv(IrModule *m, IrLiftTarget target);

/* Whether a function has a local variable holding an inline SPIR-V pointer
 * (vk::SpirvOpaqueType<OpTypePointer, ...>): logical addressing has no
 * variables of pointer type (SPIR-V 2.16.1), so even at -O0 such a module
 * needs ir_opt_vars_to_ssa, which makes the pointers values. */
bool ir_spirv_has_pointer_vars(const IrModule *m);

/* Whether the IR (or the types it holds) uses inline SPIR-V anywhere. */
bool ir_spirv_used(const IrModule *m);

#endif
