/* Functions and structured control flow: the IR's region tree is WGSL's
 * statement tree (WGSL 9.x "Statements"):
 *
 *   if        if c { then } else { else }   (no else when it is empty)
 *   loop      loop { body  continuing { ...; break if c; } }   (9.4.5-9.4.7)
 *   switch    switch sel { case 1, 2: { } default: { } } (9.4.3: no
 *             fall-through, exactly one default: one is added when the IR
 *             has none; ir_lower_switch_fallthrough ran before)
 *   jumps     break; continue; return x;
 *
 * Scopes: a `let` is visible in its compound statement only (WGSL 5.1), and
 * a continuing block must not use a body declaration that a `continue`
 * could skip (9.4.8). SSA lets a value defined in a loop body be used after
 * the loop (it dominates the break) or in continuing; such values are
 * declared as a `var` at the top of the function ("hoisted") and assigned
 * where they are defined. A use of an access chain is a use of its indices
 * where the chain is spelled. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "wgsl_internal.h"

void wgsl_line(WgslWriter *w, const char *fmt, ...)
{
    wb_indent(w->body, w->indent);
    va_list ap;
    va_start(ap, fmt);
    wb_vprintf(w->body, fmt, ap);
    va_end(ap);
    wb_putc(w->body, '\n');
}

void wgsl_line_of(WgslWriter *w, int n, const char *const *parts)
{
    WBuf *b = w->body;
    size_t spaces = 4 * (size_t)w->indent;
    if (b->log && indent_log_add(b->log, b->len, spaces))
        spaces = 0; /* recorded (wgsl_module.c streams) */
    size_t len[8], total = spaces + 1;
    for (int k = 0; k < n; k++)
        total += len[k] = strlen(parts[k]);
    wb_reserve(b, total);
    char *p = b->data + b->len;
    memset(p, ' ', spaces);
    p += spaces;
    for (int k = 0; k < n; k++) {
        memcpy(p, parts[k], len[k]);
        p += len[k];
    }
    *p++ = '\n';
    *p = 0;
    b->len += total;
}

/* ---------------------------------------------------------------- scopes and uses */

static bool within(const IrRegion *use, const IrRegion *def)
{
    for (const IrRegion *r = use; r;) {
        if (r == def)
            return true;
        const IrNode *n = r->parent;
        if (!n)
            return false;
        r = n->parent;
    }
    return false;
}

static void note_use(WgslWriter *w, IrValue *v, const IrRegion *where)
{
    if (!v || v->vkind != IRV_INST || v->id >= w->fn->next_value_id)
        return;
    IrInst *d = (IrInst *)v;
    w->used[v->id] = true;
    if (d->op == IR_ACCESS) {
        for (uint32_t k = 0; k < d->num_args; k++)
            note_use(w, d->args[k], where);
        return;
    }
    if (d->op == IR_VAR)
        return;
    if (!within(where, d->block->n.parent))
        w->hoisted[v->id] = true;
}

static void note_use_fn(IrValue *v, IrRegion *where, void *user)
{
    note_use(user, v, where);
}


/* Names every instruction result that will be spelled, and declares the
 * hoisted ones (in tree order: deterministic). */
static void name_values(WgslWriter *w, IrRegion *r)
{
    for (IrNode *n = r->first; n; n = n->next) {
        switch (n->kind) {
        case IRN_BLOCK:
            IR_FOR_EACH_INST((IrBlock *)n, i)
            {
                if (i->v.type->kind == IRT_VOID || i->v.type->kind == IRT_IMAGE || i->v.type->kind == IRT_SAMPLER ||
                    i->op == IR_ACCESS)
                    continue;
                if (!w->used[i->v.id] && i->op != IR_VAR)
                    continue;
                w->vnames[i->v.id] = i->v.name ? wgsl_name(w, i->v.name, true) : wgsl_value_name(w, i->v.id);
                if (w->hoisted[i->v.id] && wgsl_check_type(w, i->v.type, i->loc))
                    wgsl_line(w, "var %s: %s;", w->vnames[i->v.id], wgsl_type(w, i->v.type));
            }
            break;
        case IRN_IF:
            name_values(w, &((IrIf *)n)->then_);
            name_values(w, &((IrIf *)n)->else_);
            break;
        case IRN_LOOP:
            name_values(w, &((IrLoop *)n)->body);
            name_values(w, &((IrLoop *)n)->continuing);
            break;
        case IRN_SWITCH:
            for (uint32_t c = 0; c < ((IrSwitch *)n)->num_cases; c++)
                name_values(w, &((IrSwitch *)n)->cases[c].body);
            break;
        }
    }
}

void wgsl_bind(WgslWriter *w, IrInst *i, const char *expr)
{
    const char *n = w->vnames[i->v.id];
    if (w->hoisted[i->v.id])
        wgsl_line_of(w, 4, (const char *[]){n, " = ", expr, ";"});
    else if (n)
        wgsl_line_of(w, 5, (const char *[]){"let ", n, " = ", expr, ";"});
    else if (i->op == IR_CALL || i->op == IR_ATOMIC)
        wgsl_line_of(w, 3, (const char *[]){"_ = ", expr, ";"}); /* WGSL 9.2.2: a phony assignment evaluates and discards */
}

void wgsl_bind_fmt(WgslWriter *w, IrInst *i, const char *fmt, ...)
{
    const char *n = w->vnames[i->v.id];
    const char *head[3] = {NULL, NULL, NULL}; /* what goes before the expression, as in wgsl_bind */
    if (w->hoisted[i->v.id])
        head[0] = n, head[1] = " = ";
    else if (n)
        head[0] = "let ", head[1] = n, head[2] = " = ";
    else if (i->op == IR_CALL || i->op == IR_ATOMIC)
        head[0] = "_ = ";
    else
        return;
    WBuf *b = w->body;
    wb_indent(b, w->indent);
    for (int k = 0; k < 3 && head[k]; k++)
        wb_puts(b, head[k]);
    va_list ap;
    va_start(ap, fmt);
    wb_vprintf(b, fmt, ap);
    va_end(ap);
    wb_puts(b, ";\n");
}

/* ---------------------------------------------------------------- statements */

static void emit_region(WgslWriter *w, IrRegion *r);

static void emit_jump(WgslWriter *w, IrInst *i)
{
    switch (i->op) {
    case IR_BREAK: wgsl_line(w, "break;"); break;
    case IR_CONTINUE: wgsl_line(w, "continue;"); break;
    case IR_RETURN:
        if (i->num_args && i->args[0])
            wgsl_line(w, "return %s;", wgsl_value(w, i->args[0]));
        else
            wgsl_line(w, "return;");
        break;
    case IR_DISCARD:
        if (w->fn_st & ~(unsigned)ST_FRAGMENT)
            diag(w->c, i->loc, D_WGSL_DISCARD_STAGE);
        wgsl_line(w, "discard;");
        break;
    default: break; /* unreachable: nothing to say in WGSL */
    }
}

static void emit_block(WgslWriter *w, IrBlock *b)
{
    IR_FOR_EACH_INST(b, i)
    {
        if (ir_op_is_jump(i->op)) {
            emit_jump(w, i);
            return;
        }
        if (i->op == IR_VAR) {
            wgsl_check_type(w, i->v.type->elem, i->loc);
            wgsl_check_spec_array(w, i->v.type->elem, i->v.name, i->loc);
            const char *init = i->num_args && i->args[0] ? wgsl_value(w, i->args[0]) : NULL;
            const char *t = wgsl_type(w, i->v.type->elem);
            if (init)
                wgsl_line(w, "var %s: %s = %s;", w->vnames[i->v.id], t, init);
            else
                wgsl_line(w, "var %s: %s;", w->vnames[i->v.id], t);
            WRef *r = ARENA_NEW(w->fa, WRef);
            r->expr = w->vnames[i->v.id];
            r->d = wgsl_plain_desc(w, i->v.type->elem);
            w->refs[i->v.id] = r;
            continue;
        }
        wgsl_emit_inst(w, i);
    }
}

static bool region_empty(const IrRegion *r)
{
    return r->first == r->last && r->first->kind == IRN_BLOCK && !((IrBlock *)r->first)->first;
}

static void emit_sub(WgslWriter *w, IrRegion *r)
{
    w->indent++;
    emit_region(w, r);
    w->indent--;
}

static void emit_switch(WgslWriter *w, IrSwitch *s)
{
    const IrType *st = s->selector->type;
    wgsl_line(w, "switch %s {", wgsl_value(w, s->selector));
    w->indent++;
    bool has_default = false;
    for (uint32_t c = 0; c < s->num_cases; c++) {
        IrCase *cs = &s->cases[c];
        WBuf sb = WB_FN(w);
        for (uint32_t k = 0; k < cs->num_values; k++)
            wb_printf(&sb, "%s%s", k ? ", " : "", wgsl_lit(w, st, (uint64_t)cs->values[k], 0.0));
        if (cs->is_default)
            wb_printf(&sb, "%sdefault", cs->num_values ? ", " : "");
        has_default |= cs->is_default;
        wb_putc(&sb, 0);
        wgsl_line(w, "%s%s: {", cs->num_values ? "case " : "", sb.data);
        emit_sub(w, &cs->body);
        wgsl_line(w, "}");
    }
    if (!has_default)
        wgsl_line(w, "default: {}");
    w->indent--;
    wgsl_line(w, "}");
}

static void emit_region(WgslWriter *w, IrRegion *r)
{
    for (IrNode *n = r->first; n; n = n->next) {
        switch (n->kind) {
        case IRN_BLOCK: emit_block(w, (IrBlock *)n); break;
        case IRN_IF: {
            IrIf *i = (IrIf *)n;
            wgsl_line(w, "if %s {", wgsl_value(w, i->cond));
            emit_sub(w, &i->then_);
            if (!region_empty(&i->else_)) {
                wgsl_line(w, "} else {");
                emit_sub(w, &i->else_);
            }
            wgsl_line(w, "}");
            break;
        }
        case IRN_LOOP: {
            IrLoop *l = (IrLoop *)n;
            wgsl_line(w, "loop {");
            emit_sub(w, &l->body);
            if (!region_empty(&l->continuing) || l->break_if) {
                w->indent++;
                wgsl_line(w, "continuing {");
                emit_sub(w, &l->continuing);
                if (l->break_if) {
                    w->indent++;
                    wgsl_line(w, "break if %s;", wgsl_value(w, l->break_if));
                    w->indent--;
                }
                wgsl_line(w, "}");
                w->indent--;
            }
            wgsl_line(w, "}");
            break;
        }
        case IRN_SWITCH: emit_switch(w, (IrSwitch *)n); break;
        }
    }
}

/* ---------------------------------------------------------------- functions */

/* @subgroup_size for [WaveSize] (0: none). WebGPU's subgroup-size-control
 * requires the x dimension of the workgroup size to be a multiple of it
 * (checked at pipeline creation; the gpuweb proposal, gpuweb/cts#4640), as
 * HLSL does not. For [WaveSize(min, max, preferred)]: the preferred size,
 * else min; if x is not a multiple of that, the largest size of the range
 * below it that x is a multiple of (sizes are powers of two). None: an
 * error, since the pipeline would fail. */
static uint32_t subgroup_size_attr(WgslWriter *w, IrFunction *f)
{
    uint32_t min = f->wave_size[0], ws = f->wave_size[2] ? f->wave_size[2] : min;
    uint32_t x = f->workgroup_size[0] ? f->workgroup_size[0] : 1;
    if (!ws)
        return 0;
    while (ws > min && x % ws)
        ws /= 2;
    if (x % ws) {
        SrcLoc none = {0, 0, 0};
        diag(w->c, none, D_WGSL_SUBGROUP_SIZE_WORKGROUP, f->name, x, min);
        return 0;
    }
    return ws;
}

/* The WGSL type of a builtin input of a stage (WGSL 13.3.1.1 "Built-in
 * Inputs and Outputs"), or NULL where the stage has no such input. The
 * subgroup builtins exist in compute and fragment shaders only. */
static const char *builtin_type(IrBuiltin b, IrStage st)
{
    bool cs = st == IR_STAGE_COMPUTE, vs = st == IR_STAGE_VERTEX, fs = st == IR_STAGE_FRAGMENT;
    switch (b) {
    case IRB_GLOBAL_INVOCATION_ID:
    case IRB_LOCAL_INVOCATION_ID:
    case IRB_WORKGROUP_ID:
    case IRB_NUM_WORKGROUPS: return cs ? "vec3<u32>" : NULL;
    case IRB_LOCAL_INVOCATION_INDEX: return cs ? "u32" : NULL;
    case IRB_SUBGROUP_SIZE:
    case IRB_SUBGROUP_INVOCATION_ID: return cs || fs ? "u32" : NULL;
    case IRB_NUM_SUBGROUPS:
    case IRB_SUBGROUP_ID: return cs ? "u32" : NULL;
    case IRB_VERTEX_INDEX:
    case IRB_INSTANCE_INDEX: return vs ? "u32" : NULL;
    case IRB_POSITION: return fs ? "vec4<f32>" : NULL;
    case IRB_FRONT_FACING: return fs ? "bool" : NULL;
    case IRB_PRIMITIVE_ID:
    case IRB_SAMPLE_INDEX:
    case IRB_SAMPLE_MASK: return fs ? "u32" : NULL;
    default: return NULL;
    }
}

/* Why WGSL has no builtin for a system value (what Tint and naga also
 * lack), and what to do instead; NULL when it is only the stage. */
static const char *missing_builtin(const IrGlobal *g)
{
    switch (g->builtin) {
    case IRB_CULL_DISTANCE: return "WGSL has no cull distances; clip with SV_ClipDistance instead (it clips per pixel where a cull distance drops the whole primitive)";
    case IRB_CLIP_DISTANCE:
        return g->space == IRS_INPUT ? "WGSL's clip_distances are vertex outputs only; pass the value the pixel shader "
                                       "needs in a user semantic (TEXCOORDn) too"
                                     : NULL;
    case IRB_VIEW_INDEX: return "WebGPU has no multiview, so WGSL has no view index";
    case IRB_BARY_COORD:
    case IRB_BARY_COORD_NO_PERSP:
        return "WGSL has no barycentrics; give each vertex of the triangle float3(1, 0, 0), float3(0, 1, 0) or "
               "float3(0, 0, 1) as a user varying instead";
    case IRB_LAYER: return "WGSL cannot choose or read the render target array layer; draw each layer in its own pass";
    case IRB_VIEWPORT_INDEX: return "WGSL has one viewport and no viewport index; draw each viewport in its own pass";
    case IRB_FRAG_STENCIL_REF: return "WGSL cannot write the stencil reference; set it with setStencilReference";
    default: return NULL;
    }
}

/* A builtin output the stage has (WGSL 13.3.1.1), with the enable it needs. */
static bool builtin_output_ok(WgslWriter *w, IrBuiltin b, IrStage st)
{
    switch (b) {
    case IRB_POSITION: return st == IR_STAGE_VERTEX;
    case IRB_CLIP_DISTANCE: /* enable clip_distances; (the "clip-distances" feature) */
        w->info.clip_distances = true;
        return st == IR_STAGE_VERTEX;
    case IRB_FRAG_DEPTH:
    case IRB_SAMPLE_MASK: return st == IR_STAGE_FRAGMENT;
    default: return false;
    }
}

/* The @builtin attribute of a stage input or output, or "" after a
 * diagnostic where WGSL has none. */
static const char *builtin_attr(WgslWriter *w, IrGlobal *g, IrStage st)
{
    bool ok = g->space == IRS_OUTPUT ? builtin_output_ok(w, g->builtin, st) : builtin_type(g->builtin, st) != NULL;
    if (!ok) {
        const char *why = missing_builtin(g);
        const char *sem = g->semantic ? g->semantic : ir_builtin_name[g->builtin];
        if (why)
            diag(w->c, g->decl_loc, D_WGSL_SYSTEM_VALUE, sem, why);
        else
            diag(w->c, g->decl_loc, D_WGSL_BUILTIN, sem,
                 st == IR_STAGE_VERTEX ? "vertex" : st == IR_STAGE_FRAGMENT ? "fragment" : "compute");
        return "";
    }
    if (g->builtin == IRB_PRIMITIVE_ID) /* enable primitive_index; (the "primitive-index" feature) */
        w->info.primitive_index = true;
    if (g->builtin == IRB_NUM_SUBGROUPS || g->builtin == IRB_SUBGROUP_ID) {
        w->info.subgroup_id = true; /* the subgroup_id language feature */
        wgsl_use_subgroups(w);
    }
    if (g->builtin == IRB_SUBGROUP_SIZE || g->builtin == IRB_SUBGROUP_INVOCATION_ID)
        wgsl_use_subgroups(w);
    return wgsl_fmt(w, "@builtin(%s) ", ir_builtin_name[g->builtin]);
}

/* The attributes of a stage input or output at a location or builtin
 * (WGSL 13.3.1 "Entry Point IO"; 13.3.1.4 "Interpolation": integers are
 * flat, and a vertex output and fragment input must agree, which the front
 * end's IrGlobal.interp makes so). */
const char *wgsl_io_attrs(WgslWriter *w, IrGlobal *g)
{
    if (g->builtin != IRB_NONE)
        return builtin_attr(w, g, w->entry->stage);
    const char *interp = "";
    bool varying = (g->space == IRS_OUTPUT && w->entry->stage == IR_STAGE_VERTEX) ||
                   (g->space == IRS_INPUT && w->entry->stage == IR_STAGE_FRAGMENT);
    unsigned ip = varying ? g->interp : 0;
    const char *sampling = ip & IR_INTERP_SAMPLE ? ", sample" : ip & IR_INTERP_CENTROID ? ", centroid" : "";
    if (ip & IR_INTERP_FLAT)
        interp = " @interpolate(flat)";
    else if (ip & IR_INTERP_NOPERSPECTIVE)
        interp = wgsl_fmt(w, " @interpolate(linear%s)", sampling);
    else if (*sampling)
        interp = wgsl_fmt(w, " @interpolate(perspective%s)", sampling);
    if (g->blend_index >= 0 && g->space == IRS_OUTPUT) { /* [[vk::index]]: WGSL's dual-source blending */
        w->info.dual_source_blending = true;
        return wgsl_fmt(w, "@location(%d) @blend_src(%d) ", g->location > 0 ? g->location : 0, g->blend_index);
    }
    return wgsl_fmt(w, "@location(%d)%s ", g->location > 0 ? g->location : 0, interp);
}

static const char *param_type(WgslWriter *w, IrParam *p)
{
    const IrType *t = p->v.type;
    if (t->kind != IRT_POINTER)
        return wgsl_type(w, t);
    /* WGSL 6.4.3: ptr<space, T[, access]>; the pointee in its memory form. */
    IrAddrSpace sp = t->space;
    const char *pointee = p->global ? wgsl_global_desc(w, p->global)->type_name : wgsl_type(w, t->elem);
    switch (sp) {
    case IRS_STORAGE:
        return wgsl_fmt(w, "ptr<storage, %s, %s>", pointee,
                            p->global && !p->global->writable ? "read" : "read_write");
    case IRS_UNIFORM: return wgsl_fmt(w, "ptr<uniform, %s>", pointee);
    case IRS_WORKGROUP: return wgsl_fmt(w, "ptr<workgroup, %s>", pointee);
    case IRS_PRIVATE: return wgsl_fmt(w, "ptr<private, %s>", pointee);
    default: return wgsl_fmt(w, "ptr<function, %s>", pointee);
    }
}

static void count_named(IrBlock *b, void *user)
{
    IR_FOR_EACH_INST(b, i)
    *(uint32_t *)user += i->v.name != NULL;
}

void wgsl_emit_function(WgslWriter *w, IrFunction *f)
{
    w->fn = f;
    wgsl_local_names_reset(w);
    /* Its local names at once (about one per named value): the largest
     * functions' sets otherwise leave twice their size in old tables. */
    uint32_t named = f->num_params;
    ir_walk_blocks(&f->body, count_named, &named);
    nameset_reserve(w->fa, &w->local_names, named);
    uint32_t nv = f->next_value_id + 1;
    w->vnames = ARENA_ARRAY(w->fa, const char *, nv);
    w->refs = ARENA_ARRAY(w->fa, WRef *, nv);
    w->used = ARENA_ARRAY(w->fa, bool, nv);
    w->hoisted = ARENA_ARRAY(w->fa, bool, nv);
    w->auto_named = ARENA_ARRAY(w->fa, bool, nv);
    w->num_values = nv;
    ir_walk_uses(&f->body, note_use_fn, w);
    wgsl_check_barriers(w, f);

    WBuf head = WB_FN(w);
    bool entry = wgsl_is_entry(w, f);
    /* Parameters: an entry's builtins get their attribute; one whose IR
     * type is not the builtin's (uint for SV_DispatchThreadID, int3) is
     * converted at the top. */
    WBuf conv = WB_FN(w);
    for (uint32_t k = 0; k < f->num_params; k++) {
        IrParam *p = f->params[k];
        const char *pn = wgsl_name(w, p->v.name ? p->v.name : wgsl_tmp(w, "p%u", k), true);
        w->vnames[p->v.id] = pn;
        const char *attr = "";
        const char *pt = param_type(w, p);
        if (entry && p->global && p->global->space == IRS_INPUT && p->global->builtin == IRB_NONE) {
            attr = wgsl_io_attrs(w, p->global); /* a user semantic at its location */
        } else if (entry && p->global && p->global->space == IRS_INPUT) {
            IrBuiltin b = p->global->builtin;
            const char *bt = builtin_type(b, f->stage);
            attr = builtin_attr(w, p->global, f->stage);
            if (!bt)
                bt = "u32"; /* reported */
            if (strcmp(bt, pt) != 0) {
                const char *raw = wgsl_name(w, wgsl_tmp(w, "%s_in", pn), true);
                const IrType *t = p->v.type;
                const char *e = raw;
                uint32_t n = t->kind == IRT_VECTOR ? t->count : 1;
                if (bt[0] == 'v' && n < 3)
                    e = wgsl_tmp(w, "%s.%s", raw, n == 1 ? "x" : "xy");
                wb_printf(&conv, "    let %s = %s(%s);\n", pn, pt, e);
                pn = raw;
                pt = bt;
            }
        }
        wb_printf(&head, "%s%s%s: %s", k ? ", " : "", attr, pn, pt);
    }
    /* The body is written straight after the functions before it, and
     * what goes in front of it (attributes, signature) is inserted once
     * known: the largest text of a module is never copied. */
    WBuf *funcs = &w->funcs;
    size_t start = funcs->len;
    w->body = funcs;
    w->indent = 1;
    wb_append(funcs, &conv);
    name_values(w, &f->body);
    emit_region(w, &f->body);

    WBuf pre = WB_FN(w), *out = &pre;
    if (entry && f->stage == IR_STAGE_VERTEX && !ir_entry_outputs(f, IRB_POSITION))
        diag(w->c, f->loc, D_WGSL_NO_POSITION, f->name);
    if (entry && f->stage != IR_STAGE_COMPUTE) {
        if (f->early_fragment_tests)
            diag(w->c, f->early_fragment_tests_loc, D_WGSL_EARLY_DEPTH, f->name);
        wb_puts(out, f->stage == IR_STAGE_VERTEX ? "@vertex\n" : "@fragment\n");
    } else if (entry) {
        wb_printf(out, "@compute @workgroup_size(%s)", wgsl_workgroup_size(w, f));
        uint32_t ws = subgroup_size_attr(w, f);
        if (ws) {
            w->info.subgroup_size_control = true;
            wgsl_use_subgroups(w);
            wb_printf(out, " @subgroup_size(%u)", ws);
        }
        wb_putc(out, '\n');
    }
    const char *fname = ptrmap_get(&w->func_names, f);
    wb_printf(out, "fn %s(", fname);
    wb_append(out, &head);
    wb_putc(out, ')');
    if (f->ret->kind != IRT_VOID)
        wb_printf(out, " -> %s", wgsl_type(w, f->ret));
    wb_puts(out, " {\n");
    wb_insert(funcs, start, &pre);
    wb_puts(funcs, "}\n\n");
    w->body = NULL;
    w->fn = NULL;
    w->vnames = NULL, w->refs = NULL, w->used = NULL, w->hoisted = NULL, w->auto_named = NULL;
    w->num_values = 0;
    w->local_names = (NameSet){0};
    arena_reset(w->fa); /* everything of this function but its text */
}
