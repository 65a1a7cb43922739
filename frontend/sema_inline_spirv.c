/* Inline SPIR-V: the vk::ext_* attributes on functions, parameters,
 * variables, typedefs and statements, and the calls that use them, with
 * DXC's meaning (its wiki page "GL_EXT_spirv_intrinsics for SPIR-V code gen"
 * and HLSL proposal 0011). docs/inline-spirv.md has the user's view;
 * sema_inline_spirv.h says what is left on the AST. */
#include "sema_inline_spirv.h"
#include <spirv/unified1/spirv.h>
#include <string.h>
#include "../ir/spirv_grammar.h"

struct SemaSpirv *sema_spirv_state(Sema *s)
{
    if (!s->spirv)
        s->spirv = ARENA_NEW(s->c->arena, struct SemaSpirv);
    return s->spirv;
}



static bool is(const Attribute *a, const char *name)
{
    return a->name && strcmp(a->name, name) == 0;
}

bool sema_spirv_is_attr(const Attribute *a)
{
    return a->name && (strncmp(a->name, "vk::ext_", 8) == 0 || strcmp(a->name, "vk::spvexecutionmode") == 0);
}

/* Where each attribute goes, for "does not apply to" messages. */
static const char *placement(const Attribute *a)
{
    if (is(a, "vk::ext_literal") || is(a, "vk::ext_reference"))
        return "parameters of a function declared [[vk::ext_instruction]] or [[vk::ext_type_def]]";
    if (is(a, "vk::ext_instruction") || is(a, "vk::ext_type_def"))
        return "a function declaration";
    if (is(a, "vk::ext_builtin_input") || is(a, "vk::ext_builtin_output"))
        return "a static variable at global scope";
    if (is(a, "vk::ext_storage_class"))
        return "a variable";
    if (is(a, "vk::ext_decorate") || is(a, "vk::ext_decorate_id") || is(a, "vk::ext_decorate_string"))
        return "a variable, a struct or constant buffer member, a parameter of a function with a body, or an entry point";
    if (is(a, "vk::ext_capability") || is(a, "vk::ext_extension"))
        return "functions, variables, typedefs of inline SPIR-V types and vk::ext_execution_mode calls";
    if (is(a, "vk::ext_execution_mode") || is(a, "vk::ext_execution_mode_id"))
        return "nothing: it is a function; call it in the entry point, as vk::ext_execution_mode(mode, ...);";
    if (is(a, "vk::spvexecutionmode"))
        return "an entry point";
    return NULL;
}

static bool known(const Attribute *a)
{
    return placement(a) != NULL;
}

/* Reports a in a place it does not belong (or as unknown). */
static void misplaced(Sema *s, Attribute *a, const char *here)
{
    if (known(a))
        diag(s->c, a->loc, D_SEMA_SPV_ATTR_PLACE, a->name, here, placement(a));
    else
        diag(s->c, a->loc, D_SEMA_UNKNOWN_ATTR, a->name);
}

/* ---------------------------------------------------------------- arguments */

/* Argument i of a as a word no larger than max. */
static bool word_arg(Sema *s, Attribute *a, int i, uint64_t max, const char *what, uint32_t *out)
{
    int64_t v;
    if (!sema_attr_int(s, a, i, &v))
        return false;
    if (v < 0 || (uint64_t)v > max) {
        diag(s->c, a->args.data[i]->loc, D_SEMA_SPV_ATTR_WORD, a->name, (long long)v, what, (unsigned long long)max);
        return false;
    }
    *out = (uint32_t)v;
    return true;
}

/* The one argument of a, a word: what it is ("a BuiltIn"), and the
 * message's example of the attribute's arguments. */
static bool single_word(Sema *s, Attribute *a, const char *what, const char *example, uint32_t *out)
{
    if (a->args.len != 1) {
        diag(s->c, a->loc, D_SEMA_SPV_ATTR_ARGS, a->name, example);
        return false;
    }
    return word_arg(s, a, 0, 0xffffffffu, what, out);
}

/* The first of a's arguments, a word (what it is: "a Decoration"); the
 * message's example of its arguments when it has none. */
static bool first_word(Sema *s, Attribute *a, const char *what, const char *example, uint32_t *out)
{
    if (a->args.len < 1) {
        diag(s->c, a->loc, D_SEMA_SPV_ATTR_ARGS, a->name, example);
        return false;
    }
    return word_arg(s, a, 0, 0xffffffffu, what, out);
}

static const char *string_arg(Sema *s, Attribute *a, int i, const char *example)
{
    Node *n = i < a->args.len ? a->args.data[i] : NULL;
    if (!n || n->kind != ND_STRING_LIT || !n->slit.value) {
        diag(s->c, n ? n->loc : a->loc, D_SEMA_SPV_ATTR_STRING, a->name, example);
        return NULL;
    }
    return intern_cstr(s->c->strs, n->slit.value);
}

void sema_spirv_add_needs(Sema *s, IrSpirvNeeds *a, const IrSpirvNeeds *b)
{
    ir_spirv_needs_merge(s->c->arena, a, b);
}

/* [[vk::ext_capability(N)]] or [[vk::ext_extension("SPV_...")]] into needs;
 * false when a is neither. */
static bool needs_attr(Sema *s, Attribute *a, IrSpirvNeeds *needs)
{
    if (is(a, "vk::ext_capability")) {
        uint32_t cap;
        if (single_word(s, a, "a SPIR-V word", "one capability number, such as 5055 (ShaderClockKHR)", &cap))
            sema_spirv_add_needs(s, needs, &(IrSpirvNeeds){1, &cap, 0, NULL});
        return true;
    }
    if (is(a, "vk::ext_extension")) {
        const char *e = a->args.len == 1 ? string_arg(s, a, 0, "SPV_KHR_shader_clock") : NULL;
        if (a->args.len != 1)
            diag(s->c, a->loc, D_SEMA_SPV_ATTR_ARGS, a->name, "one extension name, such as \"SPV_KHR_shader_clock\"");
        else if (e)
            sema_spirv_add_needs(s, needs, &(IrSpirvNeeds){0, NULL, 1, &e});
        return true;
    }
    return false;
}

static bool is_decorate(const Attribute *a)
{
    return is(a, "vk::ext_decorate") || is(a, "vk::ext_decorate_id") || is(a, "vk::ext_decorate_string");
}

/* [[vk::ext_decorate(d, literals...)]], _id(d, constants...), _string(d,
 * strings...): checked and appended to *to. */
static void add_decoration(Sema *s, Attribute *a, SpirvDecorationVec *to)
{
    IrSpirvDecorationForm form = is(a, "vk::ext_decorate_id")       ? IR_SPV_DECORATE_ID
                                 : is(a, "vk::ext_decorate_string") ? IR_SPV_DECORATE_STRING
                                                                    : IR_SPV_DECORATE;
    uint32_t d;
    if (!first_word(s, a, "a Decoration", "a decoration number, then its operands", &d))
        return;
    bool ok = true;
    for (int i = 1; i < a->args.len; i++) {
        Node **arg = &a->args.data[i];
        if (form == IR_SPV_DECORATE_STRING) {
            ok &= string_arg(s, a, i, "a string") != NULL;
            continue;
        }
        Type *t = (*arg)->type ? (*arg)->type : sema_expr(s, arg);
        int64_t ignored;
        if (t->kind == TY_ERROR) {
            ok = false;
        } else if (t->kind == TY_SCALAR && scalar_info[t->scalar].cls == SCLASS_FLOAT &&
                   form == IR_SPV_DECORATE) {
            /* a float literal: its bits (lowering folds it) */
        } else if (!sema_eval_int(s, *arg, &ignored)) {
            ok = false;
        }
    }
    if (ok)
        vec_push(s->c->arena, to, ((SpirvDecoration){form, d, a}));
}

/* ---------------------------------------------------------------- functions */

static SpirvFunc *func_info(Sema *s, Node *f)
{
    if (!f->func.spirv) {
        f->func.spirv = ARENA_NEW(s->c->arena, SpirvFunc);
        f->func.spirv->kind = SPIRV_FN_NEEDS;
    }
    return f->func.spirv;
}

/* [[vk::spvexecutionmode(mode, literals...)]] (proposal 0011, DXC's
 * attribute): a mode SPIR-V's grammar knows (DXC: "Invalid execution
 * mode operand"), then constant integer operands. */
static void spvexecutionmode_attr(Sema *s, Attribute *a, SpirvFunc *sf)
{
    uint32_t mode;
    if (!first_word(s, a, "an ExecutionMode", "an ExecutionMode, then its literal operands", &mode))
        return;
    if (!spirv_enum_name(SPIRV_ENUM_EXECUTIONMODE, mode)) {
        diag(s->c, a->args.data[0]->loc, D_SEMA_SPV_EXEC_MODE_UNKNOWN, (unsigned)mode);
        return;
    }
    for (int i = 1; i < a->args.len; i++) {
        uint32_t ignored;
        if (!word_arg(s, a, i, 0xffffffffu, "a literal operand", &ignored))
            return;
    }
    vec_push(s->c->arena, &sf->exec_modes, a);
}

bool sema_spirv_func_attr(Sema *s, Node *f, Attribute *a)
{
    if (!sema_spirv_is_attr(a))
        return false;
    SpirvFunc *sf = func_info(s, f);
    if (needs_attr(s, a, &sf->needs))
        return true;
    if (is_decorate(a)) {
        /* DXC's spv.intrinsicDecorate: on an entry point, the stage
         * variables of its return value */
        add_decoration(s, a, &sf->decorations);
        return true;
    }
    if (is(a, "vk::spvexecutionmode")) {
        spvexecutionmode_attr(s, a, sf);
        return true;
    }
    bool inst = is(a, "vk::ext_instruction"), tdef = is(a, "vk::ext_type_def");
    if (!inst && !tdef) {
        misplaced(s, a, "a function");
        return true;
    }
    if (sf->kind != SPIRV_FN_NEEDS) {
        diag(s->c, a->loc, D_SEMA_SPV_FUNC_KIND, f->func.name);
        return true;
    }
    sf->loc = a->loc;
    if (inst) {
        /* The opcode shares its word with the word count (SPIR-V 2.3):
         * 16 bits; an extended instruction's number is a whole word. */
        if (a->args.len < 1 || a->args.len > 2) {
            diag(s->c, a->loc, D_SEMA_SPV_ATTR_ARGS, a->name,
                 "an opcode and, for OpExtInst, the extended instruction set: (opcode) or (number, \"GLSL.std.450\")");
            return true;
        }
        const char *set = a->args.len == 2 ? string_arg(s, a, 1, "GLSL.std.450") : NULL;
        uint32_t op;
        if (a->args.len == 2 && !set)
            return true;
        if (!word_arg(s, a, 0, set ? 0xffffffffu : 0xffffu, set ? "an instruction number" : "a SPIR-V opcode", &op))
            return true;
        sf->kind = SPIRV_FN_INSTRUCTION;
        sf->opcode = op;
        sf->set = set;
        return true;
    }
    uint32_t id, op;
    if (a->args.len != 2) {
        diag(s->c, a->loc, D_SEMA_SPV_ATTR_ARGS, a->name, "a type id and an OpType opcode: (0, 21) for OpTypeInt");
        return true;
    }
    if (!word_arg(s, a, 0, 0xffffffffu, "a type id", &id) || !word_arg(s, a, 1, 0xffffu, "a SPIR-V opcode", &op))
        return true;
    sf->kind = SPIRV_FN_TYPE_DEF;
    sf->type_id = id;
    sf->opcode = op;
    return true;
}

bool sema_spirv_is_instruction_decl(const Node *f)
{
    for (int i = 0; i < f->func.attrs.len; i++)
        if (is(f->func.attrs.data[i], "vk::ext_instruction") || is(f->func.attrs.data[i], "vk::ext_type_def"))
            return true;
    return false;
}

static const char *param_name(const Node *p)
{
    return p->param.name ? p->param.name : "(unnamed)";
}

static bool literal_type_ok(const Type *t)
{
    return t->kind == TY_ERROR || (t->kind == TY_SCALAR && t->scalar != SC_LITERAL_INT && t->scalar != SC_LITERAL_FLOAT) ||
           (t->kind == TY_VECTOR && t->cols == 1);
}

void sema_spirv_check_func(Sema *s, Node *f)
{
    SpirvFunc *sf = f->func.spirv;
    /* A body is allowed, as DXC allows it (Unity's headers give one for
     * compilers without inline SPIR-V): each call is still the instruction
     * (or type definition); the text targets call the body where they
     * cannot lift the instruction (ir_lift_spirv). */
    bool mock = sf && sf->kind != SPIRV_FN_NEEDS;
    if (sf && sf->kind == SPIRV_FN_TYPE_DEF && f->type && f->type->kind != TY_VOID && f->type->kind != TY_ERROR)
        diag(s->c, f->func.ret_spec ? f->func.ret_spec->loc : f->loc, D_SEMA_SPV_TYPE_DEF_RET, f->func.name);
    if (sf && sf->exec_modes.len && mock)
        misplaced(s, sf->exec_modes.data[0], "an inline SPIR-V instruction");
    if (sf && sf->decorations.len && (mock || (f->type && f->type->kind == TY_VOID)))
        diag(s->c, sf->decorations.data[0].attr->loc, D_SEMA_SPV_DECORATE_FUNC, sf->decorations.data[0].attr->name,
             f->func.name, mock ? "is an instruction" : "returns nothing");
    for (int i = 0; i < f->func.params.len; i++) {
        Node *p = f->func.params.data[i];
        p->param.spirv = 0;
        for (int k = 0; k < p->param.attrs.len; k++) {
            Attribute *a = p->param.attrs.data[k];
            if (!sema_spirv_is_attr(a))
                continue;
            int bit = is(a, "vk::ext_literal") ? SPIRV_PARAM_LITERAL : is(a, "vk::ext_reference") ? SPIRV_PARAM_REFERENCE : 0;
            if (!bit && !mock && is_decorate(a)) {
                /* an entry point's stage input (DXC's spv.intrinsicDecorate:
                 * BuiltIn BaryCoordNoPerspAMD on a COLOR input), else its
                 * OpFunctionParameter */
                if (!p->param.spirv_var) {
                    p->param.spirv_var = ARENA_NEW(s->c->arena, SpirvVar);
                    p->param.spirv_var->builtin_input = p->param.spirv_var->builtin_output = -1;
                    p->param.spirv_var->storage_class = -1;
                }
                add_decoration(s, a, &p->param.spirv_var->decorations);
                continue;
            }
            if (!bit && is(a, "vk::ext_storage_class")) {
                /* DXC takes it on a parameter and does nothing with it */
                diag(s->c, a->loc, D_SEMA_SPV_PARAM_STORAGE, param_name(p));
                continue;
            }
            if (!bit) {
                misplaced(s, a, mock ? "an operand of an inline SPIR-V instruction" : "a parameter");
                continue;
            }
            if (!mock) {
                diag(s->c, a->loc, D_SEMA_SPV_PARAM_PLACE, a->name, f->func.name);
                continue;
            }
            if (a->args.len)
                diag(s->c, a->loc, D_SEMA_SPV_ATTR_ARGS, a->name, "no arguments");
            p->param.spirv |= (uint8_t)bit;
            if (bit == SPIRV_PARAM_REFERENCE && s->ast)
                s->ast->spirv_reference = true;
        }
        if (!mock)
            continue;
        if ((p->param.spirv & SPIRV_PARAM_LITERAL) && (p->param.spirv & SPIRV_PARAM_REFERENCE)) {
            diag(s->c, p->loc, D_SEMA_SPV_PARAM_BOTH, param_name(p));
            p->param.spirv = SPIRV_PARAM_REFERENCE;
        }
        if ((p->param.mods & (MOD_OUT | MOD_INOUT)) && !(p->param.spirv & SPIRV_PARAM_REFERENCE))
            diag(s->c, p->loc, D_SEMA_SPV_PARAM_OUT, param_name(p), f->func.name,
                 (p->param.mods & MOD_INOUT) ? "inout" : "out");
        if ((p->param.spirv & SPIRV_PARAM_LITERAL) && p->type && !literal_type_ok(p->type))
            diag(s->c, p->loc, D_SEMA_SPV_LITERAL_TYPE, param_name(p), type_name(s->c, p->type));
    }
}

/* ---------------------------------------------------------------- variables */

static SpirvVar *var_info(Sema *s, Node *v)
{
    if (!v->var.spirv) {
        SpirvVar *sv = ARENA_NEW(s->c->arena, SpirvVar);
        sv->builtin_input = sv->builtin_output = sv->storage_class = -1;
        v->var.spirv = sv;
    }
    return v->var.spirv;
}

static const char *place_name(SpirvVarPlace where)
{
    switch (where) {
    case SPIRV_VAR_GLOBAL: return "global variable";
    case SPIRV_VAR_LOCAL: return "local variable";
    case SPIRV_VAR_FIELD: return "field";
    case SPIRV_VAR_CBUFFER: return "constant buffer member";
    }
    return "variable";
}

/* The storage classes a variable may be put in (SPIR-V 3.7), and how. */
static const char *storage_class_problem(Node *v, SpirvVar *sv, SpirvVarPlace where, uint32_t sc)
{
    unsigned m = v->var.mods;
    switch (sc) {
    case SpvStorageClassFunction:
        return where == SPIRV_VAR_LOCAL ? NULL : "Function is for local variables";
    case SpvStorageClassPrivate:
    case SpvStorageClassWorkgroup:
        if (where != SPIRV_VAR_GLOBAL)
            return "declare the variable at global scope ('static' is Private, 'groupshared' Workgroup)";
        if (v->var.is_resource)
            return "a resource lives in its own storage class";
        if (sc == SpvStorageClassWorkgroup && v->var.init)
            return "Workgroup variables take no initializer";
        return NULL;
    case SpvStorageClassInput:
        return sv->builtin_input >= 0 ? NULL : "an Input variable is a built-in: add [[vk::ext_builtin_input(N)]]";
    case SpvStorageClassOutput:
        return sv->builtin_output >= 0 ? NULL : "an Output variable is a built-in: add [[vk::ext_builtin_output(N)]]";
    case SpvStorageClassUniform:
    case SpvStorageClassStorageBuffer:
    case SpvStorageClassPushConstant:
    case SpvStorageClassUniformConstant:
        return "buffers, push constants and textures are declared as HLSL resources (cbuffer, ConstantBuffer<T>, "
               "RWStructuredBuffer<T>, Texture2D ...) with their bindings";
    default:
        (void)m;
        return "Prism places variables in Function, Private, Workgroup, and (with vk::ext_builtin_input/output) "
               "Input and Output only, which is every class a Vulkan compute, vertex or pixel shader can declare "
               "one in";
    }
}

static const char *storage_class_name(Sema *s, uint32_t sc)
{
    const char *n = spirv_enum_name(SPIRV_ENUM_STORAGECLASS, sc);
    return n ? arena_printf(s->c->arena, "%s (%u)", n, sc) : arena_printf(s->c->arena, "%u", sc);
}

/* vk::ext_builtin_input / _output (HLSL proposal 0011, "Builtin input" and
 * "Builtin output"): a static variable at global scope, no initializer, and
 * one BuiltIn never both an input and an output. */
static void builtin_attr(Sema *s, Node *v, SpirvVar *sv, Attribute *a, SpirvVarPlace where, bool output)
{
    uint32_t b;
    if (!single_word(s, a, "a BuiltIn", "one BuiltIn number, such as 24 (NumWorkgroups)", &b))
        return;
    if (where != SPIRV_VAR_GLOBAL || !(v->var.mods & MOD_STATIC)) {
        diag(s->c, a->loc, D_SEMA_SPV_BUILTIN_VAR, output ? "" : "const ", v->type ? type_name(s->c, v->type) : "T",
             v->var.name);
        return;
    }
    if ((output ? sv->builtin_input : sv->builtin_output) >= 0) {
        diag(s->c, a->loc, D_SEMA_SPV_BUILTIN_BOTH, v->var.name);
        return;
    }
    if (v->var.init)
        diag(s->c, v->var.init->loc, D_SEMA_SPV_BUILTIN_INIT, v->var.name, output ? "output" : "input",
             output ? "reads" : "writes");
    struct SemaSpirv *st = sema_spirv_state(s);
    for (int i = 0; i < st->builtins.len; i++) {
        SpirvBuiltinUse *u = &st->builtins.data[i];
        if (u->builtin == b && u->output != output) {
            Node *in = output ? u->var : v, *out = output ? v : u->var;
            const char *n = spirv_enum_name(SPIRV_ENUM_BUILTIN, b);
            diag(s->c, a->loc, D_SEMA_SPV_BUILTIN_DIRS,
                 n ? arena_printf(s->c->arena, "BuiltIn %s", n) : arena_printf(s->c->arena, "BuiltIn %u", b),
                 in->var.name, in->loc.line, out->var.name);
            return;
        }
    }
    vec_push(s->c->arena, &st->builtins, ((SpirvBuiltinUse){b, output, v}));
    if (output)
        sv->builtin_output = (int)b;
    else
        sv->builtin_input = (int)b;
}

static void decorate_attr(Sema *s, Node *v, SpirvVar *sv, Attribute *a, SpirvVarPlace where)
{
    /* Fields: OpMemberDecorate(String); SPIR-V has no OpMemberDecorateId.
     * Locals: OpDecorate* of their OpVariable, as DXC does. Constant
     * buffer members: OpMemberDecorate* of the buffer's block. */
    bool member = where == SPIRV_VAR_FIELD || (where == SPIRV_VAR_CBUFFER && !(v->var.mods & MOD_STATIC));
    if (member && is(a, "vk::ext_decorate_id")) {
        diag(s->c, a->loc, D_SEMA_SPV_DECORATE_PLACE, a->name, v->var.name);
        return;
    }
    add_decoration(s, a, &sv->decorations);
}

void sema_spirv_var(Sema *s, Node *v, SpirvVarPlace where)
{
    bool result_id = v->var.spec && v->var.spec->name && strcmp(v->var.spec->name, "vk::ext_result_id") == 0;
    if (result_id) {
        var_info(s, v)->result_id = true;
        if (where != SPIRV_VAR_LOCAL)
            diag(s->c, v->loc, D_SEMA_SPV_RESULT_ID, v->var.name, "declare it as a local variable of a function");
        else if (!v->var.init)
            diag(s->c, v->loc, D_SEMA_SPV_RESULT_ID, v->var.name,
                 "initialize it with the call of a [[vk::ext_instruction]] function");
    }
    /* Builtins first: ext_storage_class(Input) needs to know of them. */
    for (int pass = 0; pass < 2; pass++) {
        for (int i = 0; i < v->var.attrs.len; i++) {
            Attribute *a = v->var.attrs.data[i];
            if (!sema_spirv_is_attr(a))
                continue;
            bool builtin = is(a, "vk::ext_builtin_input") || is(a, "vk::ext_builtin_output");
            if (builtin != (pass == 0))
                continue;
            SpirvVar *sv = var_info(s, v);
            if (builtin) {
                builtin_attr(s, v, sv, a, where, is(a, "vk::ext_builtin_output"));
            } else if (is(a, "vk::ext_storage_class")) {
                uint32_t sc;
                if (!single_word(s, a, "a StorageClass", "one StorageClass number, such as 4 (Workgroup)", &sc))
                    continue;
                const char *why = storage_class_problem(v, sv, where, sc);
                if (why) {
                    diag(s->c, a->args.data[0]->loc, D_SEMA_SPV_STORAGE_CLASS, storage_class_name(s, sc), v->var.name, why);
                    continue;
                }
                sv->storage_class = (int)sc;
                /* Private and Workgroup are HLSL's static and groupshared
                 * (DXC's mapping, "Storage classes" in its SPIR-V.rst). */
                if (sc == SpvStorageClassPrivate)
                    v->var.mods |= MOD_STATIC;
                else if (sc == SpvStorageClassWorkgroup)
                    v->var.mods |= MOD_GROUPSHARED;
            } else if (is_decorate(a)) {
                decorate_attr(s, v, sv, a, where);
            } else if (is(a, "vk::ext_capability") || is(a, "vk::ext_extension")) {
                /* On a variable: declared when the variable is used. On a
                 * local, that is when its function is; on a field, when
                 * its struct is (HLSL proposal 0011); on a constant buffer
                 * member, it is what the member's inline SPIR-V type needs. */
                IrSpirvNeeds *to = &sv->needs;
                if (where == SPIRV_VAR_LOCAL && s->func)
                    to = &func_info(s, s->func)->needs;
                else if (where == SPIRV_VAR_CBUFFER) {
                    Type *t = v->type;
                    while (t && t->kind == TY_ARRAY)
                        t = t->elem;
                    if (!t || t->kind != TY_SPIRV) {
                        if (t && t->kind != TY_ERROR)
                            diag(s->c, a->loc, D_SEMA_SPV_NEEDS_PLACE, a->name, place_name(where), v->var.name,
                                 type_name(s->c, t));
                        continue;
                    }
                    to = &t->spirv->needs;
                }
                needs_attr(s, a, to);
            } else {
                misplaced(s, a, arena_printf(s->c->arena, "a %s", place_name(where)));
            }
        }
    }
}

bool sema_spirv_is_builtin_input(const Node *v)
{
    return v->kind == ND_VAR && v->var.spirv && v->var.spirv->builtin_input >= 0;
}

void sema_spirv_typedef(Sema *s, Node *td)
{
    for (int i = 0; i < td->tdef.attrs.len; i++) {
        Attribute *a = td->tdef.attrs.data[i];
        if (!sema_spirv_is_attr(a)) {
            diag(s->c, a->loc, D_PARSE_ATTR_IGNORED, a->name, "this declaration");
            continue;
        }
        if (!is(a, "vk::ext_capability") && !is(a, "vk::ext_extension")) {
            misplaced(s, a, "a typedef");
            continue;
        }
        Type *t = td->type;
        if (!t || t->kind != TY_SPIRV) {
            if (t && t->kind != TY_ERROR)
                diag(s->c, a->loc, D_SEMA_SPV_NEEDS_PLACE, a->name, "typedef", td->tdef.name, type_name(s->c, t));
            continue;
        }
        needs_attr(s, a, &t->spirv->needs);
    }
}

/* ---------------------------------------------------------------- statements and calls */

static bool is_execution_mode_call(const Node *e)
{
    return e && e->kind == ND_CALL &&
           (e->call.intrinsic == SPIRV_CALL_EXECUTION_MODE || e->call.intrinsic == SPIRV_CALL_EXECUTION_MODE_ID);
}

void sema_spirv_stmt_attrs(Sema *s, Node *st)
{
    Node *e = st->expr_stmt.expr;
    for (int i = 0; i < st->expr_stmt.attrs.len; i++) {
        Attribute *a = st->expr_stmt.attrs.data[i];
        if (!sema_spirv_is_attr(a)) {
            diag(s->c, a->loc, D_PARSE_ATTR_IGNORED, a->name, "this statement");
            continue;
        }
        if ((!is(a, "vk::ext_capability") && !is(a, "vk::ext_extension")) || !is_execution_mode_call(e)) {
            if (e && e->type && e->type->kind == TY_ERROR)
                continue;
            diag(s->c, a->loc, D_SEMA_SPV_STMT_ATTR, a->name);
            continue;
        }
        if (!e->call.spirv) {
            e->call.spirv = ARENA_NEW(s->c->arena, SpirvFunc);
            e->call.spirv->kind = SPIRV_FN_NEEDS;
            e->call.spirv->loc = a->loc;
        }
        needs_attr(s, a, &e->call.spirv->needs);
    }
}

static Type *fail(Sema *s, Node *n)
{
    return n->type = type_error(s->tt);
}

/* vk::ext_execution_mode(mode, literals...) and
 * vk::ext_execution_mode_id(mode, constants...): the DXC wiki's built-in
 * functions; they apply to the entry point that calls them (here: every
 * entry that reaches the call). */
bool sema_spirv_builtin_call(Sema *s, Node *n, const char *qualifier, const char *name, Type **args, int nargs,
                             bool bad, Type **out)
{
    if (!qualifier || strcmp(qualifier, "vk") != 0)
        return false;
    bool id = strcmp(name, "ext_execution_mode_id") == 0;
    if (!id && strcmp(name, "ext_execution_mode") != 0)
        return false;
    n->call.intrinsic = id ? SPIRV_CALL_EXECUTION_MODE_ID : SPIRV_CALL_EXECUTION_MODE;
    n->call.func = NULL;
    const char *full = id ? "vk::ext_execution_mode_id" : "vk::ext_execution_mode";
    const char *rest = id ? "constant operands (the <id>s of their constants)" : "constant integer operands (literals)";
    if (bad) {
        *out = fail(s, n);
        return true;
    }
    if (nargs < 1) {
        diag(s->c, n->loc, D_SEMA_SPV_EXEC_MODE_ARGS, full, rest);
        *out = fail(s, n);
        return true;
    }
    bool ok = true;
    for (int i = 0; i < nargs; i++) {
        Node *a = n->call.args.data[i];
        int64_t v;
        bool scalar = args[i]->kind == TY_SCALAR && (i == 0 || id || scalar_info[args[i]->scalar].cls != SCLASS_FLOAT);
        if (!scalar || !sema_try_eval_int(s, a, &v) || (i == 0 && (v < 0 || v > 0xffffffffLL))) {
            diag(s->c, sema_expr_start(a), D_SEMA_SPV_EXEC_MODE_ARGS, full, rest);
            ok = false;
            break;
        }
    }
    *out = ok ? (n->type = type_void(s->tt)) : fail(s, n);
    return true;
}

/* Whether e names memory: a variable, a parameter, a member or element of
 * one, a buffer element; *why says what it is when not. */
static bool is_place(Sema *s, Node *e, const char **why)
{
    while (e->kind == ND_CAST && e->cast.implicit)
        e = e->cast.expr;
    switch (e->kind) {
    case ND_IDENT: {
        if (e->ident.sym == SYM_PARAM)
            return true;
        if (e->ident.sym != SYM_VAR) {
            *why = "a value that is not a variable";
            return false;
        }
        Node *d = e->ident.decl;
        if (d && d->kind == ND_VAR && (d->var.mods & MOD_STATIC) && (d->var.mods & MOD_CONST) && d->var.init &&
            d->type && (d->type->kind == TY_SCALAR || d->type->kind == TY_VECTOR || d->type->kind == TY_MATRIX)) {
            *why = "a 'static const' number, which Prism folds into its uses,";
            return false;
        }
        return true;
    }
    case ND_MEMBER:
        if (e->member.what == MEMBER_METHOD) {
            *why = "a method";
            return false;
        }
        if ((e->member.what == MEMBER_SWIZZLE && e->member.num_comps != 1) || e->member.what == MEMBER_MATRIX_ELEMS) {
            *why = "a swizzle of several components (or matrix elements)";
            return false;
        }
        return is_place(s, e->member.object, why);
    case ND_INDEX: {
        const Type *bt = e->index.base->type;
        if (bt && bt->kind == TY_RESOURCE) {
            if (bt->res == RES_BUFFER || bt->res == RES_RWBUFFER) {
                *why = "a typed buffer element (a texel: use a RWStructuredBuffer)";
                return false;
            }
            return true;
        }
        if (bt && bt->kind == TY_MATRIX) {
            *why = "a matrix row";
            return false;
        }
        return is_place(s, e->index.base, why);
    }
    default:
        *why = "a temporary (the result of an expression)";
        return false;
    }
    (void)s;
}

Type *sema_spirv_call(Sema *s, Node *n, Node *f, const char *name, Type **args, int nargs)
{
    SpirvFunc *sf = f->func.spirv;
    bool ok = true;
    n->call.func = f;
    for (int i = 0; i < nargs && i < f->func.params.len; i++) {
        Node *p = f->func.params.data[i];
        Node **a = &n->call.args.data[i];
        if (!p->type || p->type->kind == TY_ERROR) {
            ok = false;
            continue;
        }
        if (p->param.spirv & SPIRV_PARAM_REFERENCE) {
            const char *why = "";
            Node *x = *a;
            while (x->kind == ND_CAST && x->cast.implicit)
                x = x->cast.expr;
            if (!is_place(s, x, &why)) {
                diag(s->c, sema_expr_start(*a), D_SEMA_SPV_REF_TEMP, i + 1, name, why);
                ok = false;
            } else if (x->type != p->type && p->type->kind != TY_SPIRV) {
                diag(s->c, sema_expr_start(*a), D_SEMA_SPV_REF_TYPE, i + 1, name, type_name(s->c, p->type),
                     type_name(s->c, x->type));
                ok = false;
            } else {
                *a = x;
            }
            continue;
        }
        if (p->type->kind == TY_SPIRV && sf->kind == SPIRV_FN_TYPE_DEF) {
            /* A type operand: the argument only stands for its type. */
            if (args[i] != p->type) {
                diag(s->c, sema_expr_start(*a), D_SEMA_SPV_TYPE_VALUE, type_name(s->c, p->type),
                     type_name(s->c, args[i]));
                ok = false;
            }
            continue;
        }
        if (!sema_convert(s, a, p->type, arena_printf(s->c->arena, "argument %d of '%s'", i + 1, name))) {
            ok = false;
            continue;
        }
        if (p->param.spirv & SPIRV_PARAM_LITERAL) {
            Node *x = *a;
            int64_t v;
            while (x->kind == ND_CAST)
                x = x->cast.expr;
            bool is_float_lit = x->kind == ND_FLOAT_LIT ||
                                (x->kind == ND_UNARY && (x->op.op == OP_NEG || x->op.op == OP_PLUS) &&
                                 (x->op.lhs->kind == ND_FLOAT_LIT || x->op.lhs->kind == ND_INT_LIT));
            bool float_param = p->type->kind == TY_SCALAR && scalar_info[p->type->scalar].cls == SCLASS_FLOAT;
            if (!(float_param ? is_float_lit || sema_try_eval_int(s, x, &v) : sema_try_eval_int(s, *a, &v))) {
                diag(s->c, sema_expr_start(*a), D_SEMA_SPV_LITERAL_CONST, i + 1, name);
                ok = false;
            }
        } else if (sf->kind == SPIRV_FN_TYPE_DEF) {
            int64_t v;
            if (!sema_try_eval_int(s, *a, &v)) {
                diag(s->c, sema_expr_start(*a), D_SEMA_SPV_LITERAL_CONST, i + 1, name);
                ok = false;
            }
        }
    }
    if (!ok)
        return fail(s, n);
    if (sf->kind == SPIRV_FN_TYPE_DEF)
        sema_spirv_define_type(s, n, f);
    return n->type = f->type ? f->type : type_void(s->tt);
}
