/* "Did you mean ...?" (sema.h): the candidates of each kind of name, as
 * clang offers them: what is visible from the scope of the error (values,
 * functions, types), the intrinsics, the built-in types, a struct's
 * members, the system-value semantics, the attributes Prism knows. */
#include <stdio.h>
#include <string.h>
#include "sema.h"
#include "stage_io.h"
#include "suggest.h"

static void report(Sema *s, SrcLoc loc, Suggest *sg)
{
    if (sg->best)
        diag(s->c, loc, D_SEMA_DID_YOU_MEAN, sg->best);
}

typedef struct Visible {
    Suggest *sg;
    SuggestWhat what;
} Visible;

static void visible(void *ctx, const char *name, SymKind kind, Node *decl)
{
    Visible *v = ctx;
    bool type = kind == SYM_TYPE || (kind == SYM_TEMPLATE && decl->tmpl.decl && decl->tmpl.decl->kind != ND_FUNC);
    bool func = kind == SYM_FUNC || (kind == SYM_TEMPLATE && decl->tmpl.decl && decl->tmpl.decl->kind == ND_FUNC);
    bool value = kind == SYM_VAR || kind == SYM_PARAM || kind == SYM_ENUMERATOR;
    if ((v->what == SUGGEST_TYPE && type) || (v->what == SUGGEST_FUNC && func) || (v->what == SUGGEST_VALUE && value))
        suggest_add(v->sg, name);
}

/* The scalar, vector and matrix names, the buffer and texture templates. */
static void builtin_types(Sema *s, Suggest *sg)
{
    static const char *const scalars[] = {
        "bool", "int", "uint", "dword", "half", "float", "double", "min16float", "min10float", "min16int",
        "min12int", "min16uint", "int16_t", "uint16_t", "int32_t", "uint32_t", "int64_t", "uint64_t",
        "float16_t", "float32_t", "float64_t",
    };
    static const char *const objects[] = {
        "vector", "matrix", "Texture1D", "Texture2D", "Texture3D", "TextureCube", "Texture2DArray",
        "RWTexture2D", "SamplerState", "SamplerComparisonState",
    };
    char buf[32];
    for (size_t i = 0; i < sizeof scalars / sizeof *scalars; i++) {
        suggest_add(sg, scalars[i]);
        for (int r = 1; r <= 4; r++) {
            snprintf(buf, sizeof buf, "%s%d", scalars[i], r);
            if (suggest_distance(sg->name, buf, false, sg->dist - 1) < sg->dist)
                suggest_add(sg, intern_cstr(s->c->strs, buf));
            for (int c = 1; c <= 4; c++) {
                snprintf(buf, sizeof buf, "%s%dx%d", scalars[i], r, c);
                if (suggest_distance(sg->name, buf, false, sg->dist - 1) < sg->dist)
                    suggest_add(sg, intern_cstr(s->c->strs, buf));
            }
        }
    }
    for (int r = 0; r < RES_COUNT; r++)
        suggest_add(sg, resource_info[r].name);
    for (size_t i = 0; i < sizeof objects / sizeof *objects; i++)
        suggest_add(sg, objects[i]);
}

/* A qualified name: the names of the scope its qualifier names (and
 * its base's), suggested qualified as written. */
static void suggest_qualified(Sema *s, SrcLoc loc, const char *qualifier, const char *name, SuggestWhat what)
{
    Scope *sc = sema_resolve_scope(s, qualifier);
    if (!sc)
        return;
    Suggest sg;
    suggest_init(&sg, name, false);
    Visible v = {&sg, what};
    sema_each_in_scope(sc, visible, &v);
    if (sg.best)
        diag(s->c, loc, D_SEMA_DID_YOU_MEAN, arena_printf(s->c->arena, "%s::%s", qualifier, sg.best));
}

void sema_suggest_name(Sema *s, SrcLoc loc, const char *qualifier, const char *name, SuggestWhat what)
{
    if (qualifier) {
        suggest_qualified(s, loc, qualifier, name, what);
        return;
    }
    Suggest sg;
    suggest_init(&sg, name, false);
    Visible v = {&sg, what};
    sema_each_visible(s, visible, &v);
    if (what == SUGGEST_VALUE && s->strukt && s->strukt->type) {
        const Type *t = s->strukt->type; /* fields of this */
        for (int i = 0; i < t->num_fields; i++)
            if (!t->fields[i].bits_used)
                suggest_add(&sg, t->fields[i].name);
    }
    if (what == SUGGEST_FUNC)
        for (int i = 0; i < INTR_COUNT; i++)
            if (!intrinsic_info[i].object)
                suggest_add(&sg, intrinsic_info[i].hlsl);
    if (what == SUGGEST_TYPE)
        builtin_types(s, &sg);
    report(s, loc, &sg);
}

void sema_suggest_member(Sema *s, SrcLoc loc, const Type *t, const char *name, bool methods)
{
    Suggest sg;
    suggest_init(&sg, name, false);
    if (t->kind == TY_RESOURCE || t->kind == TY_RAYQUERY) {
        unsigned bits = t->kind == TY_RAYQUERY ? OBJ_RAYQUERY : sema_object_bits(t->res);
        for (int i = 0; bits && i < INTR_COUNT; i++)
            if (intrinsic_info[i].object & bits)
                suggest_add(&sg, intrinsic_info[i].hlsl);
    }
    for (; t && t->kind == TY_STRUCT; t = t->base) {
        for (int i = 0; !methods && i < t->num_fields; i++)
            if (!t->fields[i].bits_used)
                suggest_add(&sg, t->fields[i].name);
        NodeList *m = t->decl ? &t->decl->strukt.members : NULL;
        for (int i = 0; m && i < m->len; i++) {
            Node *d = m->data[i];
            if (d->kind == ND_FUNC)
                suggest_add(&sg, d->func.name);
            else if (d->kind == ND_TEMPLATE && d->tmpl.decl && d->tmpl.decl->kind == ND_FUNC)
                suggest_add(&sg, d->tmpl.decl->func.name);
            else if (!methods && d->kind == ND_VAR && d->var.bit_width > 0)
                suggest_add(&sg, d->var.name);
        }
    }
    report(s, loc, &sg);
}

void sema_suggest_semantic(Sema *s, SrcLoc loc, const char *name)
{
    Suggest sg;
    suggest_init(&sg, name, true);
    for (int k = 0; k < SV_COUNT; k++)
        suggest_add(&sg, sv_info[k].name);
    report(s, loc, &sg);
}

void sema_suggest_attr(Sema *s, SrcLoc loc, const char *name)
{
    static const char *const known[] = {
        "numthreads", "shader", "WaveSize", "unroll", "loop", "fastopt", "allow_uav_condition", "branch",
        "flatten", "forcecase", "call", "vk::binding", "vk::location",
    };
    Suggest sg;
    suggest_init(&sg, name, true);
    for (size_t i = 0; i < sizeof known / sizeof *known; i++)
        suggest_add(&sg, known[i]);
    report(s, loc, &sg);
}
