/* The front end's phases after parsing, as the pipeline (lib/compile.c) calls them. */
#ifndef PRISM_FRONTEND_H
#define PRISM_FRONTEND_H
#include "../ir/ir.h"
#include "ast.h"

/* sema.c and friends: resolves names and types, checks the program, picks
 * overloads, inserts implicit conversions as ND_CAST, evaluates constant
 * array sizes, case labels and attributes, and finds the entry points:
 * c->opts->entry if set (its stage from c->opts->profile, else from its
 * [shader] attribute, else compute), else every function with a [shader]
 * attribute; they go to ast->entries. Fills the "sema:" fields of ast.h. Returns false on errors. */
bool sema_check(Ctx *c, Ast *ast);

/* lower.c and friends: the checked AST to IR: one IrFunction per user
 * function reachable from an entry point, one per entry point wrapping it
 * (stage inputs as IRS_INPUT builtins), globals for resources (with set and
 * binding from register()/[[vk::binding]]), groupshared and statics, buffer
 * layouts by HLSL's rules (frontend/layout.c). Locals are IR_VAR + load/store. */
IrModule *lower_to_ir(Ctx *c, Ast *ast);
/* The same, the module's objects in ir_arena (its names in c->arena). */
IrModule *lower_to_ir_in(Ctx *c, Ast *ast, Arena *ir_arena);

/* sema_vk.c, for sema and lowering: d (a global ND_VAR or an ND_CBUFFER)
 * carries [[vk::push_constant]]; d (a global ND_VAR) carries
 * [[vk::constant_id(N)]], and its N (-1 when not a valid literal). */
bool sema_is_push_constant(const Node *d);
bool sema_is_spec_constant(const Node *d);
int sema_spec_id(const Node *d);

#endif
