/* Debug information (-Zi, -fspv-debug=...; DXC's SPIR-V.rst, "Debugging"):
 *
 *   file     OpString of the main file's name, OpSource HLSL <version> naming it
 *            (version: the profile's major * 100 + minor * 10, as DXC)
 *   source   the main file's text in OpSource (OpSourceContinued past 65,535 words)
 *   line     OpLine before each instruction whose source line or column changed
 *   tool     OpModuleProcessed "prism 0.1.0" and the options (SPIR-V 1.1 and later)
 *   vulkan   NonSemantic.Shader.DebugInfo.100 instead of OpLine: a DebugSource per
 *            file (with its text under vulkan-with-source), the compilation unit,
 *            types, a DebugFunction per function, DebugScope and DebugLine in the
 *            bodies, a DebugLocalVariable and DebugDeclare per local variable,
 *            DebugEntryPoint; what RenderDoc steps through HLSL with.
 *
 * Locals stay variables under -fspv-debug=vulkan (lib/compile.c leaves out
 * ir_opt_vars_to_ssa), so the debugger can show them. Every id is made on
 * first use in a deterministic walk, as the rest of the module. */
#include <spirv/unified1/NonSemanticShaderDebugInfo100.h>
#include <string.h>
#include "spv_internal.h"

typedef struct SpvDebug {
    unsigned what;         /* PrismDebugInfo bits */
    uint32_t ext;          /* the NonSemantic import */
    uint32_t *file_str;    /* by SourceFile index: OpString of its name (0: not yet) */
    uint32_t *source;      /* by SourceFile index: DebugSource */
    uint32_t cu, none, expr, void_type;
    PtrMap types;          /* IrType -> debug type */
    PtrMap funcs;          /* IrFunction -> DebugFunction */
    uint32_t scope;        /* the current function's DebugFunction */
    bool need_scope;       /* a block began: DebugScope before its first instruction */
    uint32_t last_file, last_line, last_col; /* the line state of the block (0: none) */
} SpvDebug;

static bool vulkan(const SpvWriter *w)
{
    return w->dbg && (w->dbg->what & PRISM_DEBUG_VULKAN);
}

static uint32_t string(SpvWriter *w, const char *s)
{
    return spv_op_string(w, &w->sec[SEC_SOURCE], SpvOpString, s);
}

/* A NonSemantic instruction: OpExtInst %void %ext op operands... */
static uint32_t ext_inst(SpvWriter *w, SpvWords *b, uint32_t op, int n, const uint32_t *ops)
{
    SpvDebug *d = w->dbg;
    uint32_t id = spv_id(w);
    size_t at = spv_begin(w, b, SpvOpExtInst);
    spv_w(w, b, d->void_type);
    spv_w(w, b, id);
    spv_w(w, b, d->ext);
    spv_w(w, b, op);
    for (int i = 0; i < n; i++)
        spv_w(w, b, ops[i]);
    spv_end(w, b, at);
    return id;
}

/* Module-level instructions, their operands made first, one statement
 * each (an initializer list's elements are not sequenced: ids must come
 * in a fixed order). */
static uint32_t mod_inst(SpvWriter *w, uint32_t op, int n, const uint32_t *ops)
{
    return ext_inst(w, &w->sec[SEC_TYPES], op, n, ops);
}

#define U(v) spv_u32(w, (uint32_t)(v))

/* Long text in one OpString or OpSource: at most 65,535 words an
 * instruction, the rest continued (DXC: kDefaultMaximumSourceLength). */
enum { CHUNK = 0xFFFD * 4 - 8 };

static const SourceFile *file_of(const SpvWriter *w, uint32_t f)
{
    return f && (int)f < w->c->files.len ? &w->c->files.data[f] : NULL;
}

static uint32_t file_string(SpvWriter *w, uint32_t f)
{
    SpvDebug *d = w->dbg;
    if (!d->file_str[f])
        d->file_str[f] = string(w, file_of(w, f)->name);
    return d->file_str[f];
}

/* DebugSource for file f, with its text under vulkan-with-source. */
static uint32_t debug_source(SpvWriter *w, uint32_t f)
{
    SpvDebug *d = w->dbg;
    if (d->source[f])
        return d->source[f];
    const SourceFile *sf = file_of(w, f);
    uint32_t name = file_string(w, f);
    if (!(d->what & PRISM_DEBUG_SOURCE) || !sf->len) {
        d->source[f] = mod_inst(w, NonSemanticShaderDebugInfo100DebugSource, 1, &name);
        return d->source[f];
    }
    char *chunk = arena_alloc(w->a, CHUNK + 1);
    size_t n = sf->len < CHUNK ? sf->len : CHUNK;
    memcpy(chunk, sf->text, n);
    chunk[n] = 0;
    uint32_t o[2] = {name, string(w, chunk)};
    d->source[f] = mod_inst(w, NonSemanticShaderDebugInfo100DebugSource, 2, o);
    for (size_t at = n; at < sf->len; at += n) {
        n = sf->len - at < CHUNK ? sf->len - at : CHUNK;
        memcpy(chunk, sf->text + at, n);
        chunk[n] = 0;
        uint32_t text = string(w, chunk);
        mod_inst(w, NonSemanticShaderDebugInfo100DebugSourceContinued, 1, &text);
    }
    return d->source[f];
}

/* ---------------------------------------------------------------- types */

static uint32_t basic(SpvWriter *w, const IrType *t)
{
    uint32_t enc = t->kind == IRT_BOOL ? NonSemanticShaderDebugInfo100Boolean
                 : t->kind == IRT_FLOAT ? NonSemanticShaderDebugInfo100Float
                 : t->is_signed ? NonSemanticShaderDebugInfo100Signed : NonSemanticShaderDebugInfo100Unsigned;
    const char *name = t->kind == IRT_BOOL ? "bool"
                     : t->kind == IRT_FLOAT ? (t->bits == 16 ? "half" : t->bits == 64 ? "double" : "float")
                     : t->bits == 64 ? (t->is_signed ? "int64_t" : "uint64_t")
                     : t->bits == 16 ? (t->is_signed ? "int16_t" : "uint16_t") : t->is_signed ? "int" : "uint";
    uint32_t o[4];
    o[0] = string(w, name);
    o[1] = U(t->kind == IRT_BOOL ? 32 : t->bits);
    o[2] = U(enc);
    o[3] = U(NonSemanticShaderDebugInfo100None);
    return mod_inst(w, NonSemanticShaderDebugInfo100DebugTypeBasic, 4, o);
}

static uint32_t debug_type(SpvWriter *w, const IrType *t);

/* Bits a value of t takes, packed (a struct's members one after another). */
static uint32_t value_bits(const IrType *t)
{
    switch (t->kind) {
    case IRT_BOOL: return 32;
    case IRT_INT:
    case IRT_FLOAT: return t->bits;
    case IRT_VECTOR:
    case IRT_MATRIX:
    case IRT_ARRAY: return t->count * value_bits(t->elem);
    case IRT_STRUCT: {
        uint32_t n = 0;
        for (uint32_t i = 0; i < t->num_members; i++)
            n += value_bits(t->members[i].type);
        return n;
    }
    default: return 0;
    }
}

static uint32_t composite(SpvWriter *w, const IrType *t)
{
    SpvDebug *d = w->dbg;
    uint32_t name = string(w, t->name ? t->name : "struct"), src = d->source[1] ? d->source[1] : debug_source(w, 1);
    uint32_t *ops = ARENA_ARRAY(w->a, uint32_t, t->num_members + 10);
    int n = 0;
    uint32_t off = 0;
    uint32_t *members = ARENA_ARRAY(w->a, uint32_t, t->num_members + 1);
    for (uint32_t i = 0; i < t->num_members; i++) {
        const IrMember *mb = &t->members[i];
        uint32_t bits = value_bits(mb->type), o[8];
        o[0] = string(w, mb->name ? mb->name : "member");
        o[1] = debug_type(w, mb->type);
        o[2] = src;
        o[3] = U(1);
        o[4] = U(1);
        o[5] = U(off);
        o[6] = U(bits);
        o[7] = U(NonSemanticShaderDebugInfo100FlagIsPublic);
        members[i] = mod_inst(w, NonSemanticShaderDebugInfo100DebugTypeMember, 8, o);
        off += bits;
    }
    ops[n++] = name;
    ops[n++] = U(NonSemanticShaderDebugInfo100Structure);
    ops[n++] = src;
    ops[n++] = U(1);
    ops[n++] = U(1);
    ops[n++] = d->cu;
    ops[n++] = name;
    ops[n++] = U(off);
    ops[n++] = U(NonSemanticShaderDebugInfo100FlagIsPublic);
    for (uint32_t i = 0; i < t->num_members; i++)
        ops[n++] = members[i];
    return mod_inst(w, NonSemanticShaderDebugInfo100DebugTypeComposite, n, ops);
}

/* The debug type of a value type; DebugInfoNone for what has none (images). */
static uint32_t debug_type(SpvWriter *w, const IrType *t)
{
    SpvDebug *d = w->dbg;
    uint32_t id = (uint32_t)(uintptr_t)ptrmap_get(&d->types, t);
    if (id)
        return id;
    switch (t->kind) {
    case IRT_BOOL:
    case IRT_INT:
    case IRT_FLOAT: id = basic(w, t); break;
    case IRT_VECTOR:
    case IRT_MATRIX: {
        /* a matrix in SPIR-V's view: count columns of the elem vector (ir.h) */
        uint32_t o[3];
        o[0] = debug_type(w, t->elem);
        o[1] = U(t->count);
        if (t->kind == IRT_MATRIX)
            o[2] = spv_const_scalar(w, irt_bool(w->m), 1, 0);
        id = mod_inst(w, t->kind == IRT_VECTOR ? NonSemanticShaderDebugInfo100DebugTypeVector
                                               : NonSemanticShaderDebugInfo100DebugTypeMatrix,
                      t->kind == IRT_VECTOR ? 2 : 3, o);
        break;
    }
    case IRT_ARRAY: {
        const IrType *e = t;
        uint32_t dims[16];
        int n = 0;
        while (e->kind == IRT_ARRAY && n < 16) {
            dims[n++] = U(e->count);
            e = e->elem;
        }
        uint32_t ops[17];
        ops[0] = debug_type(w, e);
        memcpy(ops + 1, dims, (size_t)n * 4);
        id = mod_inst(w, NonSemanticShaderDebugInfo100DebugTypeArray, n + 1, ops);
        break;
    }
    case IRT_STRUCT: id = composite(w, t); break;
    default: id = d->none; break;
    }
    ptrmap_put(w->a, &d->types, t, (void *)(uintptr_t)id);
    return id;
}

/* ---------------------------------------------------------------- functions */

static uint32_t debug_function(SpvWriter *w, IrFunction *f)
{
    SpvDebug *d = w->dbg;
    uint32_t id = (uint32_t)(uintptr_t)ptrmap_get(&d->funcs, f);
    if (id)
        return id;
    uint32_t file = f->loc.file && file_of(w, f->loc.file) ? f->loc.file : 1;
    uint32_t *ops = ARENA_ARRAY(w->a, uint32_t, f->num_params + 3);
    ops[0] = U(NonSemanticShaderDebugInfo100None);
    ops[1] = f->ret->kind == IRT_VOID ? d->void_type : debug_type(w, f->ret);
    for (uint32_t k = 0; k < f->num_params; k++)
        ops[2 + k] = f->params[k]->v.type->kind == IRT_POINTER ? d->none : debug_type(w, f->params[k]->v.type);
    uint32_t ftype = mod_inst(w, NonSemanticShaderDebugInfo100DebugTypeFunction, (int)f->num_params + 2, ops);
    uint32_t line = f->loc.line ? f->loc.line : 1, col = f->loc.col ? f->loc.col : 1, o[10];
    o[0] = string(w, f->name);
    o[1] = ftype;
    o[2] = debug_source(w, file);
    o[3] = U(line);
    o[4] = U(col);
    o[5] = d->cu;
    o[6] = o[0];
    o[7] = U(NonSemanticShaderDebugInfo100FlagIsPublic | NonSemanticShaderDebugInfo100FlagIsDefinition);
    o[8] = U(line);
    id = mod_inst(w, NonSemanticShaderDebugInfo100DebugFunction, 9, o);
    ptrmap_put(w->a, &d->funcs, f, (void *)(uintptr_t)id);
    return id;
}

static void declare_locals(SpvWriter *w, IrRegion *r);

static void declare_block(SpvWriter *w, IrBlock *b)
{
    SpvDebug *d = w->dbg;
    IR_FOR_EACH_INST(b, i)
    {
        if (i->op != IR_VAR || !i->v.name || !*i->v.name)
            continue;
        uint32_t file = i->loc.file && file_of(w, i->loc.file) ? i->loc.file : 1, o[7];
        o[0] = string(w, i->v.name);
        o[1] = debug_type(w, i->v.type->elem);
        o[2] = debug_source(w, file);
        o[3] = U(i->loc.line ? i->loc.line : 1);
        o[4] = U(i->loc.col ? i->loc.col : 1);
        o[5] = d->scope;
        o[6] = U(NonSemanticShaderDebugInfo100FlagIsLocal);
        uint32_t ops[3];
        ops[0] = mod_inst(w, NonSemanticShaderDebugInfo100DebugLocalVariable, 7, o);
        ops[1] = spv_value(w, &i->v);
        ops[2] = d->expr;
        ext_inst(w, SPV_FN(w), NonSemanticShaderDebugInfo100DebugDeclare, 3, ops);
    }
}

static void declare_locals(SpvWriter *w, IrRegion *r)
{
    for (IrNode *n = r->first; n; n = n->next) {
        switch (n->kind) {
        case IRN_BLOCK: declare_block(w, (IrBlock *)n); break;
        case IRN_IF:
            declare_locals(w, &((IrIf *)n)->then_);
            declare_locals(w, &((IrIf *)n)->else_);
            break;
        case IRN_LOOP:
            declare_locals(w, &((IrLoop *)n)->body);
            declare_locals(w, &((IrLoop *)n)->continuing);
            break;
        case IRN_SWITCH:
            for (uint32_t k = 0; k < ((IrSwitch *)n)->num_cases; k++)
                declare_locals(w, &((IrSwitch *)n)->cases[k].body);
            break;
        }
    }
}

/* ---------------------------------------------------------------- the hooks */

void spv_debug_begin(SpvWriter *w)
{
    unsigned what = (unsigned)w->o->debug_info;
    if (!what || w->o->strip_debug)
        return;
    SpvDebug *d = ARENA_NEW(w->a, SpvDebug);
    w->dbg = d;
    d->what = what;
    int nf = w->c->files.len + 1;
    d->file_str = ARENA_ARRAY(w->a, uint32_t, nf);
    d->source = ARENA_ARRAY(w->a, uint32_t, nf);
    if (w->c->files.len < 2)
        return; /* no source file (the API may compile an empty one) */
    /* OpSource: HLSL, the profile's shader model as DXC writes it (cs_6_2: 620) */
    const char *prof = w->o->profile;
    const char *us = prof ? strchr(prof, '_') : NULL;
    uint32_t version = 600;
    if (us && us[1] >= '0' && us[1] <= '9' && us[2] == '_' && us[3] >= '0' && us[3] <= '9')
        version = (uint32_t)(us[1] - '0') * 100 + (uint32_t)(us[3] - '0') * 10;
    uint32_t main_file = file_string(w, 1);
    const SourceFile *sf = file_of(w, 1);
    bool text = (what & PRISM_DEBUG_SOURCE) && !(what & PRISM_DEBUG_VULKAN) && sf->len;
    SpvWords *b = &w->sec[SEC_SOURCE];
    size_t n = text ? (sf->len < CHUNK ? sf->len : CHUNK) : 0;
    char *chunk = arena_alloc(w->a, CHUNK + 1);
    memcpy(chunk, sf->text, n);
    chunk[n] = 0;
    size_t at = spv_begin(w, b, SpvOpSource);
    spv_w(w, b, SpvSourceLanguageHLSL);
    spv_w(w, b, version);
    spv_w(w, b, main_file);
    if (text)
        spv_str(w, b, chunk);
    spv_end(w, b, at);
    for (size_t off = n; text && off < sf->len; off += n) {
        n = sf->len - off < CHUNK ? sf->len - off : CHUNK;
        memcpy(chunk, sf->text + off, n);
        chunk[n] = 0;
        at = spv_begin(w, b, SpvOpSourceContinued);
        spv_str(w, b, chunk);
        spv_end(w, b, at);
    }
    if (!(what & PRISM_DEBUG_VULKAN))
        return;
    /* NonSemantic.Shader.DebugInfo.100: SPV_KHR_non_semantic_info until it
     * is core (SPIR-V 1.6) */
    if (w->version < 0x00010600u)
        spv_ext(w, "SPV_KHR_non_semantic_info");
    d->ext = spv_op_string(w, &w->sec[SEC_IMPORTS], SpvOpExtInstImport, "NonSemantic.Shader.DebugInfo.100");
    d->void_type = spv_type(w, irt_void(w->m));
    d->none = mod_inst(w, NonSemanticShaderDebugInfo100DebugInfoNone, 0, NULL);
    d->expr = mod_inst(w, NonSemanticShaderDebugInfo100DebugExpression, 0, NULL);
    /* Version 1 of the instructions, DWARF 4, HLSL (5): DXC's and glslang's values */
    uint32_t o[4];
    o[0] = U(1);
    o[1] = U(4);
    o[2] = debug_source(w, 1);
    o[3] = U(SpvSourceLanguageHLSL);
    d->cu = mod_inst(w, NonSemanticShaderDebugInfo100DebugCompilationUnit, 4, o);
}

void spv_debug_label(SpvWriter *w)
{
    SpvDebug *d = w->dbg;
    if (!d)
        return;
    d->need_scope = true;
    d->last_file = d->last_line = d->last_col = 0;
}

void spv_debug_line(SpvWriter *w, IrInst *i)
{
    SpvDebug *d = w->dbg;
    if (!d || !(d->what & PRISM_DEBUG_LINE))
        return;
    if (vulkan(w) && d->need_scope && d->scope) {
        uint32_t ops[1] = {d->scope};
        ext_inst(w, SPV_FN(w), NonSemanticShaderDebugInfo100DebugScope, 1, ops);
        d->need_scope = false;
    }
    SrcLoc l = i->loc;
    if (!l.file || !l.line || !file_of(w, l.file))
        return;
    if (l.file == d->last_file && l.line == d->last_line && l.col == d->last_col)
        return;
    d->last_file = l.file, d->last_line = l.line, d->last_col = l.col;
    if (vulkan(w)) {
        uint32_t ops[5];
        ops[0] = debug_source(w, l.file);
        ops[1] = U(l.line);
        ops[2] = ops[1];
        ops[3] = U(l.col);
        ops[4] = ops[3];
        ext_inst(w, SPV_FN(w), NonSemanticShaderDebugInfo100DebugLine, 5, ops);
    } else {
        spv_op(w, SPV_FN(w), SpvOpLine, 3, file_string(w, l.file), l.line, l.col);
    }
}

void spv_debug_function(SpvWriter *w, IrFunction *f)
{
    SpvDebug *d = w->dbg;
    if (!vulkan(w) || w->c->files.len < 2)
        return;
    d->scope = debug_function(w, f);
    uint32_t ops[2];
    ops[0] = d->scope;
    ops[1] = spv_value(w, &f->v);
    ext_inst(w, SPV_FN(w), NonSemanticShaderDebugInfo100DebugFunctionDefinition, 2, ops);
    uint32_t sc[1] = {d->scope};
    ext_inst(w, SPV_FN(w), NonSemanticShaderDebugInfo100DebugScope, 1, sc);
    d->need_scope = false;
    declare_locals(w, &f->body);
}

/* The options as a command line: what OpModuleProcessed and
 * DebugEntryPoint record (DXC records its own arguments). */
static const char *options_text(SpvWriter *w)
{
    const PrismOptions *o = w->o;
    StrBuf sb = {0};
    if (o->profile)
        sb_printf(&sb, "-T %s ", o->profile);
    sb_printf(&sb, "-E %s -HV %d", w->entry->name, o->hlsl_version);
    if (o->enable_16bit_types)
        sb_puts(&sb, " -enable-16bit-types");
    static const char *const layouts[] = {"", " -fvk-use-gl-layout", " -fvk-use-dx-layout", " -fvk-use-scalar-layout"};
    if (o->layout > 0 && o->layout < 4)
        sb_puts(&sb, layouts[o->layout]);
    for (int i = 0; i < o->num_defines; i++)
        sb_printf(&sb, " -D %s", o->defines[i]);
    if (!o->optimize)
        sb_puts(&sb, " -O0");
    const char *r = arena_strdup(w->a, sb.data ? sb.data : "");
    sb_free(&sb);
    return r;
}

void spv_debug_end(SpvWriter *w)
{
    SpvDebug *d = w->dbg;
    if (!d)
        return;
    const char *tool = "prism " PRISM_VERSION;
    if ((d->what & PRISM_DEBUG_TOOL) && w->version >= 0x00010100u) {
        const char *lines[2] = {tool, options_text(w)};
        for (int k = 0; k < 2; k++) {
            SpvWords *b = &w->sec[SEC_PROCESSED];
            size_t at = spv_begin(w, b, SpvOpModuleProcessed);
            spv_str(w, b, lines[k]);
            spv_end(w, b, at);
        }
    }
    if (!vulkan(w) || w->c->files.len < 2)
        return;
    for (int e = 0; e < w->num_entries; e++) { /* a library: one for each */
        w->entry = w->entries[e];
        uint32_t o[4];
        o[0] = debug_function(w, w->entry);
        o[1] = d->cu;
        o[2] = string(w, tool);
        o[3] = string(w, options_text(w));
        mod_inst(w, NonSemanticShaderDebugInfo100DebugEntryPoint, 4, o);
    }
    w->entry = w->entries[0];
}
