/* Inline SPIR-V in the front end: DXC's vk::ext_* attributes and types
 * (docs/inline-spirv.md), checked by sema_inline_spirv.c (declarations,
 * attributes, calls) and sema_spirv_types.c (vk::SpirvType & co), lowered by
 * lower_inline_spirv.c. What sema leaves on the AST for lowering:
 *
 *   ND_FUNC.func.spirv   a SpirvFunc: the function is an instruction
 *                        ([[vk::ext_instruction]]), a type definition
 *                        ([[vk::ext_type_def]]), or only carries
 *                        [[vk::ext_capability]] / [[vk::ext_extension]]
 *   ND_PARAM.param.spirv SPIRV_PARAM_LITERAL / SPIRV_PARAM_REFERENCE
 *   ND_VAR.var.spirv     a SpirvVar: builtin, storage class, decorations
 *   Type (TY_SPIRV)      Type.spirv: a SpirvTypeDesc
 *   ND_CALL              call.func is the bodiless [[vk::ext_instruction]]
 *                        declaration itself; vk::ext_execution_mode(_id)
 *                        calls have call.intrinsic SPIRV_CALL_EXECUTION_MODE(_ID)
 *                        and call.func NULL
 */
#ifndef PRISM_SEMA_INLINE_SPIRV_H
#define PRISM_SEMA_INLINE_SPIRV_H
#include "../ir/ir_spirv.h"
#include "sema.h"

enum { SPIRV_PARAM_LITERAL = 1, SPIRV_PARAM_REFERENCE = 2 };

/* call.intrinsic of the two vk:: functions that are not in the intrinsic table. */
enum { SPIRV_CALL_EXECUTION_MODE = 100000, SPIRV_CALL_EXECUTION_MODE_ID };

typedef enum SpirvFuncKind {
    SPIRV_FN_NEEDS,       /* a function with a body (an entry point, a helper) that declares needs */
    SPIRV_FN_INSTRUCTION, /* [[vk::ext_instruction(opcode[, "set"])]] */
    SPIRV_FN_TYPE_DEF,    /* [[vk::ext_type_def(id, opcode)]] */
} SpirvFuncKind;

typedef struct SpirvDecoration SpirvDecoration;
typedef VEC(SpirvDecoration) SpirvDecorationVec;

typedef struct SpirvFunc {
    SpirvFuncKind kind;
    uint32_t opcode;      /* the instruction (the set's number for OpExtInst) or the OpType* */
    const char *set;      /* the extended instruction set, interned; NULL for a core opcode */
    uint32_t type_id;     /* SPIRV_FN_TYPE_DEF: the N of vk::ext_type<N> */
    IrSpirvNeeds needs;
    SrcLoc loc;           /* the ext_instruction / ext_type_def attribute */
    SpirvDecorationVec decorations; /* [[vk::ext_decorate*]] on an entry point: its return value's stage
                                       variables */
    AttrList exec_modes;  /* [[vk::spvexecutionmode(mode, literals...)]] on an entry point, checked */
} SpirvFunc;

/* A decoration as written: its operands are attribute argument nodes,
 * evaluated when lowered. */
struct SpirvDecoration {
    IrSpirvDecorationForm form;
    uint32_t decoration;
    Attribute *attr;      /* args[1...] are the operands */
};

typedef struct SpirvVar {
    int builtin_input, builtin_output; /* SPIR-V BuiltIn, or -1 */
    int storage_class;                 /* vk::ext_storage_class, or -1 */
    SpirvDecorationVec decorations;
    IrSpirvNeeds needs;
    bool result_id;                    /* declared vk::ext_result_id<T> */
} SpirvVar;

typedef enum SpirvTypeOperandKind { SPIRV_TOP_TYPE, SPIRV_TOP_LITERAL, SPIRV_TOP_CONST } SpirvTypeOperandKind;

typedef struct SpirvTypeOperand {
    SpirvTypeOperandKind kind;
    Type *type;           /* SPIRV_TOP_TYPE: the operand; _LITERAL / _CONST: integral_constant's T */
    uint64_t value;       /* _LITERAL / _CONST: v (bools 0 or 1) */
} SpirvTypeOperand;

typedef struct SpirvTypeDesc {
    uint32_t opcode;
    uint32_t size, alignment;      /* vk::SpirvType; 0 for SpirvOpaqueType and ext_type */
    int num_operands;
    SpirvTypeOperand *operands;
    IrSpirvNeeds needs;
    int64_t ext_type_id;           /* vk::ext_type<N>: N; else -1 */
    bool defined;                  /* ext_type: a [[vk::ext_type_def]] call gave it its operands */
    SrcLoc loc;                    /* first written; ext_type: first used */
    SrcLoc def_loc;                /* ext_type: the defining call */
} SpirvTypeDesc;

typedef struct SpirvBuiltinUse {
    uint32_t builtin;
    bool output;
    Node *var;
} SpirvBuiltinUse;

/* Sema's inline SPIR-V state (Sema.spirv), made on first use. */
struct SemaSpirv {
    VEC(SpirvBuiltinUse) builtins; /* vk::ext_builtin_input/output declared so far */
    VEC(Type *) types;             /* SpirvType / SpirvOpaqueType, in creation order */
    VEC(Type *) ext_types;         /* vk::ext_type<N>, in first-use order */
};
struct SemaSpirv *sema_spirv_state(Sema *s);

/* ---- sema_inline_spirv.c: declarations ---- */
/* An attribute of a function declaration; true when it is one of ours
 * (then checked and recorded on f). */
bool sema_spirv_func_attr(Sema *s, Node *f, Attribute *a);
/* Whether function f is written [[vk::ext_instruction]] or
 * [[vk::ext_type_def]], so that its declaration is all it has (a function
 * template's instance needs no body then). */
bool sema_spirv_is_instruction_decl(const Node *f);
/* After a function's attributes: its parameters' attributes and the rules
 * that tie them together (no body for an instruction, ...). */
void sema_spirv_check_func(Sema *s, Node *f);
/* Whether a is an inline SPIR-V attribute (var_attrs leaves those to
 * sema_spirv_var). */
bool sema_spirv_is_attr(const Attribute *a);
/* The inline SPIR-V attributes of variable v; where says which kind of
 * declaration it is. */
typedef enum SpirvVarPlace { SPIRV_VAR_GLOBAL, SPIRV_VAR_LOCAL, SPIRV_VAR_FIELD, SPIRV_VAR_CBUFFER } SpirvVarPlace;
void sema_spirv_var(Sema *s, Node *v, SpirvVarPlace where);
/* v is a vk::ext_builtin_input variable (static const without initializer). */
bool sema_spirv_is_builtin_input(const Node *v);
/* [[vk::ext_capability]] & co on a typedef of an inline SPIR-V type. */
void sema_spirv_typedef(Sema *s, Node *td);
/* Attributes on an expression statement: [[vk::ext_capability]] and
 * [[vk::ext_extension]] on a vk::ext_execution_mode(_id) call. */
void sema_spirv_stmt_attrs(Sema *s, Node *st);
/* End of sema: ext_type<N> used but never defined. */
void sema_spirv_finish(Sema *s);

/* ---- sema_inline_spirv.c: calls ---- */
/* vk::ext_execution_mode(_id)(...): true when name is one of them (the
 * call is then checked; *out is its type). */
bool sema_spirv_builtin_call(Sema *s, Node *n, const char *qualifier, const char *name, Type **args, int nargs,
                             bool bad, Type **out);
/* A call resolved to the bodiless f carrying a SpirvFunc: checks the
 * arguments (literal operands constant, reference operands places) and
 * returns the call's type. */
Type *sema_spirv_call(Sema *s, Node *n, Node *f, const char *name, Type **args, int nargs);

/* ---- sema_spirv_types.c ---- */
/* vk::SpirvType<...>, vk::SpirvOpaqueType<...>, vk::ext_type<N>,
 * vk::ext_result_id<T>, vk::Literal, vk::integral_constant: the type, or
 * NULL when spec names none of them. */
Type *sema_spirv_type(Sema *s, TypeSpec *spec);
/* A [[vk::ext_type_def]] function called: defines vk::ext_type<N>. */
void sema_spirv_define_type(Sema *s, Node *call, Node *f);
/* Appends needs b to a (duplicates dropped). */
void sema_spirv_add_needs(Sema *s, IrSpirvNeeds *a, const IrSpirvNeeds *b);

#endif
