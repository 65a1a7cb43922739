/* The Vulkan attributes of stage inputs and outputs and of two resource
 * kinds: vk::builtin's names (DXC's SPIR-V.rst, "Builtin variables"),
 * vk::counter_binding, vk::input_attachment_index. Where each builtin may
 * be, and vk::index, are checked with the entry's stage (sema_entry.c). */
#include <string.h>
#include "sema.h"
#include "stage_io.h"

void sema_vk_builtin_arg(Sema *s, Attribute *a)
{
    Node *arg = a->args.len == 1 ? a->args.data[0] : NULL;
    if (!arg || arg->kind != ND_STRING_LIT || !arg->slit.value) {
        diag(s->c, arg ? arg->loc : a->loc, D_SEMA_ATTR_ARG, a->name, "one string, the builtin: [[vk::builtin(\"PointSize\")]]");
        return;
    }
    if (vk_builtin_lookup(arg->slit.value) < 0)
        diag(s->c, arg->loc, D_SEMA_VK_BUILTIN_NAME, arg->slit.value);
}

static const Type *elem_of(const Type *t)
{
    while (t && t->kind == TY_ARRAY)
        t = t->elem;
    return t;
}

/* An attribute of one resource kind (kind_ok) taking one number. */
static void resource_attr(Sema *s, Attribute *a, Node *d, bool kind_ok, DiagId wrong_kind, const char *what)
{
    if (d->kind != ND_VAR || !d->type || d->type->kind == TY_ERROR)
        return;
    if (!kind_ok) {
        diag(s->c, a->loc, wrong_kind, d->var.name, type_name(s->c, d->type));
        return;
    }
    int64_t v;
    if (a->args.len != 1 || !sema_attr_int(s, a, 0, &v) || v < 0 || v > 0xffff)
        diag(s->c, a->args.len ? a->args.data[0]->loc : a->loc, D_SEMA_ATTR_ARG, a->name, what);
}

void sema_vk_counter_binding(Sema *s, Attribute *a, Node *d)
{
    const Type *t = elem_of(d->type);
    bool counted = t && t->kind == TY_RESOURCE &&
                   (t->res == RES_RWSTRUCTURED || t->res == RES_APPEND_STRUCTURED || t->res == RES_CONSUME_STRUCTURED);
    resource_attr(s, a, d, counted, D_SEMA_COUNTER_BINDING, "one binding number (0-65535): [[vk::counter_binding(3)]]");
}

void sema_vk_input_attachment(Sema *s, Attribute *a, Node *d)
{
    const Type *t = elem_of(d->type);
    bool subpass = t && t->kind == TY_RESOURCE && (t->res == RES_SUBPASS_INPUT || t->res == RES_SUBPASS_INPUT_MS);
    resource_attr(s, a, d, subpass, D_SEMA_INPUT_ATTACHMENT,
                  "one input attachment index (0-65535): [[vk::input_attachment_index(0)]]");
}

void sema_vk_check_subpass(Sema *s, Node *v)
{
    const Type *t = elem_of(v->type);
    if (t && t->kind == TY_RESOURCE && (t->res == RES_SUBPASS_INPUT || t->res == RES_SUBPASS_INPUT_MS) &&
        !sema_find_attr(&v->var.attrs, "vk::input_attachment_index"))
        diag(s->c, v->loc, D_SEMA_INPUT_ATTACHMENT_MISSING, v->var.name, resource_info[t->res].name);
}

static const char *stages_text(unsigned bits)
{
    return bits == ST_VERTEX ? "vertex" : bits == ST_FRAGMENT ? "pixel"
         : bits == ST_COMPUTE ? "compute" : "vertex, pixel and compute";
}

static const char *stage_text(int stage)
{
    return stage == IR_STAGE_VERTEX ? "a vertex" : stage == IR_STAGE_FRAGMENT ? "a pixel" : "a compute";
}

bool sema_vk_builtin_slot(Sema *s, int stage, const AttrList *attrs, SrcLoc loc, const char *name, const Type *t,
                          bool output)
{
    int k = vk_builtin_of(attrs);
    if (k < 0)
        return false;
    const VkBuiltinInfo *b = &vk_builtin_info[k];
    unsigned bit = sv_stage_bit(stage), where = output ? b->out : b->in;
    if (!(where & bit)) {
        const char *is = b->in ? arena_printf(s->c->arena, "an input of %s shaders", stages_text(b->in))
                               : arena_printf(s->c->arena, "an output of %s shaders", stages_text(b->out));
        const char *here = arena_printf(s->c->arena, "%s of %s shader", output ? "an output" : "an input",
                                        stage_text(stage));
        diag(s->c, loc, D_SEMA_VK_BUILTIN_PLACE, b->name, is, name ? name : "", here);
    } else if (!sv_type_ok(b->types, t)) {
        diag(s->c, loc, D_SEMA_VK_BUILTIN_TYPE, b->name, sv_types_text(b->types), type_name(s->c, t));
    }
    return true;
}

/* DXC's vk namespace constants: the SPIR-V Scope values (SPIR-V 3.27), for
 * vk::ReadClock and inline SPIR-V. Each is a uint enumerator of no enum. */
Node *sema_vk_constant(Sema *s, const char *qualifier, const char *name, SymKind *kind)
{
    static const char *const scopes[] = {"CrossDeviceScope", "DeviceScope",     "WorkgroupScope",
                                         "SubgroupScope",    "InvocationScope", "QueueFamilyScope"};
    if (strcmp(qualifier, "vk") != 0)
        return NULL;
    for (int i = 0; i < (int)(sizeof scopes / sizeof *scopes); i++)
        if (!strcmp(name, scopes[i])) {
            Node *d = ast_new(s->c, ND_ENUMERATOR, (SrcLoc){0, 0, 0});
            d->enumerator.name = name;
            d->enumerator.sema_value = i;
            d->type = type_scalar(s->tt, SC_UINT);
            if (kind)
                *kind = SYM_ENUMERATOR;
            return d;
        }
    return NULL;
}
