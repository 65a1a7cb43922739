/* prism: the command-line compiler (flags: args.c). Exit status: 0
 * compiled, 1 the source has errors, 2 the command line or a file is wrong. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#ifdef __GLIBC__ /* defined by the headers above */
#include <malloc.h>
#endif
#include <string.h>
#include <unistd.h>
#include "driver.h"
#include "output_spool.h"

static char *read_all(const char *path, size_t *len)
{
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    for (size_t got; buf && (got = fread(buf + n, 1, cap - n, f)) > 0;) {
        n += got;
        if (n == cap)
            buf = realloc(buf, cap *= 2);
    }
    if (f != stdin)
        fclose(f);
    if (buf)
        *len = n;
    return buf;
}

static int write_file(DriverIO *io, const char *path, const void *data, size_t size)
{
    bool to_out = strcmp(path, "-") == 0;
    if (to_out ? fwrite(data, 1, size, io->out) != size : output_file_write(path, data, size) != 0) {
        fprintf(io->err, "prism: cannot write '%s': %s\n", path, strerror(errno));
        return 2;
    }
    return 0;
}

static const char *target_ext(PrismTarget t, bool listing)
{
    return t == PRISM_TARGET_SPIRV ? (listing ? ".spvasm" : ".spv") : t == PRISM_TARGET_MSL ? ".metal" : ".wgsl";
}

/* -Fo out: one target and one entry: out itself. Several targets: out.spv,
 * out.metal, out.wgsl. Several entries: out.ENTRY.spv and so on. -Fc names
 * its files the same way, with .spvasm for SPIR-V's listing. */
static char *output_name(const char *base, const PrismBlob *b, int several_targets, int several_entries,
                         bool listing)
{
    const char *ext = target_ext(b->target, listing);
    size_t n = strlen(base) + strlen(b->entry) + 16;
    char *p = malloc(n);
    if (!several_targets && !several_entries)
        snprintf(p, n, "%s", base);
    else if (several_entries)
        snprintf(p, n, "%s.%s%s", base, b->entry, ext);
    else
        snprintf(p, n, "%s%s", base, ext);
    return p;
}

/* -Fc: SPIR-V as its disassembly, MSL and WGSL as they are. */
static int write_listing(DriverIO *io, const char *path, const PrismBlob *b)
{
    if (b->target != PRISM_TARGET_SPIRV)
        return write_file(io, path, b->data, b->size);
    char *text = prism_disassemble_spirv(b->data, b->size);
    if (!text) {
        fprintf(io->err, "prism: cannot disassemble the SPIR-V of '%s'\n", b->entry);
        return 2;
    }
    int rc = write_file(io, path, text, strlen(text));
    free(text);
    return rc;
}

static int write_outputs(DriverIO *io, const Args *a, const PrismResult *r)
{
    unsigned t = a->o.targets;
    int several_targets = (t & (t - 1)) != 0;
    int entries = 0;
    for (int i = 0; i < prism_blob_count(r); i++)
        entries += prism_blob(r, i)->target == (PrismTarget)(t & -t);
    for (int i = 0; i < prism_blob_count(r); i++) {
        const PrismBlob *b = prism_blob(r, i);
        if (b->target == PRISM_TARGET_SPIRV && args_check_max_id(io->err, a, b->entry, b->data, b->size))
            return 1;
        if (a->print_all && b->target == PRISM_TARGET_SPIRV) { /* DXC: the module after the last pass */
            char *text = prism_disassemble_spirv(b->data, b->size);
            if (text)
                fputs(text, io->err);
            free(text);
        }
        if (a->disassembly) {
            char *name = output_name(a->disassembly, b, several_targets, entries > 1, true);
            int rc = write_listing(io, name, b);
            free(name);
            if (rc)
                return rc;
        }
        if (!a->output) {
            if (b->target != PRISM_TARGET_SPIRV || !io->out_tty)
                if (!a->disassembly || strcmp(a->disassembly, "-") != 0)
                    fwrite(b->data, 1, b->size, io->out);
            continue;
        }
        char *name = output_name(a->output, b, several_targets, entries > 1, false);
        int rc = write_file(io, name, b->data, b->size);
        free(name);
        if (rc)
            return rc;
    }
    if (a->reflect && prism_reflection_json(r)) {
        const char *j = prism_reflection_json(r);
        return write_file(io, a->reflect, j, strlen(j));
    }
    return 0;
}

/* The outputs the spool took (spooled_compile): into their files, named
 * as write_outputs names them, then the reflection. */
static int write_spooled(DriverIO *io, const Args *a, const PrismResult *r, OutputSpool *s)
{
    unsigned t = a->o.targets;
    int several_targets = (t & (t - 1)) != 0;
    int entries = 0;
    for (int i = 0; i < s->n; i++)
        entries += s->items[i].target == (PrismTarget)(t & -t);
    for (int i = 0; i < s->n; i++) {
        PrismBlob b = {s->items[i].entry, s->items[i].target, NULL, 0};
        char *name = output_name(a->output, &b, several_targets, entries > 1, false);
        int rc = spool_commit(s, i, name);
        if (rc)
            fprintf(io->err, "prism: cannot write '%s': %s\n", name, strerror(errno));
        free(name);
        if (rc)
            return 2;
    }
    if (a->reflect && prism_reflection_json(r)) {
        const char *j = prism_reflection_json(r);
        return write_file(io, a->reflect, j, strlen(j));
    }
    return 0;
}

/* Whether the outputs can go to their files while they are made: -Fo
 * files only, and nothing that reads them whole (-Fc, -fspv-print-all,
 * -fspv-max-id, dumps). */
static bool can_spool(const Args *a)
{
    return a->output && strcmp(a->output, "-") != 0 && !a->disassembly && !a->print_all && !a->max_id &&
           a->o.dumps == 0 && !a->print_deps && !a->o.output_sink;
}

/* The make target of the depfile: the -Fo file, else the input's name
 * with the first target's extension. */
static char *dep_target(const Args *a)
{
    if (a->output)
        return strdup(a->output);
    const char *in = a->input, *slash = strrchr(in, '/'), *dot = strrchr(in, '.');
    size_t stem = dot && (!slash || dot > slash) ? (size_t)(dot - in) : strlen(in);
    unsigned t = a->o.targets;
    const char *ext = target_ext((PrismTarget)(t & -t), false);
    char *p = malloc(stem + strlen(ext) + 1);
    memcpy(p, in, stem);
    strcpy(p + stem, ext);
    return p;
}

/* -MD without -MF: OUTPUT.d (-Fo a.spv gives a.spv.d, as ninja's $out.d),
 * else the input's name with .d for its extension. */
static char *dep_file(const Args *a)
{
    if (a->depfile)
        return strdup(a->depfile);
    if (a->output) {
        char *p = malloc(strlen(a->output) + 3);
        sprintf(p, "%s.d", a->output);
        return p;
    }
    char *p = dep_target(a), *dot = strrchr(p, '.'), *slash = strrchr(p, '/');
    size_t stem = dot && (!slash || dot > slash) ? (size_t)(dot - p) : strlen(p);
    p = realloc(p, stem + 3);
    strcpy(p + stem, ".d");
    return p;
}

static int write_deps(DriverIO *io, const Args *a, const PrismResult *r)
{
    char *target = dep_target(a), *rule = depfile_rule(target, r);
    int rc = 0;
    if (a->print_deps)
        fputs(rule, io->out);
    if (a->write_deps) {
        char *path = dep_file(a);
        rc = write_file(io, path, rule, strlen(rule));
        free(path);
    }
    free(rule);
    free(target);
    return rc;
}

int driver_compile(const Args *a, DriverIO *io, PrismContext *x)
{
    size_t len = 0;
    char *own = NULL;
    const char *src = x ? prism_context_read_file(x, a->input, &len) : (own = read_all(a->input, &len));
    if (!src) {
        fprintf(io->err, "prism: cannot read '%s': %s\n", a->input, strerror(errno));
        return 2;
    }
    OutputSpool spool;
    bool spooled = can_spool(a);
    PrismOptions o = a->o;
    if (spooled) {
        spool_init(&spool, a->output);
        o.output_sink = spool_sink;
        o.output_sink_user = &spool;
    }
    PrismResult *r = prism_context_compile(x, src, len, a->input, &o);
    free(own);
    for (int i = 0; i < prism_diagnostic_count(r); i++) {
        char *text = prism_format_diagnostic(r, i, io->err_tty);
        fputs(text, io->err);
        free(text);
    }
    static const PrismDump dumps[] = {PRISM_DUMP_PREPROCESSED, PRISM_DUMP_AST, PRISM_DUMP_IR_PASSES, PRISM_DUMP_IR};
    for (size_t i = 0; i < sizeof dumps / sizeof *dumps; i++)
        if (prism_dump(r, dumps[i]))
            fputs(prism_dump(r, dumps[i]), io->out);
    if (prism_time_report(r))
        fputs(prism_time_report(r), io->err);
    bool dumping = a->o.dumps != 0 || a->print_deps;
    int rc = prism_success(r) ? 0 : 1;
    if (rc == 0 && spooled)
        rc = write_spooled(io, a, r, &spool);
    else if (rc == 0 && (!dumping || a->output))
        rc = write_outputs(io, a, r);
    if (spooled)
        spool_free(&spool); /* the temporary files of a failed compile go */
    if (rc == 0 && (a->write_deps || a->print_deps))
        rc = write_deps(io, a, r);
    prism_free(r);
    return rc;
}

/* glibc raises its mmap threshold to the size of each mmap'd block freed
 * (up to 32 MiB), after which the arenas' chunks (up to 4 MiB) and the big
 * vectors come from the heap, where memory freed (a target's module, a
 * pass's scratch) stays resident and fragments. A fixed threshold keeps
 * every block of 256 KiB or more mmap'd, so freeing it gives it back: at
 * 100k lines of nested code, --target all peaks 55 MiB lower. The
 * driver sets it, not libprism: it is process-wide, and a program that
 * embeds the library keeps its own malloc settings. */
static void large_blocks_mmapped(void)
{
#ifdef __GLIBC__
    mallopt(M_MMAP_THRESHOLD, 256 << 10);
#endif
}

int main(int argc, char **argv)
{
    large_blocks_mmapped();
    if (jobs_requested(argc, argv))
        return jobs_main(argc, argv);
    Args a;
    memset(&a, 0, sizeof a);
    bool done;
    int rc = args_parse(&a, argc, argv, &done);
    if (rc == 0 && !done) {
        DriverIO io = {stdout, stderr, isatty(1), isatty(2)};
        rc = driver_compile(&a, &io, NULL);
    }
    args_free(&a);
    return rc;
}
