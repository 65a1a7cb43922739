/* The WebAssembly module's exports, called by web/prism.mjs: one compile
 * from a command line of the prism driver's flags (driver/args.c, so the
 * page takes exactly what the command line takes), and its outputs as the
 * driver writes them with -Fo, -Fc and --reflect: SPIR-V as Prism's own
 * disassembly, MSL, WGSL, the reflection JSON, what the driver prints on
 * standard output (the dumps) and each diagnostic. The source comes from
 * memory; #include finds no file (there is no file system here). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../driver/driver.h"

/* One output: kind "spirv", "msl", "wgsl" (name: the entry point),
 * "reflection", "dumps", "time", or "diagnostic" (name: "SEVERITY CODE
 * LINE COLUMN", data: the driver's line for it). */
typedef struct WebItem {
    const char *kind;
    char *name;
    char *data;
    size_t size;
} WebItem;

typedef struct WebResult {
    int status; /* the driver's exit status: 0, 1 (errors in the source), 2 (the command line) */
    int count;
    WebItem *items;
    PrismResult *r;
} WebResult;

static char *read_nothing(void *user, const char *path, size_t *len)
{
    (void)user, (void)path, (void)len;
    return NULL;
}

static char *copy(const char *s, size_t n)
{
    char *p = malloc(n + 1);
    if (!p)
        abort();
    memcpy(p, s, n);
    p[n] = 0;
    return p;
}

static void add(WebResult *w, const char *kind, const char *name, char *data, size_t size)
{
    w->items = realloc(w->items, (size_t)(w->count + 1) * sizeof *w->items);
    if (!w->items)
        abort();
    w->items[w->count++] = (WebItem){kind, copy(name, strlen(name)), data, size};
}

static const char *target_kind(PrismTarget t)
{
    return t == PRISM_TARGET_SPIRV ? "spirv" : t == PRISM_TARGET_MSL ? "msl" : "wgsl";
}

/* The driver's standard output with dumps asked for (driver/main.c's order). */
static void add_dumps(WebResult *w)
{
    static const PrismDump dumps[] = {PRISM_DUMP_PREPROCESSED, PRISM_DUMP_AST, PRISM_DUMP_IR_PASSES, PRISM_DUMP_IR};
    size_t n = 0;
    for (size_t i = 0; i < sizeof dumps / sizeof *dumps; i++)
        n += prism_dump(w->r, dumps[i]) ? strlen(prism_dump(w->r, dumps[i])) : 0;
    char *text = malloc(n + 1), *at = text;
    if (!text)
        abort();
    for (size_t i = 0; i < sizeof dumps / sizeof *dumps; i++)
        if (prism_dump(w->r, dumps[i])) {
            size_t k = strlen(prism_dump(w->r, dumps[i]));
            memcpy(at, prism_dump(w->r, dumps[i]), k);
            at += k;
        }
    *at = 0;
    add(w, "dumps", "", text, n);
}

/* Returns the driver's exit status: 2 when a module cannot be
 * disassembled (as -Fc says, on standard error). */
static int add_outputs(WebResult *w)
{
    for (int i = 0; i < prism_blob_count(w->r); i++) {
        const PrismBlob *b = prism_blob(w->r, i);
        if (b->target == PRISM_TARGET_SPIRV) {
            char *text = prism_disassemble_spirv(b->data, b->size);
            if (!text) {
                fprintf(stderr, "prism: cannot disassemble the SPIR-V of '%s'\n", b->entry);
                return 2;
            }
            add(w, "spirv", b->entry, text, strlen(text));
        } else {
            add(w, target_kind(b->target), b->entry, copy((const char *)b->data, b->size), b->size);
        }
    }
    const char *json = prism_reflection_json(w->r);
    if (json)
        add(w, "reflection", "", copy(json, strlen(json)), strlen(json));
    return 0;
}

static void add_diagnostics(WebResult *w)
{
    for (int i = 0; i < prism_diagnostic_count(w->r); i++) {
        const PrismDiagnostic *d = prism_diagnostic(w->r, i);
        char name[64];
        snprintf(name, sizeof name, "%s %d %d %d",
                 d->severity == PRISM_ERROR ? "error" : d->severity == PRISM_WARNING ? "warning" : "note", d->code,
                 d->line, d->column);
        char *text = prism_format_diagnostic(w->r, i, 0);
        add(w, "diagnostic", name, text, strlen(text));
    }
}

/* args: the flags, each NUL-terminated, the input's file name last (as
 * on the command line). */
__attribute__((export_name("prism_web_compile"))) WebResult *prism_web_compile(const char *args, size_t args_size,
                                                                              const char *source, size_t length)
{
    WebResult *w = calloc(1, sizeof *w);
    int argc = 1;
    for (size_t i = 0; i < args_size; i++)
        argc += args[i] == 0;
    char **argv = calloc((size_t)argc + 1, sizeof *argv);
    if (!w || !argv)
        abort();
    argv[0] = "prism";
    for (size_t i = 0, k = 1; i < args_size; i += strlen(args + i) + 1)
        argv[k++] = (char *)args + i;
    Args a;
    memset(&a, 0, sizeof a);
    bool done = false;
    w->status = args_parse(&a, argc, argv, &done);
    if (w->status == 0 && !done) {
        a.o.read_file = read_nothing;
        w->r = prism_compile(source, length, a.input, &a.o);
        add_diagnostics(w);
        add_dumps(w);
        if (prism_time_report(w->r))
            add(w, "time", "", copy(prism_time_report(w->r), strlen(prism_time_report(w->r))),
                strlen(prism_time_report(w->r)));
        w->status = prism_success(w->r) ? 0 : 1;
        if (w->status == 0)
            w->status = add_outputs(w);
    }
    args_free(&a);
    free(argv);
    fflush(stdout); /* --help, --version */
    fflush(stderr); /* the command line's errors */
    return w;
}

__attribute__((export_name("prism_web_free"))) void prism_web_free(WebResult *w)
{
    for (int i = 0; w && i < w->count; i++)
        free(w->items[i].name), free(w->items[i].data);
    if (w) {
        free(w->items);
        prism_free(w->r);
    }
    free(w);
}

__attribute__((export_name("prism_web_alloc"))) void *prism_web_alloc(size_t n) { return malloc(n ? n : 1); }
__attribute__((export_name("prism_web_release"))) void prism_web_release(void *p) { free(p); }
