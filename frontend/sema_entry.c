/* Entry points' inputs and outputs, one semantic each (frontend/stage_io.h
 * flattens them), checked against the stage.
 *
 * The rules (D3D12 functional spec, "System Generated Values" and "System
 * Interpreted Values"; DXIL's signature points for where each system value
 * may appear, stage_io.h's table; DXC's SPIR-V mapping for locations):
 *   compute inputs  SV_DispatchThreadID, SV_GroupID, SV_GroupThreadID,
 *                   SV_GroupIndex; no outputs
 *   vertex inputs   SV_VertexID, SV_InstanceID, SV_ViewID,
 *                   SV_StartVertexLocation, SV_StartInstanceLocation (6.8),
 *                   user semantics
 *                   (SV_Position, SV_ClipDistance and the array indices
 *                   are user semantics there, as DXIL has them)
 *   vertex outputs  SV_Position (optional, as DXC: a warning when absent),
 *                   SV_ClipDistance, SV_CullDistance,
 *                   SV_RenderTargetArrayIndex, SV_ViewportArrayIndex,
 *                   user semantics (SV_InstanceID is one there)
 *   pixel inputs    SV_Position, SV_IsFrontFace, SV_PrimitiveID,
 *                   SV_SampleIndex, SV_Coverage, SV_ViewID, SV_Barycentrics
 *                   (6.1), the clip and
 *                   cull distances, the array indices, user semantics
 *   pixel outputs   SV_Target0-7 (Location n), SV_Depth or
 *                   SV_DepthGreaterEqual or SV_DepthLessEqual, SV_Coverage,
 *                   SV_StencilRef
 * A semantic appears once per direction, with an index no larger than its
 * system value allows; the clip and cull distances of a direction hold 8
 * floats together at most (D3D11, and Vulkan's guaranteed
 * maxCombinedClipAndCullDistances); [[vk::location(n)]] on all of a
 * direction's user semantics or on none (as DXC requires). An inout
 * parameter is checked as an input and as an output. */
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
    (void)s;
    return sl->sem_loc;
}

static bool is_depth(int sv)
{
    return sv == SV_DEPTH || sv == SV_DEPTH_GREATER_EQUAL || sv == SV_DEPTH_LESS_EQUAL;
}

static bool same_semantic(const StageSlot *a, const StageSlot *b)
{
    if (a->output != b->output || a->sv < 0 || b->sv < 0)
        return false;
    if (a->sv == SV_USER || b->sv == SV_USER) /* a slot with no semantic was reported already */
        return a->sv == b->sv && a->semantic && b->semantic && !strcasecmp(a->semantic, b->semantic);
    return a->sv == b->sv && a->index == b->index;
}

/* Whether the slot's semantic belongs in this stage and direction; reports
 * it when not. */
static bool semantic_ok(Sema *s, Node *f, const StageSlot *sl, SrcLoc loc)
{
    int stage = f->func.stage;
    unsigned bit = sv_stage_bit(stage);
    bool ok = sl->sv == SV_USER ? stage != IR_STAGE_COMPUTE && !(stage == IR_STAGE_FRAGMENT && sl->output)
            : sl->sv >= 0 && (sl->arbitrary || ((sl->output ? sv_info[sl->sv].out : sv_info[sl->sv].in) & bit));
    if (ok)
        return true;
    bool compute = stage == IR_STAGE_COMPUTE && !sl->output;
    const char *why = sl->sv < 0 ? sv_unsupported_reason(sl->semantic) : NULL;
    if (why) {
        diag(s->c, loc, D_SEMA_SV_UNSUPPORTED, sl->semantic, why);
        return false;
    }
    if (compute)
        diag(s->c, loc, D_SEMA_ENTRY_BAD_SEMANTIC, sl->semantic);
    else
        diag(s->c, loc, D_SEMA_STAGE_SEMANTIC, sl->semantic, stage_word(stage), sl->output ? "output" : "input",
             allowed(s, stage, sl->output));
    if (compute || sl->sv < 0) /* SV_Positon, DispatchThreadID: "did you mean ...?" */
        sema_suggest_semantic(s, loc, sl->semantic);
    return false;
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
        if (stage == IR_STAGE_COMPUTE)
            diag(s->c, sl->loc, D_SEMA_ENTRY_NO_SEMANTIC, sl->name ? sl->name : "", f->func.name);
        else
            diag(s->c, sl->loc, D_SEMA_STAGE_NO_SEMANTIC, slot_kind(sl), sl->name ? sl->name : "",
                 stage_word(stage), f->func.name, allowed(s, stage, sl->output));
        return;
    }
    SrcLoc loc = slot_loc(s, sl);
    if (sl->too_deep) {
        diag(s->c, loc, D_SEMA_STAGE_IO_UNSUPPORTED, sl->semantic, "structs nested this deep");
        return;
    }
    if (!semantic_ok(s, f, sl, loc))
        return;
    int sm = sl->sv != SV_USER ? sv_min_shader_model(sl->sv) : 60;
    if (s->shader_model < sm) {
        /* the profile's own prefix (lib_ in a library), else the stage's */
        const char *p = s->c->opts ? s->c->opts->profile : NULL;
        const char *prefix = p && strchr(p, '_') ? arena_printf(s->c->arena, "%.*s", (int)strcspn(p, "_"), p)
                           : stage == IR_STAGE_VERTEX ? "vs" : stage == IR_STAGE_FRAGMENT ? "ps" : "cs";
        diag(s->c, loc, D_SEMA_SV_SHADER_MODEL, sl->semantic, sm / 10, sm % 10, s->shader_model / 10,
             s->shader_model % 10, prefix, sm / 10, sm % 10);
        return;
    }
    if (sl->sv != SV_USER && sl->index > sv_info[sl->sv].max_index) {
        int max = sv_info[sl->sv].max_index;
        diag(s->c, loc, D_SEMA_SV_INDEX, sl->semantic, sv_info[sl->sv].name,
             max == 0 ? "no index but 0" : arena_printf(s->c->arena, "the indices 0 to %d", max));
        return;
    }
    SvTypes types = sl->sv == SV_USER || sl->arbitrary ? SVT_USER : sv_info[sl->sv].types;
    if (!sv_type_ok(types, sl->type)) {
        diag(s->c, loc, D_SEMA_SEMANTIC_TYPE, sl->semantic, sv_types_text(types), type_name(s->c, sl->type));
        return;
    }
    if (sl->sv == SV_BARYCENTRICS && (sl->interp & (IR_INTERP_CENTROID | IR_INTERP_SAMPLE))) {
        diag(s->c, loc, D_SEMA_STAGE_IO_UNSUPPORTED, sl->semantic, "centroid and sample barycentrics");
        return;
    }
    for (int j = 0; j < i; j++) {
        StageSlot *o = &all->data[j];
        if (same_semantic(o, sl)) {
            diag(s->c, loc, D_SEMA_SEMANTIC_DUP, dir, sl->semantic, f->func.name, o->loc.line);
            return;
        }
        if (sl->output && is_depth(sl->sv) && is_depth(o->sv) && o->output) {
            diag(s->c, loc, D_SEMA_DEPTH_TWICE, sl->semantic, o->semantic, o->loc.line);
            return;
        }
        if (o->output == sl->output && o->location >= 0 && o->location == sl->location &&
            (o->vk_index < 0 || sl->vk_index < 0 || o->vk_index == sl->vk_index)) {
            diag(s->c, loc, D_SEMA_LOCATION_DUP, sl->location, dir, f->func.name, o->name, sl->name);
            return;
        }
    }
    if (stage_slot_at_location(sl) && sl->location < 0)
        diag(s->c, loc, D_SEMA_LOCATION_MIX, dir, f->func.name, sl->name);
}

/* D3D11: the clip and cull distances of one direction hold 8 floats in
 * all (Vulkan guarantees maxCombinedClipAndCullDistances >= 8). Reported
 * at the slot that goes over. */
static void check_distances(Sema *s, StageSlots *all, bool output)
{
    int used = 0;
    for (int i = 0; i < all->len; i++) {
        StageSlot *sl = &all->data[i];
        if (sl->output != output || sl->arbitrary || sl->vk_builtin >= 0 ||
            (sl->sv != SV_CLIP_DISTANCE && sl->sv != SV_CULL_DISTANCE))
            continue;
        used += sv_distance_count(sl->type);
        if (used > 8) {
            diag(s->c, slot_loc(s, sl), D_SEMA_DISTANCE_COUNT, sl->semantic, used);
            return;
        }
    }
}

static Attribute *find_attr(Node *f, const char *name)
{
    for (int i = 0; i < f->func.attrs.len; i++)
        if (!strcasecmp(f->func.attrs.data[i]->name, name))
            return f->func.attrs.data[i];
    return NULL;
}

void sema_check_stage_entry(Sema *s, Node *f)
{
    int stage = f->func.stage;
    int errors = s->c->errors;
    for (int i = 0; i < f->func.params.len; i++) {
        Node *p = f->func.params.data[i];
        if (stage == IR_STAGE_COMPUTE && (p->param.mods & (MOD_OUT | MOD_INOUT)))
            diag(s->c, p->loc, D_SEMA_ENTRY_OUT_PARAM, p->param.name ? p->param.name : "", f->func.name);
    }
    Attribute *early = find_attr(f, "earlydepthstencil");
    if (early && stage != IR_STAGE_FRAGMENT)
        diag(s->c, early->loc, D_SEMA_ATTR_MISPLACED, early->name,
             arena_printf(s->c->arena, "%s entry point '%s'", stage_word(stage), f->func.name), "pixel shaders");
    StageSlots slots = {0};
    stage_io_collect(s->c, f, stage, &slots);
    bool position = false;
    for (int i = 0; i < slots.len; i++) {
        StageSlot *sl = &slots.data[i];
        if (stage == IR_STAGE_COMPUTE && sl->output)
            continue; /* an out parameter: reported above */
        if (sl->overridden)
            diag(s->c, sl->overridden_loc, D_SEMA_SEMANTIC_OVERRIDDEN, sl->overridden, sl->name ? sl->name : "",
                 sl->semantic);
        check_slot(s, f, &slots, i);
        position |= sl->output && sl->sv == SV_POSITION && sl->vk_builtin < 0;
    }
    check_distances(s, &slots, false);
    check_distances(s, &slots, true);
    /* DXC accepts a vertex shader without a position (rasterizer discard,
     * stream output); a warning says what the rasterizer will not get. */
    if (stage == IR_STAGE_VERTEX && !position && s->c->errors == errors)
        diag(s->c, f->loc, D_SEMA_NO_POSITION, f->func.name);
}
