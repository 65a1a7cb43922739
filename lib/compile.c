/* prism_compile: the pipeline, as one readable list of calls, and the API
 * around it. Fatal errors (limits, internal errors) longjmp back here. */
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "../backend_msl/msl.h"
#include "../backend_spirv/spirv.h"
#include "../backend_wgsl/wgsl.h"
#include "../frontend/frontend.h"
#include "../ir/ir_clone.h"
#include "../ir/ir_spirv.h"
#include "../util/ctx.h"
#include "context.h"
#include "reflect.h"
#include "result.h"

enum { MAX_SOURCE_BYTES = 64 << 20 };

typedef struct Pipeline {
    Ctx *c;
    PrismResult *r;
    const PrismOptions *o;
    bool library;         /* -T lib_6_x: one module per target for every entry */
    StrBuf times;
    struct timespec t0;
    PrismContext *x;      /* the compile context, or NULL (lib/context.c) */
    SharedPP *shared;     /* the context's preprocessing this compile took */
    Arena *tokens;        /* the preprocessed tokens until parsed (freed on any exit) */
    Arena *clones[2];     /* the WGSL and the MSL copies of the module, until emitted */
    Arena *ir;            /* the module's own arena (compact_module replaces it) */
    const char *module;   /* which module the passes run on, for PRISM_DUMP_IR_PASSES */
    /* The blob an emitter is writing (malloc'd, as it grows: WGSL writes
     * its functions straight into it), until the result takes it: here,
     * so that it is freed when a fatal error unwinds through the emitter. */
    StrBuf out;
    StrBuf pass_dumps;
} Pipeline;

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* "%-24s %9.3f ms\n" by hand: through vsnprintf's %f the report cost a
 * twentieth of compiling a small shader (bench/inproc asks for it). */
static void put_time(StrBuf *sb, const char *name, double ms)
{
    size_t n = strlen(name);
    sb_putn(sb, name, n);
    double us = ms * 1e3 + 0.5;
    unsigned long long v = us > 0 && us < 1e18 ? (unsigned long long)us : 0;
    char line[48];
    int at = (int)sizeof line;
    memcpy(line + (at -= 4), " ms\n", 4);
    for (int i = 0; i < 4 || v; i++, v /= 10) { /* at least 0.000 */
        if (i == 3)
            line[--at] = '.';
        line[--at] = (char)('0' + v % 10);
    }
    int width = 1 + 9 + 4 + (n < 24 ? 24 - (int)n : 0); /* the space, %9, " ms\n", the name's pad */
    while ((int)sizeof line - at < width)
        line[--at] = ' ';
    sb_putn(sb, line + at, sizeof line - (size_t)at);
}

static void phase_done(Pipeline *p, const char *name, double start)
{
    if (p->o->time_passes)
        put_time(&p->times, name, (now_seconds() - start) * 1e3);
}

static void set_dump(PrismResult *r, PrismDump which, StrBuf *sb)
{
    int bit = 0;
    while ((1u << bit) != (unsigned)which)
        bit++;
    free(r->dumps[bit]);
    r->dumps[bit] = sb_take(sb, NULL);
}

/* Runs one IR pass, then the verifier when asked for. Returns false if the
 * verifier failed (a compiler bug, reported as such). */
static bool run_pass(Pipeline *p, IrModule *m, const char *name, bool (*pass)(IrModule *))
{
    double t = now_seconds();
    if (pass)
        pass(m);
    phase_done(p, name, t);
    arena_reset(p->c->scratch);
    if ((p->o->dumps & PRISM_DUMP_IR_PASSES) && (pass || strcmp(name, "lower_to_ir") == 0)) {
        sb_printf(&p->pass_dumps, "; ---- after %s (%s)\n", name, p->module);
        ir_dump(m, &p->pass_dumps);
    }
    return !p->o->verify_ir || ir_verify(m, name);
}

/* The optional passes, in order, in two parts: WGSL's copy of a shared
 * module (finish_shared) is taken between them. (At -O0,
 * ir_opt_vars_to_ssa still runs when inline SPIR-V pointers sit in
 * variables: ir/ir_spirv.h.) Under -fspv-debug=vulkan locals stay
 * variables, which the debug information describes (spv_debug.c). */
static bool optional_passes_but_dce(Pipeline *p, IrModule *m)
{
    bool keep_locals = (p->o->debug_info & PRISM_DEBUG_VULKAN) && !p->o->strip_debug;
    if (!p->o->optimize)
        return !ir_spirv_has_pointer_vars(m) || run_pass(p, m, "ir_opt_vars_to_ssa", ir_opt_vars_to_ssa);
    return run_pass(p, m, "ir_opt_vars_to_ssa", keep_locals ? NULL : ir_opt_vars_to_ssa) &&
           run_pass(p, m, "ir_opt_constant_fold", ir_opt_constant_fold);
}

static bool optional_dce(Pipeline *p, IrModule *m)
{
    return !p->o->optimize || run_pass(p, m, "ir_opt_dce", ir_opt_dce);
}

static bool optional_passes(Pipeline *p, IrModule *m)
{
    return optional_passes_but_dce(p, m) && optional_dce(p, m);
}

/* The AST to IR, and the passes every target needs in the same form:
 * done once. A target whose passes differ from SPIR-V's (WGSL always, MSL
 * under -fspv-partitioned-nv) takes a clone of this module (ir_clone.c),
 * with the same ids and order, so entry points and globals line up by
 * position across the modules. */
static IrModule *lower_common(Pipeline *p, Ast *ast)
{
    double t = now_seconds();
    p->ir = arena_new();
    IrModule *m = lower_to_ir_in(p->c, ast, p->ir);
    phase_done(p, "lower", t);
    if (!m || p->c->errors || !run_pass(p, m, "lower_to_ir", NULL) ||
        !run_pass(p, m, "ir_lower_resource_handles", ir_lower_resource_handles) || p->c->errors ||
        !run_pass(p, m, "ir_lower_image_uses", ir_lower_image_uses))
        return NULL;
    return m;
}

/* A copy of m for another target, in an arena of its own (p->clones[k],
 * freed once that target is emitted); under --verify-ir, checked field by
 * field. */
static IrModule *clone_module(Pipeline *p, IrModule *m, int k)
{
    double t = now_seconds();
    p->clones[k] = arena_new();
    IrModule *copy = ir_clone_module(m, p->clones[k]);
    phase_done(p, "ir_clone", t);
    arena_reset(p->c->scratch);
    return !p->o->verify_ir || ir_clone_check(m, copy) ? copy : NULL;
}

/* The rest of a target's passes, to an optimised module.
 * ir_lower_wave_match runs for every target but SPIR-V with
 * -fspv-partitioned-nv (native_partitioned), before the optional passes,
 * which promote the variables it makes; then ir_lower_divergent_returns,
 * in its required form for WGSL (a diagnostic where it cannot predicate). */
static bool required_passes(Pipeline *p, IrModule *m, bool native_partitioned, bool wgsl)
{
    return run_pass(p, m, "ir_lower_wave_match", native_partitioned ? NULL : ir_lower_wave_match) &&
           run_pass(p, m, "ir_lower_divergent_returns",
                    wgsl ? ir_lower_divergent_returns : ir_lower_divergent_returns_where_possible);
}

static IrModule *finish_module(Pipeline *p, IrModule *m, bool native_partitioned, bool wgsl)
{
    int errors_before = p->c->errors; /* another target's errors do not stop this one */
    if (!m || !required_passes(p, m, native_partitioned, wgsl) || p->c->errors > errors_before ||
        !optional_passes(p, m))
        return NULL;
    return m;
}

/* WGSL's passes and SPIR-V's (finish_module) differ only in the form of
 * ir_lower_divergent_returns, whose two forms make the same IR (the
 * required one adds WGSL's diagnostics), and in ir_lower_wave_match, which
 * SPIR-V skips under -fspv-partitioned-nv. Otherwise they run once, in
 * WGSL's form, and WGSL takes its copy of the module before ir_opt_dce,
 * which each module runs on its own (it drops globals that an entry's
 * interface list still names, which a copy could not take). The passes
 * were a seventh of compiling a corpus shader to all targets, done twice.
 * Not when each pass is dumped under its module's name. */
static bool passes_shared(const Pipeline *p)
{
    const PrismOptions *o = p->o;
    return (o->targets & PRISM_TARGET_WGSL) && !o->spv_partitioned_nv && !(o->dumps & PRISM_DUMP_IR_PASSES);
}

/* finish_module but ir_opt_dce, for both SPIR-V and WGSL; false if the
 * verifier failed. *wgsl_ok: the required form gave no new error (else
 * WGSL stops there, as it would on its own copy, and SPIR-V goes on). */
static bool finish_shared(Pipeline *p, IrModule *m, bool *wgsl_ok)
{
    int errors_before = p->c->errors;
    p->module = "common";
    if (!required_passes(p, m, false, true))
        return false;
    *wgsl_ok = p->c->errors == errors_before;
    return optional_passes_but_dce(p, m);
}

/* Once the shared passes have run, most of the module's arena is what
 * lowering and the passes dropped: the live module is copied into a fresh
 * arena (ir_clone.c: same ids, names and order) and the old one freed, so
 * that the targets' passes and the emitters start from a smaller peak.
 * Only for a large module (a small shader pays nothing) whose shared
 * passes ran (passes_shared: with SPIR-V alone, only lowering's passes
 * have, and the copy beside the original raised the peak), and always
 * under --verify-ir, so that the tests exercise it (checked field by field).
 * The reflection entries are pointed at the copy's entries. */
enum { COMPACT_ABOVE_BYTES = 4 << 20 };

static IrModule *compact_module(Pipeline *p, IrModule *m, ReflectEntry *refl, int n)
{
    if (!p->o->verify_ir && (!passes_shared(p) || arena_used(p->ir) <= COMPACT_ABOVE_BYTES))
        return m;
    double t = now_seconds();
    Arena *fresh = arena_new();
    IrModule *copy = ir_clone_module(m, fresh);
    arena_reset(p->c->scratch);
    if (p->o->verify_ir && !ir_clone_check(m, copy)) {
        arena_free(fresh);
        return NULL;
    }
    arena_free(p->ir);
    p->ir = fresh;
    for (int i = 0; i < n; i++)
        refl[i].entry = copy->entries.data[i];
    phase_done(p, "ir_compact", t);
    return copy;
}

/* A library (lib_6_x) is one module per target holding every entry, as
 * DXC writes it: its blob's entry is "" (prism_find finds it by any of its
 * entries' names). */
static const char *blob_entry(Pipeline *p, IrFunction *e)
{
    return p->library ? "" : e->name;
}

/* One output on its way to PrismOptions.output_sink. */
typedef struct SinkTo {
    const PrismOptions *o;
    const char *entry;
    PrismTarget target;
} SinkTo;

static void to_sink(void *user, const char *data, size_t size)
{
    const SinkTo *s = user;
    s->o->output_sink(s->o->output_sink_user, s->entry, s->target, (const unsigned char *)data, size);
}

static void sink_end(const SinkTo *s) { to_sink((void *)s, NULL, 0); }

/* A finished output: to the sink when there is one, else into the result. */
static void hand_blob(Pipeline *p, const char *entry, PrismTarget target, StrBuf *data)
{
    if (!p->o->output_sink) {
        result_add_blob(p->r, entry, target, data);
        return;
    }
    SinkTo s = {p->o, entry, target};
    if (data->len)
        to_sink(&s, data->data, data->len);
    sink_end(&s);
    sb_free(data);
}

/* A text output the streamed emitter has already handed to the sink ends
 * there; without a sink it goes into the result. */
static void text_done(Pipeline *p, const SinkTo *s, StrBuf *text)
{
    if (p->o->output_sink)
        sink_end(s);
    else
        result_add_blob(p->r, s->entry, s->target, text);
}

static void emit_spirv(Pipeline *p, IrModule *m, ReflectEntry *refl)
{
    int n = m->entries.len, per = p->library ? n : 1;
    for (int i = 0; i < n; i += per) {
        double t = now_seconds();
        SpirvOptions so = {p->o->vulkan_version, p->o->spirv_version};
        StrBuf *words = &p->out;
        if (spirv_emit_module(m, &m->entries.data[i], per, &so, words, &refl[i].spirv)) {
            for (int k = i; k < i + per; k++) {
                refl[k].spirv = refl[i].spirv;
                refl[k].have_spirv = true;
            }
            hand_blob(p, blob_entry(p, m->entries.data[i]), PRISM_TARGET_SPIRV, words);
        }
        sb_free(words);
        phase_done(p, "emit spirv", t);
        arena_reset(p->c->scratch); /* the writer's tables (spv_module.c) */
    }
}

/* WGSL: its required passes once (unless finished already: finish_shared),
 * then one module per entry point (or one for a library). */
static void emit_wgsl(Pipeline *p, IrModule *m, bool finished, ReflectEntry *refl, int num_refl)
{
    p->module = "wgsl";
    int errors_before = p->c->errors; /* SPIR-V's errors do not hide WGSL's */
    if (finished ? !optional_dce(p, m) : !(m = finish_module(p, m, false, true)))
        return;
    if (!run_pass(p, m, "wgsl_prepare", wgsl_prepare) || p->c->errors > errors_before)
        return;
    int n = m->entries.len < num_refl ? m->entries.len : num_refl, per = p->library ? n : 1;
    for (int i = 0; i < n; i += per) {
        double t = now_seconds();
        StrBuf *text = &p->out;
        SinkTo s = {p->o, blob_entry(p, m->entries.data[i]), PRISM_TARGET_WGSL};
        if (p->o->output_sink ? wgsl_emit_module_streamed(m, &m->entries.data[i], per, text, to_sink, &s, &refl[i].wgsl)
                              : wgsl_emit_module(m, &m->entries.data[i], per, text, &refl[i].wgsl)) {
            for (int k = i; k < i + per; k++) {
                refl[k].wgsl = refl[i].wgsl;
                refl[k].have_wgsl = true;
            }
            text_done(p, &s, text);
        }
        sb_free(text);
        phase_done(p, "emit wgsl", t);
    }
}

/* Reflection reads Metal indices by the reflected module's global ids;
 * MslInfo has them by the MSL module's. The globals line up by position. */
static void msl_info_to_reflection(Ctx *c, const MslInfo *info, IrModule *from, IrModule *to, ReflectEntry *re)
{
    if (from->globals.len != to->globals.len)
        return; /* cannot happen for one AST; reflection then counts indices itself */
    int ng = (int)to->next_global_id + 1;
    re->msl = *info;
    re->msl.num_globals = ng;
    re->msl.buffer_index = ARENA_ARRAY(c->arena, int, ng);
    re->msl.texture_index = ARENA_ARRAY(c->arena, int, ng);
    re->msl.sampler_index = ARENA_ARRAY(c->arena, int, ng);
    for (int k = 0; k < ng; k++)
        re->msl.buffer_index[k] = re->msl.texture_index[k] = re->msl.sampler_index[k] = -1;
    for (int k = 0; k < from->globals.len; k++) {
        uint32_t f = from->globals.data[k]->v.id, t = to->globals.data[k]->v.id;
        if ((int)f < info->num_globals && (int)t < ng) {
            re->msl.buffer_index[t] = info->buffer_index[f];
            re->msl.texture_index[t] = info->texture_index[f];
            re->msl.sampler_index[t] = info->sampler_index[f];
        }
    }
    re->have_msl = true;
}

/* MSL: its required passes once, then one source per entry point (or one
 * for a library). */
static void emit_msl(Pipeline *p, IrModule *m, IrModule *reflected, ReflectEntry *refl, int num_refl)
{
    int errors_before = p->c->errors; /* the other targets' errors do not hide MSL's */
    if (!m || !run_pass(p, m, "msl_prepare", msl_prepare) || p->c->errors > errors_before)
        return;
    int n = m->entries.len < num_refl ? m->entries.len : num_refl, per = p->library ? n : 1;
    for (int i = 0; i < n; i += per) {
        double t = now_seconds();
        StrBuf *text = &p->out;
        MslInfo *info = ARENA_ARRAY(p->c->arena, MslInfo, per);
        SinkTo s = {p->o, blob_entry(p, m->entries.data[i]), PRISM_TARGET_MSL};
        if (p->o->output_sink ? msl_emit_module_streamed(m, &m->entries.data[i], per, to_sink, &s, info)
                              : msl_emit_module(m, &m->entries.data[i], per, text, info)) {
            text_done(p, &s, text);
            for (int k = 0; k < per; k++)
                msl_info_to_reflection(p->c, &info[k], m, reflected, &refl[i + k]);
        }
        sb_free(text);
        phase_done(p, "emit msl", t);
    }
}

static char *xstrdup(const char *s);

/* The API's copy of what reflection worked out (outlives the arena). */
static void set_entry_infos(PrismResult *r, const ReflectEntry *refl, int n)
{
    r->entries = calloc((size_t)n + 1, sizeof *r->entries);
    if (!r->entries)
        abort();
    r->num_entries = n;
    for (int i = 0; i < n; i++) {
        const IrFunction *e = refl[i].entry;
        PrismEntryInfo *pe = &r->entries[i];
        pe->name = xstrdup(e->name);
        pe->stage = reflect_stage_name(e->stage);
        for (int k = 0; k < 3; k++)
            pe->workgroup_size[k] = e->workgroup_size[k], pe->wave_size[k] = e->wave_size[k];
        pe->subgroup_operations = refl[i].subgroup_ops;
        StrBuf names = {0};
        reflect_subgroup_names(refl[i].subgroup_ops, &names);
        pe->subgroup_operation_names = sb_take(&names, NULL);
        const char **features = calloc(sizeof refl[i].webgpu_features / sizeof *refl[i].webgpu_features + 1,
                                       sizeof *features); /* the names are string literals */
        if (!features)
            abort();
        for (int k = 0; k < refl[i].num_webgpu_features; k++)
            features[k] = refl[i].webgpu_features[k];
        pe->webgpu_features = features;
        pe->num_webgpu_features = refl[i].num_webgpu_features;
    }
}

/* Moves the items [a, b) of an array of n items of size elem to its end,
 * after [b, n) (what WGSL wrote first goes where it would have gone had it
 * come after SPIR-V). */
static void move_to_end(void *base, size_t elem, size_t a, size_t b, size_t n)
{
    if (a >= b || b >= n)
        return;
    unsigned char *d = base, *tmp = malloc((b - a) * elem);
    if (!tmp)
        abort();
    memcpy(tmp, d + a * elem, (b - a) * elem);
    memmove(d + a * elem, d + b * elem, (n - b) * elem);
    memcpy(d + (n - (b - a)) * elem, tmp, (b - a) * elem);
    free(tmp);
}

/* Where WGSL's diagnostics, blob, pass dumps and times begin and end: WGSL
 * runs first, on its copy, which is freed before SPIR-V's passes run, so
 * that the two modules and their passes' garbage are never live at once;
 * what it wrote then moves behind SPIR-V's (wgsl_after_spirv), so that
 * the order is the one of SPIR-V first. */
typedef struct WgslMark {
    int diags[2], errors, warnings, blobs[2];
    size_t dumps[2], times[2];
} WgslMark;

static void wgsl_mark(Pipeline *p, WgslMark *w, int k)
{
    w->diags[k] = p->c->diags.len;
    w->blobs[k] = p->r->num_blobs;
    w->dumps[k] = p->pass_dumps.len;
    w->times[k] = p->times.len;
    if (k == 0)
        w->errors = p->c->errors, w->warnings = p->c->warnings;
    else
        w->errors = p->c->errors - w->errors, w->warnings = p->c->warnings - w->warnings;
}

/* SPIR-V's passes stopped the compile before WGSL would have run: WGSL's
 * diagnostics go (its blob goes with every blob of a failed compile). */
static void wgsl_drop(Pipeline *p, const WgslMark *w)
{
    Ctx *c = p->c;
    int nd = w->diags[1] - w->diags[0];
    memmove(c->diags.data + w->diags[0], c->diags.data + w->diags[1],
            (size_t)(c->diags.len - w->diags[1]) * sizeof *c->diags.data);
    c->diags.len -= nd;
    c->errors -= w->errors;
    c->warnings -= w->warnings;
    size_t nb = p->pass_dumps.len - w->dumps[1];
    memmove(p->pass_dumps.data + w->dumps[0], p->pass_dumps.data + w->dumps[1], nb);
    p->pass_dumps.len = w->dumps[0] + nb;
    if (p->pass_dumps.data)
        p->pass_dumps.data[p->pass_dumps.len] = 0;
}

/* After SPIR-V's passes and emission: WGSL's part behind them. */
static void wgsl_after_spirv(Pipeline *p, const WgslMark *w)
{
    Ctx *c = p->c;
    move_to_end(c->diags.data, sizeof *c->diags.data, (size_t)w->diags[0], (size_t)w->diags[1],
                (size_t)c->diags.len);
    move_to_end(p->r->blobs, sizeof *p->r->blobs, (size_t)w->blobs[0], (size_t)w->blobs[1],
                (size_t)p->r->num_blobs);
    move_to_end(p->pass_dumps.data, 1, w->dumps[0], w->dumps[1], p->pass_dumps.len);
    move_to_end(p->times.data, 1, w->times[0], w->times[1], p->times.len);
}

/* Every target asked for, then the reflection of them all (from m,
 * SPIR-V's module; WGSL has been emitted already, into refl). for_msl: the
 * clone of the common module MSL finishes on its own (NULL when not
 * needed). */
static void emit_targets(Pipeline *p, IrModule *m, ReflectEntry *refl, int n, IrModule *for_msl, const WgslMark *w)
{
    Ctx *c = p->c;
    if (p->o->targets & PRISM_TARGET_SPIRV)
        emit_spirv(p, m, refl);
    wgsl_after_spirv(p, w);
    /* What each entry reaches, read before MSL's passes rewrite m: MSL goes
     * last and takes m itself (unless m keeps SPIR-V-only native ops), which
     * saves it a copy and the passes. */
    for (int i = 0; i < n; i++)
        reflect_summarize(m, &refl[i]);
    p->module = "msl";
    if (p->o->targets & PRISM_TARGET_MSL)
        emit_msl(p, for_msl ? finish_module(p, for_msl, false, false) : m, m, refl, n);
    if (c->errors)
        return;
    StrBuf json = {0};
    reflect_json(m, refl, n, &json);
    free(p->r->reflection);
    p->r->reflection = sb_take(&json, NULL);
    set_entry_infos(p->r, refl, n);
}

/* -T: cs_, vs_ and ps_6_0 ... 6_10 and lib_6_3 ... lib_6_10 (DXC's
 * profiles of the stages Prism compiles). The other stages' profiles
 * (gs_, hs_, ds_, ms_, as_) say that they are stages Prism does not
 * compile; anything else is an unknown profile. Sets *library. */
static bool check_profile(Ctx *c, const char *t, bool *library)
{
    static const struct { const char *prefix, *stage; bool ok; } kinds[] = {
        {"cs", "compute", true}, {"vs", "vertex", true}, {"ps", "pixel", true}, {"lib", "library", true},
        {"gs", "Geometry", false}, {"hs", "Hull", false}, {"ds", "Domain", false}, {"ms", "Mesh", false},
        {"as", "Amplification", false},
    };
    SrcLoc none = {0, 0, 0};
    const char *u = strchr(t, '_');
    int minor = -1;
    if (u && u[1] == '6' && u[2] == '_' && u[3] >= '0' && u[3] <= '9') {
        minor = u[3] - '0';
        if (u[4] >= '0' && u[4] <= '9')
            minor = u[5] ? -1 : minor * 10 + (u[4] - '0');
        else if (u[4])
            minor = -1;
    }
    for (size_t k = 0; u && minor >= 0 && minor <= 10 && k < sizeof kinds / sizeof *kinds; k++) {
        if (strlen(kinds[k].prefix) != (size_t)(u - t) || strncmp(t, kinds[k].prefix, (size_t)(u - t)) != 0)
            continue;
        if (!kinds[k].ok) {
            diag(c, none, D_DRV_STAGE_UNSUPPORTED, kinds[k].stage, t);
            return false;
        }
        *library = k == 3;
        if (*library && minor < 3) { /* DXIL libraries start at 6.3 (DXC) */
            diag(c, none, D_DRV_LIB_VERSION, t);
            return false;
        }
        return true;
    }
    diag(c, none, D_DRV_BAD_PROFILE, t);
    return false;
}

static void run(Pipeline *p, const char *source, size_t length, const char *filename)
{
    Ctx *c = p->c;
    const PrismOptions *o = p->o;
    SrcLoc none = {0, 0, 0};
    if (length > MAX_SOURCE_BYTES) {
        diag(c, none, D_DRV_SOURCE_TOO_LARGE, length, (size_t)MAX_SOURCE_BYTES);
        return;
    }
    if (o->profile && !check_profile(c, o->profile, &p->library))
        return;
    /* The tokens, then the AST, in arenas of their own (Ctx.ast_arena):
     * the tokens are freed once parsed, the AST once lowered (the IR and
     * its clones are all the targets read), so that they do not add to
     * the peak of the passes and the emitters. */
    c->ast_arena = p->tokens = arena_new();
    double t = now_seconds();
    TokenVec toks = {0};
    bool ok = true;
    if (!p->x || !(p->shared = context_preprocess(p->x, c, source, length, filename, &toks)))
        ok = preprocess(c, ctx_add_file(c, filename, filename, source, length), &toks);
    phase_done(p, "preprocess", t);
    if (o->dumps & PRISM_DUMP_PREPROCESSED) {
        StrBuf sb = {0};
        preprocess_print(c, &toks, &sb);
        set_dump(p->r, PRISM_DUMP_PREPROCESSED, &sb);
    }
    if (!ok)
        return;

    t = now_seconds();
    Ast ast = {0};
    c->ast_arena = arena_new();
    ok = parse(c, &toks, &ast);
    phase_done(p, "parse", t);
    arena_free(p->tokens);
    p->tokens = NULL;
    if (!ok)
        return;

    t = now_seconds();
    ok = sema_check(c, &ast);
    phase_done(p, "sema", t);
    if (o->dumps & PRISM_DUMP_AST) {
        StrBuf sb = {0};
        ast_dump(c, &ast, &sb);
        set_dump(p->r, PRISM_DUMP_AST, &sb);
    }
    if (!ok || c->errors)
        return;

    /* One lowering; the copies for the targets that need their own are
     * taken before SPIR-V's passes change it. */
    p->module = "common";
    IrModule *m = lower_common(p, &ast);
    arena_free(c->ast_arena);
    c->ast_arena = NULL;
    if (!m)
        return;
    /* WGSL first, on its copy, emitted and freed before SPIR-V's passes. */
    int n = m->entries.len;
    ReflectEntry *refl = ARENA_ARRAY(c->arena, ReflectEntry, n > 0 ? n : 1);
    for (int i = 0; i < n; i++)
        refl[i].entry = m->entries.data[i];
    WgslMark w;
    wgsl_mark(p, &w, 0);
    bool shared = passes_shared(p), wgsl_ok = true;
    if ((shared && !finish_shared(p, m, &wgsl_ok)) || !(m = compact_module(p, m, refl, n)))
        return;
    if ((o->targets & PRISM_TARGET_WGSL) && wgsl_ok) {
        IrModule *for_wgsl = clone_module(p, m, 0);
        if (!for_wgsl)
            return;
        emit_wgsl(p, for_wgsl, shared, refl, n);
        arena_free(p->clones[0]); /* WgslInfo, the blobs and the diagnostics live elsewhere */
        p->clones[0] = NULL;
    }
    wgsl_mark(p, &w, 1);
    IrModule *for_msl = NULL;
    if ((o->targets & PRISM_TARGET_MSL) && o->spv_partitioned_nv && !(for_msl = clone_module(p, m, 1))) {
        wgsl_drop(p, &w);
        return;
    }
    /* SPIR-V's module (and the dump's, and reflection's) */
    p->module = "spirv";
    if (shared ? !optional_dce(p, m)
               : !(m = finish_module(p, m, (o->targets & PRISM_TARGET_SPIRV) && o->spv_partitioned_nv, false))) {
        wgsl_drop(p, &w);
        return;
    }
    if (o->dumps & PRISM_DUMP_IR) {
        StrBuf sb = {0};
        ir_dump(m, &sb);
        set_dump(p->r, PRISM_DUMP_IR, &sb);
    }
    emit_targets(p, m, refl, n, for_msl, &w);
}

static char *xstrdup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *p = malloc(n);
    if (!p)
        abort();
    memcpy(p, s, n);
    return p;
}

/* Copies the diagnostics out of the arena into the result. */
static void collect_diagnostics(Ctx *c, PrismResult *r)
{
    int n = c->diags.len;
    r->num_diags = n;
    r->diags = calloc((size_t)n + 1, sizeof *r->diags);
    r->diag_texts = calloc((size_t)n + 1, sizeof(char *));
    r->diag_carets = calloc((size_t)n + 1, sizeof(char *));
    if (!r->diags || !r->diag_texts || !r->diag_carets)
        abort();
    for (int i = 0; i < n; i++) {
        const Diag *d = &c->diags.data[i];
        PrismDiagnostic *pd = &r->diags[i];
        pd->severity = d->severity == DIAG_ERROR ? PRISM_ERROR : d->severity == DIAG_WARNING ? PRISM_WARNING : PRISM_NOTE;
        pd->code = d->code;
        bool has_file = d->loc.file && (int)d->loc.file < c->files.len;
        pd->file = has_file ? xstrdup(c->files.data[d->loc.file].name) : NULL;
        pd->line = (int)d->loc.line;
        pd->column = (int)d->loc.col;
        pd->message = xstrdup(d->message);
        StrBuf plain = {0}, caret = {0};
        diag_format(c, d, 0, &plain);
        diag_format(c, d, 1, &caret);
        r->diag_texts[i] = sb_take(&plain, NULL);
        r->diag_carets[i] = sb_take(&caret, NULL);
    }
}

/* The input (file 1) and every file #include read, each path once. */
static void collect_dependencies(Ctx *c, PrismResult *r)
{
    r->deps = calloc((size_t)c->files.len + 1, sizeof *r->deps);
    if (!r->deps)
        abort();
    for (int i = 1; i < c->files.len; i++) {
        const SourceFile *f = &c->files.data[i];
        if (i != 1 && !f->included)
            continue;
        bool seen = false;
        for (int k = 0; k < r->num_deps && !seen; k++)
            seen = strcmp(r->deps[k], f->path) == 0;
        if (!seen)
            r->deps[r->num_deps++] = xstrdup(f->path);
    }
}

PrismOptions prism_default_options(void)
{
    PrismOptions o;
    memset(&o, 0, sizeof o);
    o.hlsl_version = 2021;
    o.vulkan_version = 120;
    o.targets = PRISM_TARGET_SPIRV;
    o.optimize = 1;
    return o;
}

PrismResult *prism_compile(const char *source, size_t length, const char *filename, const PrismOptions *options)
{
    return compile_in_context(NULL, source, length, filename, options);
}

PrismResult *compile_in_context(PrismContext *x, const char *source, size_t length, const char *filename,
                                const PrismOptions *options)
{
    PrismResult *r = calloc(1, sizeof *r);
    if (!r)
        return NULL;
    PrismOptions defaults = prism_default_options();
    Pipeline p = {0};
    p.o = options ? options : &defaults;
    p.r = r;
    p.x = x;
    p.c = ctx_new(p.o);
    jmp_buf jb;
    p.c->bail = &jb;
    if (setjmp(jb) == 0)
        run(&p, source ? source : "", source ? length : 0, filename ? filename : "<input>");
    if (p.c->ast_arena == p.tokens) /* stopped while preprocessing */
        p.c->ast_arena = NULL;
    arena_free(p.tokens);
    arena_free(p.clones[0]);
    arena_free(p.clones[1]);
    arena_free(p.ir);
    sb_free(&p.out);
    r->success = p.c->errors == 0;
    if (!r->success) {
        /* No partial output: a failed compilation gives diagnostics only. */
        for (int i = 0; i < r->num_blobs; i++)
            free((void *)r->blobs[i].data), free((void *)r->blobs[i].entry);
        r->num_blobs = 0;
        free(r->reflection);
        r->reflection = NULL;
    }
    collect_diagnostics(p.c, r);
    collect_dependencies(p.c, r);
    if (p.o->time_passes)
        r->time_report = sb_take(&p.times, NULL);
    if (p.o->dumps & PRISM_DUMP_IR_PASSES)
        set_dump(r, PRISM_DUMP_IR_PASSES, &p.pass_dumps);
    ctx_free(p.c);
    if (p.shared)
        context_release(x, p.shared);
    return r;
}

void result_add_blob(PrismResult *r, const char *entry, PrismTarget target, StrBuf *data)
{
    if (r->num_blobs == r->cap_blobs) {
        r->cap_blobs = r->cap_blobs ? r->cap_blobs * 2 : 4;
        r->blobs = realloc(r->blobs, (size_t)r->cap_blobs * sizeof *r->blobs);
        if (!r->blobs)
            abort();
    }
    PrismBlob *b = &r->blobs[r->num_blobs++];
    b->entry = xstrdup(entry);
    b->target = target;
    size_t len;
    b->data = (const unsigned char *)sb_take(data, &len);
    b->size = len;
}

void prism_free(PrismResult *r)
{
    if (!r)
        return;
    for (int i = 0; i < r->num_blobs; i++)
        free((void *)r->blobs[i].data), free((void *)r->blobs[i].entry);
    free(r->blobs);
    for (int i = 0; i < r->num_diags; i++) {
        free((void *)r->diags[i].file);
        free((void *)r->diags[i].message);
        free(r->diag_texts[i]);
        free(r->diag_carets[i]);
    }
    free(r->diags);
    free(r->diag_texts);
    free(r->diag_carets);
    for (int i = 0; i < 5; i++)
        free(r->dumps[i]);
    free(r->reflection);
    for (int i = 0; i < r->num_entries; i++) {
        free((void *)r->entries[i].name);
        free((void *)r->entries[i].subgroup_operation_names);
        free((void *)r->entries[i].webgpu_features);
    }
    free(r->entries);
    free(r->time_report);
    for (int i = 0; i < r->num_deps; i++)
        free(r->deps[i]);
    free(r->deps);
    free(r);
}

int prism_success(const PrismResult *r) { return r && r->success; }
int prism_blob_count(const PrismResult *r) { return r ? r->num_blobs : 0; }
const PrismBlob *prism_blob(const PrismResult *r, int i)
{
    return r && i >= 0 && i < r->num_blobs ? &r->blobs[i] : NULL;
}

/* Whether the blob holds entry: its own, or a library's (entry "") that
 * has an entry point of that name. */
static bool blob_has(const PrismResult *r, const PrismBlob *b, const char *entry)
{
    if (!entry || strcmp(b->entry, entry) == 0)
        return true;
    for (int i = 0; !b->entry[0] && i < r->num_entries; i++)
        if (strcmp(r->entries[i].name, entry) == 0)
            return true;
    return false;
}

const PrismBlob *prism_find(const PrismResult *r, const char *entry, PrismTarget target)
{
    for (int i = 0; r && i < r->num_blobs; i++)
        if (r->blobs[i].target == target && blob_has(r, &r->blobs[i], entry))
            return &r->blobs[i];
    return NULL;
}

int prism_diagnostic_count(const PrismResult *r) { return r ? r->num_diags : 0; }
const PrismDiagnostic *prism_diagnostic(const PrismResult *r, int i)
{
    return r && i >= 0 && i < r->num_diags ? &r->diags[i] : NULL;
}

char *prism_format_diagnostic(const PrismResult *r, int i, int with_caret)
{
    if (!r || i < 0 || i >= r->num_diags)
        return NULL;
    return xstrdup(with_caret ? r->diag_carets[i] : r->diag_texts[i]);
}

const char *prism_dump(const PrismResult *r, PrismDump which)
{
    for (int bit = 0; r && bit < 5; bit++)
        if ((1u << bit) == (unsigned)which)
            return r->dumps[bit];
    return NULL;
}

int prism_entry_count(const PrismResult *r) { return r ? r->num_entries : 0; }
const PrismEntryInfo *prism_entry_info(const PrismResult *r, int i)
{
    return r && i >= 0 && i < r->num_entries ? &r->entries[i] : NULL;
}

const char *prism_reflection_json(const PrismResult *r) { return r ? r->reflection : NULL; }
const char *prism_time_report(const PrismResult *r) { return r ? r->time_report : NULL; }
int prism_dependency_count(const PrismResult *r) { return r ? r->num_deps : 0; }
const char *prism_dependency(const PrismResult *r, int i)
{
    return r && i >= 0 && i < r->num_deps ? r->deps[i] : NULL;
}
