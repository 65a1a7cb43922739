/* uniform entry parameters (float4 main(uniform float4 tint) : SV_Target):
 * DXC's SPIR-V backend makes each a member of $Globals, after the global
 * variables, in the order of the entries' parameters (SpirvEmitter,
 * "uniform parameters of the entry function go into $Globals"). They are no
 * stage input, so stage_io.c and the compute inputs skip them; lowering gives
 * each a stand-in ND_VAR that member_block lays out like any global. */
#include "ast.h"

bool ast_is_uniform_param(const Node *p)
{
    return p && p->kind == ND_PARAM && (p->param.mods & MOD_UNIFORM) && !(p->param.mods & (MOD_OUT | MOD_INOUT));
}

bool ast_entries_have_uniforms(const NodeList *entries)
{
    for (int i = 0; i < entries->len; i++) {
        const Node *f = entries->data[i];
        for (int j = 0; j < f->func.params.len; j++)
            if (ast_is_uniform_param(f->func.params.data[j]))
                return true;
    }
    return false;
}

/* The stand-in global of each uniform parameter of the entries, appended
 * to vars; params gets the parameters, in step. */
void ast_uniform_param_vars(Ctx *c, const NodeList *entries, NodeList *vars, NodeList *params)
{
    for (int i = 0; i < entries->len; i++) {
        Node *f = entries->data[i];
        for (int j = 0; j < f->func.params.len; j++) {
            Node *p = f->func.params.data[j];
            if (!ast_is_uniform_param(p) || !p->type || p->type->kind == TY_ERROR)
                continue;
            Node *v = ast_new(c, ND_VAR, p->loc);
            v->type = p->type;
            v->var.name = p->param.name;
            v->var.mods = p->param.mods & ~MOD_UNIFORM;
            v->var.is_global = true;
            v->var.vk_set = v->var.vk_binding = -1;
            vec_push(c->arena, vars, v);
            vec_push(c->arena, params, p);
        }
    }
}
