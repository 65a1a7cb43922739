#include "diag.h"
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "ctx.h"

const DiagInfo diag_info[DIAG_COUNT] = {
#define DIAG(id, code_, sev, fmt) [id] = {#id, code_, sev, fmt},
#include "../frontend/pp_diags.def"
#include "../frontend/parse_diags.def"
#include "../frontend/sema_diags.def"
#include "../frontend/lower_diags.def"
#include "../backend_spirv/spirv_diags.def"
#include "../backend_wgsl/wgsl_diags.def"
#include "../backend_msl/msl_diags.def"
#include "../driver/driver_diags.def"
#include "internal_diags.def"
#undef DIAG
};

static void add(Ctx *c, SrcLoc loc, DiagId id, DiagSeverity sev, const char *msg)
{
    Diag d = {id, sev, diag_info[id].code, loc, msg};
    vec_push(c->arena, &c->diags, d);
    if (sev == DIAG_ERROR)
        c->errors++;
    else if (sev == DIAG_WARNING)
        c->warnings++;
}

static const char *vformat(Ctx *c, const char *fmt, va_list ap)
{
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap);
    char *p = arena_alloc(c->arena, (size_t)n + 1);
    vsnprintf(p, (size_t)n + 1, fmt, ap2);
    va_end(ap2);
    return p;
}

static int max_errors(const Ctx *c)
{
    return c->opts && c->opts->max_errors > 0 ? c->opts->max_errors : 50;
}

void diag(Ctx *c, SrcLoc loc, DiagId id, ...)
{
    DiagSeverity sev;
    if (!diag_effective_severity(c, id, &sev))
        return;
    va_list ap;
    va_start(ap, id);
    const char *msg = vformat(c, diag_info[id].format, ap);
    va_end(ap);
    add(c, loc, id, sev, msg);
    if (sev == DIAG_ERROR && c->errors >= max_errors(c)) {
        add(c, loc, D_TOO_MANY_ERRORS, DIAG_ERROR,
            arena_printf(c->arena, diag_info[D_TOO_MANY_ERRORS].format, c->errors));
        ctx_bail(c);
    }
}

void diag_fatal(Ctx *c, SrcLoc loc, DiagId id, ...)
{
    va_list ap;
    va_start(ap, id);
    const char *msg = vformat(c, diag_info[id].format, ap);
    va_end(ap);
    add(c, loc, id, DIAG_ERROR, msg);
    ctx_bail(c);
}

void ice(Ctx *c, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    const char *what = vformat(c, fmt, ap);
    va_end(ap);
    SrcLoc none = {0, 0, 0};
    add(c, none, D_INTERNAL, DIAG_ERROR, arena_printf(c->arena, diag_info[D_INTERNAL].format, what));
    ctx_bail(c);
}

static const char *severity_name(DiagSeverity s)
{
    return s == DIAG_ERROR ? "error" : s == DIAG_WARNING ? "warning" : "note";
}

void diag_format(const Ctx *c, const Diag *d, int with_caret, StrBuf *out)
{
    const SourceFile *f = d->loc.file && (int)d->loc.file < c->files.len ? &c->files.data[d->loc.file] : NULL;
    if (f)
        sb_printf(out, "%s(%u,%u): ", f->name, d->loc.line, d->loc.col);
    else
        sb_puts(out, "prism: ");
    sb_printf(out, "%s PRISM%04d: %s\n", severity_name(d->severity), d->code, d->message);
    if (!with_caret || !f || d->loc.line == 0)
        return;
    const char *p = f->text, *end = f->text + f->len;
    for (uint32_t line = 1; line < d->loc.line && p < end; p++)
        if (*p == '\n')
            line++;
    const char *eol = p;
    while (eol < end && *eol != '\n' && *eol != '\r')
        eol++;
    sb_putn(out, p, (size_t)(eol - p));
    sb_putc(out, '\n');
    for (uint32_t i = 1; i < d->loc.col && p + i - 1 < eol; i++)
        sb_putc(out, p[i - 1] == '\t' ? '\t' : ' ');
    sb_puts(out, "^\n");
}
