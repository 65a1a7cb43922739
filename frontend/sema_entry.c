/* Vertex and pixel entry points: their inputs and outputs, one semantic
 * each (frontend/stage_io.h flattens them), checked against the stage.
 *
 * The rules (D3D12 functional spec, "System Generated Values" and "System
 * Interpreted Values"; DXC's SPIR-V mapping for locations):
 *   vertex inputs   SV_VertexID, SV_InstanceID (uint or int), user semantics
 *   vertex outputs  SV_Position (float4, required), user semantics
 *   pixel inputs    SV_Position (float4), SV_IsFrontFace (bool), user semantics
 *   pixel outputs   SV_Target0-7 (Location n), SV_Depth (float)
 * User semantics are scalars or vectors of 32-bit float, int or uint; each
 * semantic appears once per direction; [[vk::location(n)]] on all of a
 * direction's user semantics or on none (as DXC requires). */
#include <string.h>
#include <strings.h>
#include "sema.h"
#include "stage_io.h"

static const char *stage_word(int stage)
{
    return stage == IR_STAGE_VERTEX ? "vertex" : stage == IR_STAGE_FRAGMENT ? "pixel" : "compute";
}

/* "SV_VertexID, SV_InstanceID or a user semantic such as TEXCOORD0": the
 * semantics a stage takes in one direction, from the table. */
static const char *allowed(Sema *s, int stage, bool output)
{
    unsigned bit = sv_stage_bit(stage);
    const char *names[SV_COUNT + 1];
    int n = 0;
    for (int k = 0; k < SV_COUNT; k++)
        if ((output ? sv_info[k].out : sv_info[k].in) & bit)
            names[n++] = k == SV_TARGET ? "SV_Target0-7" : sv_info[k].name;
    if (stage != IR_STAGE_COMPUTE && !(stage == IR_STAGE_FRAGMENT && output))
        names[n++] = "a user semantic such as TEXCOORD0";
    StrBuf sb = {0};
    for (int i = 0; i < n; i++)
        sb_printf(&sb, "%s%s", i == 0 ? "" : i + 1 == n ? " or " : ", ", names[i]);
    const char *r = arena_strdup(s->c->arena, sb.data ? sb.data : "");
    sb_free(&sb);
    return r;
}

static const char *slot_kind(const StageSlot *sl)
{
    return sl->decl->kind == ND_FUNC ? "the return value" : sl->decl->kind == ND_VAR ? "field" : "parameter";
}

/* Where a slot's semantic is written ("x : TEXCOORD0" on its line), else
 * the declaration. */
static SrcLoc slot_loc(Sema *s, const StageSlot *sl)
{
    if (!sl->semantic || sl->decl->kind == ND_FUNC)
        return sl->loc;
    return sema_semantic_loc(s, sl->loc, sl->semantic);
}

static bool same_semantic(const StageSlot *a, const StageSlot *b)
{
    if (a->output != b->output || a->sv != b->sv || a->sv < 0)
        return false;
    if (a->sv == SV_USER) /* a slot with no semantic was reported already */
        return a->semantic && b->semantic && !strcasecmp(a->semantic, b->semantic);
    return a->index == b->index;
}

static void check_slot(Sema *s, Node *f, StageSlots *all, int i)
{
    StageSlot *sl = &all->data[i];
    int stage = f->func.stage;
    const char *dir = sl->output ? "output" : "input";
    const AttrList *attrs = sl->decl->kind == ND_VAR ? &sl->decl->var.attrs
                          : sl->decl->kind == ND_PARAM ? &sl->decl->param.attrs : &sl->decl->func.attrs;
    if (sema_vk_builtin_slot(s, stage, attrs, sl->loc, sl->name, sl->type, sl->output))
        return;
    /* [[vk::index]]: the second output of dual-source blending, at Location 0 */
    if (sl->vk_index >= 0 && !(stage == IR_STAGE_FRAGMENT && sl->output && sl->location == 0)) {
        diag(s->c, sl->loc, D_SEMA_VK_INDEX_PLACE, sl->name ? sl->name : "");
        return;
    }
    if (!sl->semantic) {
        diag(s->c, sl->loc, D_SEMA_STAGE_NO_SEMANTIC, slot_kind(sl), sl->name ? sl->name : "", stage_word(stage),
             f->func.name, allowed(s, stage, sl->output));
        return;
    }
    SrcLoc loc = slot_loc(s, sl);
    if (sl->too_deep || sl->base_struct) {
        diag(s->c, loc, D_SEMA_STAGE_IO_UNSUPPORTED, sl->semantic,
             sl->too_deep ? "structs nested this deep" : "structs with a base struct");
        return;
    }
    unsigned bit = sv_stage_bit(stage);
    bool ok = sl->sv == SV_USER ? !(stage == IR_STAGE_FRAGMENT && sl->output)
            : sl->sv >= 0 && ((sl->output ? sv_info[sl->sv].out : sv_info[sl->sv].in) & bit);
    if (ok && sl->sv == SV_TARGET && sl->index > 7)
        ok = false; /* D3D12: eight render targets */
    if (!ok) {
        diag(s->c, loc, D_SEMA_STAGE_SEMANTIC, sl->semantic, stage_word(stage), dir, allowed(s, stage, sl->output));
        if (sl->sv < 0) /* SV_Positon */
            sema_suggest_semantic(s, loc, sl->semantic);
        return;
    }
    SvTypes types = sl->sv == SV_USER ? SVT_USER : sv_info[sl->sv].types;
    if (!sv_type_ok(types, sl->type)) {
        diag(s->c, loc, D_SEMA_SEMANTIC_TYPE, sl->semantic, sv_types_text(types), type_name(s->c, sl->type));
        return;
    }
    for (int j = 0; j < i; j++) {
        StageSlot *o = &all->data[j];
        if (same_semantic(o, sl)) {
            diag(s->c, loc, D_SEMA_SEMANTIC_DUP, dir, sl->semantic, f->func.name, o->loc.line);
            return;
        }
        if (o->output == sl->output && o->location >= 0 && o->location == sl->location &&
            (o->vk_index < 0 || sl->vk_index < 0 || o->vk_index == sl->vk_index)) {
            diag(s->c, loc, D_SEMA_LOCATION_DUP, sl->location, dir, f->func.name, o->name, sl->name);
            return;
        }
    }
    if (sl->sv == SV_USER && sl->location < 0)
        diag(s->c, loc, D_SEMA_LOCATION_MIX, dir, f->func.name, sl->name);
}

void sema_check_stage_entry(Sema *s, Node *f)
{
    int stage = f->func.stage;
    int errors = s->c->errors;
    for (int i = 0; i < f->func.params.len; i++) {
        Node *p = f->func.params.data[i];
        if (p->param.mods & MOD_INOUT)
            diag(s->c, p->loc, D_SEMA_STAGE_INOUT, p->param.name ? p->param.name : "", stage_word(stage),
                 f->func.name);
    }
    StageSlots slots = {0};
    stage_io_collect(s->c, f, stage, &slots);
    bool position = false;
    for (int i = 0; i < slots.len; i++) {
        StageSlot *sl = &slots.data[i];
        if (sl->root->kind == ND_PARAM && (sl->root->param.mods & MOD_INOUT))
            continue;
        check_slot(s, f, &slots, i);
        position |= sl->output && sl->sv == SV_POSITION;
    }
    if (stage == IR_STAGE_VERTEX && !position && s->c->errors == errors)
        diag(s->c, f->loc, D_SEMA_NO_POSITION, f->func.name);
}
